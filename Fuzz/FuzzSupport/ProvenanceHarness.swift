import CMPLint
import CMPLintDocuments
import CMPLintKnowledge
import Foundation

/// The provenance rules (`rules/provenance.yml`) over the clean German banner with a capture
/// manifest and what the app declares about the OneTrust SDK, shared by `fuzz-manifest` and
/// `fuzz-app-declaration`. Checked on every input:
/// - only provenance rules report, with messages free of characters that act on a display;
/// - `capture-manifest-invalid` reports exactly a manifest that cannot be read;
/// - `sdk-version-drift` reports exactly the declared versions a release (`YYYYMM.x`) apart from
///   the one the readable manifest records, and never a "could not tell".
package enum ProvenanceHarness {
    static let ids: Set<String> = [
        "capture-manifest-invalid", "captured-from-test-app", "capture-stale", "snapshot-modified", "sdk-version-drift",
    ]
    static let linter: Linter = {
        guard let ruleset = try? DefaultRuleset.load() else { FuzzCheck.fail("the default rules do not load") }
        return Linter(ruleset: ruleset.only { ids.contains($0.id) })
    }()
    /// The banner alone: `snapshot-modified` hashes every file of the set on every input, and the
    /// preferences and vendors would make that most of a run.
    static let files: [ComponentKind: SnapshotFile] = {
        let path = "samples/clean/DE_de/OneTrustBannerData.json"
        guard let data = FileManager.default.contents(atPath: path) else { FuzzCheck.fail("no \(path)") }
        return [.banner: SnapshotFile(kind: .banner, path: path, bytes: Array(data))]
    }()
    static let today = StoredDate(milliseconds: 1_780_000_000_000)
    static let run = RunContext(today: today)

    /// The manifest `cmplint capture` would have written for the banner the day before the run, for
    /// SDK 202601.1.0: only `sdk-version-drift` can report on it.
    package static let capturedManifest: SetManifest = {
        let recorded = files.values.map { file in
            CaptureManifest.RecordedFile(
                component: file.kind, name: file.kind.acceptedFileNames[0],
                requestPath: "/cfw/cmp/v1/\(file.kind.rawValue)",
                etag: nil, bytes: file.document?.bytes ?? [])
        }
        let manifest = CaptureManifest(
            capturedAt: StoredDate(milliseconds: today.milliseconds - 86_400_000),
            appId: .init(appId: "0196e235-1234-7084-becc-bde145924c85"),
            request: .init(
                server: "https://mobile-data.onetrust.io", sdkVersion: "202601.1.0", platform: "Apple",
                deviceType: "mobile", cdnLocation: "cdn.cookielaw.org", country: "DE", region: nil, language: "de"),
            files: recorded)
        let read = SetManifest(path: "samples/clean/DE_de/" + CaptureManifest.fileName, bytes: manifest.bytes)
        FuzzCheck.require(read.manifest != nil, "the written manifest cannot be read: \(read.content)")
        return read
    }()

    package static func lint(_ manifest: SetManifest, linked: [LinkedSDK]) {
        var set = SnapshotSet(
            path: "samples/clean/DE_de", files: files, expectations: SetExpectations(), run: run, manifest: manifest)
        set.linkedSDK = linked
        let findings = linter.lint(set)
        for finding in findings {
            FuzzCheck.require(ids.contains(finding.ruleId), "a finding of \(finding.ruleId)")
            FuzzCheck.require(
                !finding.message.unicodeScalars.contains(where: \.actsOnDisplay),
                "a character that acts on a display in \(finding.message.debugDescription)")
        }
        let invalid = findings.filter { $0.ruleId == "capture-manifest-invalid" }.count
        FuzzCheck.require(
            invalid == (manifest.manifest == nil ? 1 : 0), "\(invalid) capture-manifest-invalid findings")
        let captured = manifest.manifest.flatMap { OneTrustSDKVersion($0.request.sdkVersion) }
        let apart = linked.filter { linked in
            guard let captured, case .version(let version) = linked.declaration.value else { return false }
            return version.difference(from: captured) == .release
        }
        let drift = findings.filter { $0.ruleId == "sdk-version-drift" }.count
        FuzzCheck.require(drift == apart.count, "\(drift) sdk-version-drift findings for \(apart.count) releases apart")
    }
}
