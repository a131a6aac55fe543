import Foundation
import Testing

/// `cmplint fix` end to end on copies of the broken samples: exit codes, --dry-run, --diff, JSON.
@Suite(.serialized)
struct FixCommandTests {
    /// A copy of some broken sample sets in a temporary folder.
    func copy(_ rules: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-fix-cli-\(UUID().uuidString)")
        for rule in rules {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("broken"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: CLIRunner.repositoryRoot.appendingPathComponent("samples/broken/\(rule)"),
                to: folder.appendingPathComponent("broken/\(rule)"))
        }
        return folder
    }

    func content(_ folder: URL, _ path: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(path))
    }

    @Test func fixesTheLeaksAndExitsWithLintsStatus() throws {
        let folder = try copy(["tc-string-leak", "consent-state-leak"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["fix", "broken", "--today", SampleDate.today], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.contains(
                "Fixed broken/tc-string-leak/DE_de/OneTrustBannerData.json\n  282:24  tc-string-leak  set to \"\" (was \"[redacted TCF v2 TC string, 94 chars, #b6ce6a]\")  /storageKeys/IABTCF_TCString\n"
            ))
        #expect(
            result.stdout.contains(
                "✔ Fixed 3 problems in 2 files · config none (default rules)\n\n✔ No problems found · 2 sets, 5 files checked\n"
            ))
        #expect(
            String(decoding: try content(folder, "broken/tc-string-leak/DE_de/OneTrustBannerData.json"), as: UTF8.self)
                .contains("\n    \"IABTCF_TCString\": \"\",\n"))
        let again = try CLIRunner.run(["fix", "broken", "--dry-run"], in: folder)
        #expect(
            again.status == 0 && again.stdout.hasPrefix("✔ Nothing to fix · config none (default rules)\n"),
            "\(again.stdout)")
    }

    @Test func aDryRunPrintsTheDiffWritesNothingAndFails() throws {
        let folder = try copy(["error-response"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try content(folder, "broken/error-response/DE_de/OneTrustBannerData.json")
        let safe = try CLIRunner.run(["fix", "broken", "--dry-run"], in: folder)
        // The error entry's fix is unsafe: nothing to do without --unsafe-fixes, but what is left fails.
        #expect(
            safe.status == 1 && safe.stdout.contains("✔ Nothing to fix · 1 more fix with --unsafe-fixes"),
            "\(safe.stdout)")
        let unsafe = try CLIRunner.run(["fix", "broken", "--dry-run", "--unsafe-fixes"], in: folder)
        #expect(unsafe.status == 1, "\(unsafe.stderr)")
        #expect(
            unsafe.stdout.hasPrefix(
                """
                --- a/broken/error-response/DE_de/OneTrustBannerData.json
                +++ b/broken/error-response/DE_de/OneTrustBannerData.json
                @@ -1,10 +1,5 @@
                 {
                -  "errors": [
                -    {
                -      "code": "ERROR_CODE_INVALID_TC_STRING",
                -      "message": "Error decoding TC string, default consent is returned."
                -    }
                -  ],
                +  "errors": [],
                   "warnings": [],
                   "appConfig": {
                     "showBanner": true,

                """), "\(unsafe.stdout)")
        #expect(try content(folder, "broken/error-response/DE_de/OneTrustBannerData.json") == before)
        let fixed = try CLIRunner.run(
            ["fix", "broken", "--unsafe-fixes", "--diff", "--format", "json", "--today", SampleDate.today], in: folder)
        // The sample's other set is an error response without data: no fix, still failing.
        #expect(fixed.status == 1, "\(fixed.stderr)")
        #expect(try fixed.findings().map { $0["ruleId"] as? String } == ["error-response"])
        let fix = try #require(try fixed.json()["fix"] as? [String: Any])
        let files = try #require(fix["files"] as? [[String: Any]])
        #expect(files.first?["written"] as? Bool == true)
        #expect((files.first?["diff"] as? String)?.contains("+  \"errors\": [],\n") == true)
        #expect(try content(folder, "broken/error-response/DE_de/OneTrustBannerData.json") != before)
    }

    @Test func aFileThatCannotBeWrittenIsExitTwo() throws {
        let folder = try copy(["identifier-leak"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("broken/identifier-leak/US-CA_en/OneTrustPCData.json").path
        chmod(file, 0o444)
        let result = try CLIRunner.run(
            [
                "fix", "--banner", "broken/identifier-leak/US-CA_en/OneTrustBannerData.json",
                "--preferences", "broken/identifier-leak/US-CA_en/OneTrustPCData.json",
            ], in: folder)
        #expect(result.status == 2, "\(result.stdout)")
        #expect(
            result.stderr
                == "cmplint: broken/identifier-leak/US-CA_en/OneTrustPCData.json: is read-only; not fixed (make it writable to fix it)\n"
        )
        #expect(result.stdout.contains("Not fixed broken/identifier-leak/US-CA_en/OneTrustPCData.json"))
        let usage = try CLIRunner.run(["fix", "broken", "--dry-run", "--format", "sarif"], in: folder)
        #expect(usage.status == 2 && usage.stderr.contains("write the report to a file with --format sarif=FILE"))
    }
}
