import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// A whole fix run on files: what it writes, reports and exits with, with --dry-run, ignore files,
/// baselines and files it must not write.
@Suite final class FixRunnerTests {
    static let tc = "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA"
    let folder: String
    let banner = "{\n  \"bannerUIData\": {},\n  \"tcString\": \"\(tc)\"\n}\n"
    let preferences = "{\n  \"pcUIData\": {},\n  \"storageKeys\": {\"OT_GroupConsents\": {\"C0001\": 1}}\n}\n"

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-fix-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/DE_de", withIntermediateDirectories: true)
        try banner.write(toFile: folder + "/DE_de/OneTrustBannerData.json", atomically: false, encoding: .utf8)
        try preferences.write(toFile: folder + "/DE_de/OneTrustPCData.json", atomically: false, encoding: .utf8)
        // A config that runs only the leak rules keeps the other rules' findings out of the way.
        let config =
            "extends: default\nrules:\n"
            + (try DefaultRuleset.load().ids.filter { !$0.hasSuffix("-leak") }.map { "  \($0): off\n" }.joined())
        try config.write(toFile: folder + "/.cmplint.yml", atomically: false, encoding: .utf8)
    }

    /// The folder is this test's alone; nothing is left behind in the temporary folder.
    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: folder + "/DE_de/" + name, encoding: .utf8)
    }

    func run(
        _ formats: [ReportRequest] = [ReportRequest(format: .stylish)], paths: [String] = ["DE_de"],
        dryRun: Bool = false, diff: Bool = false,
        baseline: String? = nil
    ) throws -> FixOutcome {
        let lint = LintRequest(
            paths: paths, workingDirectory: folder, baselineFile: baseline, reports: formats, stepSummaryFile: nil)
        return try FixRunner.run(FixRequest(lint: lint, dryRun: dryRun, showDiff: diff))
    }

    @Test func fixesWritesAndReportsWhatIsLeft() throws {
        let outcome = try run()
        #expect(outcome.lint.exitStatus == 0)
        #expect(try read("OneTrustBannerData.json") == "{\n  \"bannerUIData\": {}\n}\n")
        #expect(
            try read("OneTrustPCData.json")
                == "{\n  \"pcUIData\": {},\n  \"storageKeys\": {\"OT_GroupConsents\": {}}\n}\n")
        let text = try #require(outcome.lint.outputs.first?.text)
        #expect(
            text.hasPrefix(
                """
                Fixed DE_de/OneTrustBannerData.json
                  3:15  tc-string-leak  removed "tcString": "[redacted TCF v2 TC string, 94 chars, #b6ce6a]"  /tcString

                Fixed DE_de/OneTrustPCData.json
                  3:39  consent-state-leak  emptied (was {…} (1 member))  /storageKeys/OT_GroupConsents

                ✔ Fixed 2 problems in 2 files · config .cmplint.yml

                ✔ No problems found · 1 set, 2 files checked
                """))
        #expect(!text.contains("CPSG_8APSG"))
        // Nothing left: the second run changes nothing.
        let again = try run()
        #expect(again.summary.files.isEmpty && again.lint.exitStatus == 0)
        #expect(
            again.lint.outputs.first?.text.hasPrefix("✔ Nothing to fix · config .cmplint.yml\n\n✔ No problems found")
                == true)
    }

    /// The set's capture manifest records the banner as captured and the preferences as they were
    /// before someone edited them by hand; the config runs the leak rules and `snapshot-modified`.
    func writeManifest() throws -> CaptureManifest {
        let manifest = CaptureManifest(
            capturedAt: try #require(StoredDate(iso8601: "2025-05-19T08:30:00Z")),
            appId: .init(appId: "0196e235-1234-7084-becc-bde145924c85"),
            request: .init(
                server: "https://mobile-data.onetrust.io", sdkVersion: "202604.2.0", platform: nil,
                deviceType: "mobile", cdnLocation: "cdn.cookielaw.org", country: "DE", region: nil, language: "de"),
            files: [
                .init(
                    component: .banner, name: "OneTrustBannerData.json", requestPath: "/cfw/cmp/v1/banner", etag: nil,
                    bytes: Array(banner.utf8)),
                .init(
                    component: .preferences, name: "OneTrustPCData.json", requestPath: "/cfw/cmp/v1/preferences",
                    etag: nil,
                    bytes: Array(preferences.replacingOccurrences(of: "{},", with: "{\"general\": {}},").utf8)),
            ])
        try Data(manifest.bytes).write(to: URL(fileURLWithPath: folder + "/DE_de/" + CaptureManifest.fileName))
        let config =
            "extends: default\nrules:\n"
            + (try DefaultRuleset.load().ids.filter { !$0.hasSuffix("-leak") && $0 != "snapshot-modified" }.map {
                "  \($0): off\n"
            }.joined())
        try config.write(toFile: folder + "/.cmplint.yml", atomically: false, encoding: .utf8)
        return manifest
    }

    @Test func aFixIsRecordedInTheCaptureManifestButNeverAHandEditBeforeIt() throws {
        let captured = try writeManifest()
        let dryRun = try run(dryRun: true)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: folder + "/DE_de/cmplint-capture.json")) == Data(captured.bytes))
        // The dry run lints the set as the fix would leave it, manifest included.
        #expect(dryRun.lint.fullReport.findings.map(\.ruleId) == ["snapshot-modified"])
        let outcome = try run()
        #expect(outcome.lint.exitStatus == 0)
        let manifest = try #require(try SetManifest.load(folder: "DE_de", location: folder + "/DE_de")?.content.get())
        let fixedBanner = try read("OneTrustBannerData.json")
        #expect(
            manifest.file(.banner)
                == .init(
                    component: .banner, name: "OneTrustBannerData.json", requestPath: "/cfw/cmp/v1/banner", etag: nil,
                    sha256: SHA256.hex(Array(fixedBanner.utf8)), size: fixedBanner.utf8.count,
                    fixes: [.init(rules: ["tc-string-leak"], previousSHA256: SHA256.hex(Array(banner.utf8)))]))
        // The preferences were edited by hand before the fix: their entry stays as captured, so the
        // edit is still reported after the fix made its own change.
        #expect(manifest.file(.preferences) == captured.file(.preferences))
        let left = outcome.lint.fullReport.findings
        #expect(left.map(\.ruleId) == ["snapshot-modified"] && left.map(\.component) == [.preferences])
        #expect(manifest.appId == captured.appId && manifest.capturedAt == captured.capturedAt)
        // Nothing left to fix: the manifest is not written again.
        let again = try run()
        #expect(again.summary.files.isEmpty)
        #expect(try SetManifest.load(folder: "DE_de", location: folder + "/DE_de")?.content.get() == manifest)
    }

    @Test func aDryRunWritesNothingAndFailsWhenSomethingWouldChange() throws {
        let outcome = try run(dryRun: true)
        #expect(outcome.lint.exitStatus == 1)
        #expect(try read("OneTrustBannerData.json") == banner)
        #expect(outcome.lint.outputs.count == 2)
        let diff = try #require(outcome.lint.outputs.first)
        #expect(diff.destination == .standardOutput)
        #expect(
            diff.text.hasPrefix(
                "--- a/DE_de/OneTrustBannerData.json\n+++ b/DE_de/OneTrustBannerData.json\n@@ -1,4 +1,3 @@\n {\n-  \"bannerUIData\": {},\n-  \"tcString\": \"[redacted TCF v2 TC string, 94 chars, #b6ce6a]\"\n+  \"bannerUIData\": {}\n }\n"
            ))
        #expect(outcome.lint.outputs[1].text.contains("⚠ Would fix 2 problems in 2 files (--dry-run: nothing written"))
        _ = try run()
        #expect(try run(dryRun: true).lint.exitStatus == 0)
    }

    @Test func theJSONReportCarriesTheFixesAndTheDiff() throws {
        let outcome = try run([ReportRequest(format: .json)], diff: true)
        #expect(outcome.lint.outputs.count == 1)
        let report = try JSONParser.parse(Array(try #require(outcome.lint.outputs.first?.text).utf8))
        let fix = try #require(report.node(atPointer: "/fix"))
        #expect(
            report.value(fix)
                == SchemaValue.object(
                    ("dryRun", .bool(false)),
                    (
                        "files",
                        .array([
                            SchemaValue.object(
                                ("file", .string("DE_de/OneTrustBannerData.json")), ("component", .string("banner")),
                                ("set", .string("DE_de")),
                                ("written", .bool(true)), ("error", .null),
                                (
                                    "fixes",
                                    .array([
                                        SchemaValue.object(
                                            ("ruleIds", .array([.string("tc-string-leak")])), ("findings", .int(1)),
                                            ("pointer", .string("/tcString")),
                                            ("line", .int(3)), ("column", .int(15)), ("edit", .string("remove")),
                                            ("applicability", .string("safe")),
                                            (
                                                "before",
                                                .string(
                                                    "\"tcString\": \"[redacted TCF v2 TC string, 94 chars, #b6ce6a]\"")
                                            ))
                                    ])
                                ),
                                ("unlistedFixes", .int(0)),
                                (
                                    "diff",
                                    .string(
                                        "--- a/DE_de/OneTrustBannerData.json\n+++ b/DE_de/OneTrustBannerData.json\n@@ -1,4 +1,3 @@\n {\n-  \"bannerUIData\": {},\n-  \"tcString\": \"[redacted TCF v2 TC string, 94 chars, #b6ce6a]\"\n+  \"bannerUIData\": {}\n }\n"
                                    )
                                )),
                            SchemaValue.object(
                                ("file", .string("DE_de/OneTrustPCData.json")), ("component", .string("preferences")),
                                ("set", .string("DE_de")),
                                ("written", .bool(true)), ("error", .null),
                                (
                                    "fixes",
                                    .array([
                                        SchemaValue.object(
                                            ("ruleIds", .array([.string("consent-state-leak")])), ("findings", .int(1)),
                                            ("pointer", .string("/storageKeys/OT_GroupConsents")),
                                            ("line", .int(3)), ("column", .int(39)), ("edit", .string("empty")),
                                            ("applicability", .string("safe")),
                                            ("before", .string("{…} (1 member)")))
                                    ])
                                ),
                                ("unlistedFixes", .int(0)),
                                (
                                    "diff",
                                    .string(
                                        "--- a/DE_de/OneTrustPCData.json\n+++ b/DE_de/OneTrustPCData.json\n@@ -1,4 +1,4 @@\n {\n   \"pcUIData\": {},\n-  \"storageKeys\": {\"OT_GroupConsents\": {\"C0001\": 1}}\n+  \"storageKeys\": {\"OT_GroupConsents\": {}}\n }\n"
                                    )
                                )),
                        ])
                    ),
                    (
                        "summary",
                        SchemaValue.object(
                            ("files", .int(2)), ("fixed", .int(2)), ("notWritten", .int(0)),
                            ("unsafeFixesLeft", .int(0)))
                    )
                ))
        #expect(report.node(atPointer: "/summary/findings").flatMap(report.numberText) == "0")
    }

    @Test func aFileThatCannotBeWrittenIsAnErrorAndTheOthersAreFixed() throws {
        chmod(folder + "/DE_de/OneTrustBannerData.json", 0o444)
        let outcome = try run()
        #expect(outcome.lint.exitStatus == 2)
        #expect(
            outcome.lint.notices == [
                "DE_de/OneTrustBannerData.json: is read-only; not fixed (make it writable to fix it)"
            ])
        #expect(try read("OneTrustBannerData.json") == banner)
        #expect(try read("OneTrustPCData.json").contains("{\"OT_GroupConsents\": {}}"))
        // What is left is what is on disk: the banner's leak.
        #expect(outcome.lint.report.findings.map(\.ruleId) == ["tc-string-leak"])
        #expect(
            outcome.lint.outputs.first?.text.hasPrefix(
                "Not fixed DE_de/OneTrustBannerData.json\n  DE_de/OneTrustBannerData.json: is read-only") == true)
    }

    @Test func ignoredFindingsStayAndBaselinedOnesAreFixed() throws {
        try "ignore:\n  - {rule: tc-string-leak, path: 'DE_de/*.json', reason: kept on purpose}\n"
            .write(toFile: folder + "/.cmplint-ignore.yml", atomically: false, encoding: .utf8)
        let lint = try LintRunner.run(
            LintRequest(
                paths: ["DE_de"], workingDirectory: folder, writeBaseline: "baseline.json", stepSummaryFile: nil))
        for output in lint.outputs {
            if case .file(let path) = output.destination { try SafeFileWriter.write(output.text, to: path) }
        }
        let outcome = try run(baseline: "baseline.json")
        #expect(try read("OneTrustBannerData.json") == banner)
        #expect(try read("OneTrustPCData.json").contains("{\"OT_GroupConsents\": {}}"))
        #expect(outcome.lint.report.suppressed.map(\.ruleId) == ["tc-string-leak"])
        #expect(outcome.lint.report.fixedSinceBaseline.map(\.ruleId) == ["consent-state-leak"])
    }

    @Test func theDiffCannotShareStandardOutputWithAMachineFormat() throws {
        #expect(throws: LintError.self) { try run([ReportRequest(format: .sarif)], dryRun: true) }
        #expect(
            try run([ReportRequest(format: .sarif, path: "r.sarif")], dryRun: true).lint.outputs.first?.destination
                == .standardOutput)
    }
}
