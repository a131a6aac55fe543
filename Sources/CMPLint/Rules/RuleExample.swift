import CMPLintDocuments
import CMPLintKnowledge
import Foundation

/// A passing or failing example that a rule carries: a small snapshot set given as JSON text,
/// optionally ignore entries (for rules about suppressions), and where findings are expected. The examples are the
/// rule's tests (RuleExampleTests) and its docs (`cmplint rules ID`).
public struct RuleExample: Sendable {
    public let name: String
    /// JSON text per component, exactly as written in the rule file.
    public let components: [ComponentKind: String]
    public let expectations: SetExpectations
    /// Ignore entries applied after the set is linted; globs are matched against the example's
    /// file paths (`rules/x.yml:12/OneTrustBannerData.json`), so write `**/OneTrustBannerData.json`.
    public let ignore: IgnoreList
    /// Empty for a passing example.
    public let findings: [ExpectedFinding]
    /// A failing example's components as the rule's fix leaves them (safe and unsafe fixes made),
    /// exactly as written; a component not listed must come out unchanged. Empty: not shown.
    public let fixed: [ComponentKind: String]
    /// Words every finding's advice must contain (`howToFixIncludes`): how an example shows which
    /// `howToFix` text its case and platform get. Nil: not checked.
    public let howToFixIncludes: String?
    public let passes: Bool
    /// `today`: the run's date the example is linted on (`--today`); nil for the day the test runs.
    public var today: StoredDate?
    /// `gvl`: the Global Vendor List the example pins (`--gvl`), as written and as read.
    public var gvlText: String?
    package var vendorList: GlobalVendorList?
    /// `manifest`: the set's capture manifest (`cmplint-capture.json`) as JSON text, exactly as written.
    public var manifestText: String?
    /// `linkedSDK`: what the app around the set declares about the OneTrust SDK it links, as
    /// `LinkedSDKDiscovery` would have found it (`{file, line, version}`).
    package var linkedSDK: LinkedSDK?
    /// Where the example is written, for test failure messages.
    public let file: String
    public let mark: YAMLMark

    /// Builds the set the example describes: a folder named after the rule file and the example's
    /// line, holding the components under their usual file names, linted on the example's date with
    /// its GVL.
    public func snapshotSet() -> SnapshotSet {
        let folder = "\(file):\(mark.line)"
        var files: [ComponentKind: SnapshotFile] = [:]
        for (kind, text) in components {
            files[kind] = SnapshotFile(
                kind: kind, path: "\(folder)/\(kind.acceptedFileNames[0])", bytes: Array(text.utf8))
        }
        let run = RunContext(
            today: today ?? StoredDate(Date()), vendorList: vendorList, vendorListFile: vendorList.map { _ in "gvl" })
        let manifest = manifestText.map {
            SetManifest(path: "\(folder)/\(CaptureManifest.fileName)", bytes: Array($0.utf8))
        }
        var set = SnapshotSet(path: folder, files: files, expectations: expectations, run: run, manifest: manifest)
        set.linkedSDK = linkedSDK.map { [$0] } ?? []
        return set
    }
}

/// Where an example expects a finding: `banner#/otConsentString`, or `preferences#` for the
/// component as a whole (a missing file), `set#` for the set, `manifest#/capturedAt` in the set's
/// capture manifest, or `ignore#/ignore/0` for the example's first ignore entry.
public struct ExpectedFinding: Hashable, Sendable, CustomStringConvertible {
    public enum Target: Hashable, Sendable {
        case component(ComponentKind)
        case set
        case manifest
        case ignore
    }

    public let target: Target
    public let pointer: String

    public init(target: Target, pointer: String) {
        self.target = target
        self.pointer = pointer
    }

    public init?(_ text: String) {
        guard let hash = text.firstIndex(of: "#") else { return nil }
        let name = String(text[..<hash])
        let pointer = String(text[text.index(after: hash)...])
        guard pointer.isEmpty || JSONPointer.tokens(pointer) != nil else { return nil }
        switch name {
        case "set": self.init(target: .set, pointer: pointer)
        case "ignore": self.init(target: .ignore, pointer: pointer)
        case "manifest": self.init(target: .manifest, pointer: pointer)
        default:
            guard let kind = ComponentKind(rawValue: name) else { return nil }
            self.init(target: .component(kind), pointer: pointer)
        }
    }

    public var description: String {
        switch target {
        case .component(let kind): return "\(kind.rawValue)#\(pointer)"
        case .set: return "set#\(pointer)"
        case .manifest: return "manifest#\(pointer)"
        case .ignore: return "ignore#\(pointer)"
        }
    }
}
