import CMPLintDocuments
import Foundation

/// `extends:`: one entry or a list of `default`, `none` and files (a config file, or a ruleset file
/// in the `rules/*.yml` vocabulary: `rules:` and `aliases:` are config keys too), as Spectral's
/// `extends` (https://docs.stoplight.io/docs/spectral/83527ef2dd8c0-extending-rulesets) and
/// SwiftLint's `parent_config` let an organisation share one "house" ruleset across apps. Entries
/// merge in order, later over earlier, and the file's own keys last; each file's own `extends:` is
/// resolved first. A top-level config without `extends:` extends `default`; an extended file
/// without it brings only its own keys.
extension Configuration {
    /// One `extends:` entry as written.
    package struct Base: Sendable {
        package enum Kind: Sendable, Equatable {
            case defaultRules, none
            /// A file: as shown in messages, and where it is read.
            case file(shown: String, location: String)
        }

        package let text: String
        package let kind: Kind
        package let mark: YAMLMark
    }

    /// The longest chain of files extending each other; a deeper one is an error, not a stack overflow.
    package static let maxExtendsDepth = 32

    /// The `extends:` entries of the file `file` (read from `folder`), nil when there is no key.
    package static func bases(_ node: YAMLNode?, file: String, folder: URL) throws(YAMLError) -> [Base]? {
        guard let node, !node.isNull else { return nil }
        var bases: [Base] = []
        for (text, mark) in try node.scalars(key: "extends", what: "default, none or a file's path", file: file) {
            let kind: Base.Kind
            switch text {
            case "default": kind = .defaultRules
            case "none": kind = .none
            default:
                let location = URL(fileURLWithPath: text, relativeTo: folder).standardizedFileURL.path
                let shownFolder = (file as NSString).deletingLastPathComponent
                let shown =
                    text.hasPrefix("/") || shownFolder.isEmpty
                    ? text : ReportPath.normalize(shownFolder + "/" + text)
                kind = .file(shown: ReportPath.normalize(shown), location: location)
            }
            bases.append(Base(text: text, kind: kind, mark: mark))
        }
        return bases
    }

    /// The configuration in `file` with everything it extends merged under it. `chain` holds the
    /// files extending it (for cycles); `merged` the files already merged (a file two entries reach
    /// is merged once, at its first place).
    package static func loadExtending(
        file: String, at location: String, chain: [(shown: String, location: String)],
        merged: inout Set<String>
    ) throws(LintError) -> Configuration {
        let own: Configuration
        do {
            let text = try YAMLFile.read(file, at: location, what: "the config file")
            own = try parse(text: text, file: file, location: location)
        } catch {
            throw LintError(error)
        }
        let links = chain + [(file, location)]
        var result = Configuration()
        result.extendsDefault = false
        // A top-level config without `extends:` extends the default ruleset.
        if own.bases == nil && chain.isEmpty { result.extendsDefault = true }
        for base in own.bases ?? [] {
            switch base.kind {
            case .defaultRules: result.extendsDefault = true
            case .none: break
            case .file(let shown, let baseLocation):
                let place = "\(file):\(base.mark)"
                if let start = links.firstIndex(where: { $0.location == baseLocation }) {
                    let cycle = (links[start...].map(\.shown) + [links[start].shown]).joined(separator: " → ")
                    throw LintError("\(place): extends cycle: \(cycle)")
                }
                guard FileManager.default.fileExists(atPath: baseLocation) else {
                    let keyword = base.text.contains("/") ? nil : didYouMean(base.text, among: extendsValues)
                    throw LintError(
                        "\(place): extends \(YAMLError.quoted(base.text)): \(UnreadableFile.whyNotFound(baseLocation))"
                            + (keyword.map { "; did you mean '\($0)'?" } ?? ""))
                }
                guard links.count < maxExtendsDepth else {
                    throw LintError("\(place): more than \(maxExtendsDepth) files extend each other here")
                }
                guard merged.insert(baseLocation).inserted else { continue }
                result.merge(try loadExtending(file: shown, at: baseLocation, chain: links, merged: &merged))
            }
        }
        // Whether the default ruleset is the base was decided above, from the chain.
        let extendsDefault = result.extendsDefault
        result.merge(own)
        result.extendsDefault = extendsDefault
        result.file = file
        result.bases = own.bases
        return result
    }

    /// `later` over this configuration: its settings win, its severities and custom rules replace
    /// those of the same rule id, and its `sets:` entries are tried first; aliases, ignore entries
    /// and exclude patterns add up.
    package mutating func merge(_ later: Configuration) {
        extendsDefault = extendsDefault || later.extendsDefault
        failSeverity = later.failSeverity ?? failSeverity
        maxFileSize = later.maxFileSize ?? maxFileSize
        maxFindingsPerRule = later.maxFindingsPerRule ?? maxFindingsPerRule
        requireMeantFor = later.requireMeantFor ?? requireMeantFor
        vendorListFile = later.vendorListFile ?? vendorListFile
        if later.platform != .unknown { platform = later.platform }
        severityOverrides.merge(later.severityOverrides) { $1 }
        overridePlaces.merge(later.overridePlaces) { $1 }
        let replaced = Set(later.customRuleNodes.map(\.id))
        customRuleNodes = customRuleNodes.filter { !replaced.contains($0.id) } + later.customRuleNodes
        aliasDefinitions += later.aliasDefinitions
        sets = later.sets + sets
        ignore.entries += later.ignore.entries
        exclude = exclude.adding(later.exclude)
    }

    /// `extends` as written at the top (`default` when the key is absent), for `--print-config`.
    package var extendsText: JSONValue {
        guard let bases else { return .string(extendsDefault ? "default" : "none") }
        return bases.count == 1 ? .string(bases[0].text) : .array(bases.map { .string($0.text) })
    }
}
