import Foundation
import Testing

/// `cmplint simulate` end to end: formats, `--expect` (exit 0 when every assertion holds, 1 when
/// one fails), usage errors exit 2 with a message naming the flag (the age range's bounds, a
/// tree of several sets, an unknown key), `--help` lists the keys, and `--output`.
@Suite(.serialized)
struct SimulateCommandTests {
    @Test func newUserInGermanyOfflineSeesTheBannerAndCanOpenTheVendorList() throws {
        let result = try CLIRunner.run([
            "simulate", "samples/clean/DE_de", "--expect", "banner=shown", "--expect", "vendor-list=accessible",
            "--expect", "offline-mode=engaged",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("== samples/clean/DE_de\ninputs\n"))
        #expect(result.stdout.contains("expectations      all hold\n  - holds: banner=shown\n"))
    }

    @Test func aFailedExpectationExitsOneAndSaysWhatWasSimulated() throws {
        let result = try CLIRunner.run([
            "simulate", "samples/broken/vendors-missing/DE_de", "--load-offline", "true",
            "--expect", "vendor-list=accessible", "--expect", "banner=shown",
        ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("FAILS: vendor-list=accessible (simulated: not-accessible)"))
        #expect(result.stdout.contains("holds: banner=shown"))
    }

    @Test func jsonAndMarkdownCarryTheSameSimulation() throws {
        let json = try CLIRunner.run([
            "simulate", "samples/broken/geo-mismatch/AT_de", "--format", "json", "--load-offline", "true",
            "--expect", "geo-warning=logged",
        ])
        #expect(json.status == 0, "\(json.stderr)")
        let report = try json.json()
        #expect(report["version"] as? Int == 1 && report["set"] as? String == "samples/broken/geo-mismatch/AT_de")
        let logged = try #require(report["logged"] as? [[String: Any]])
        #expect(
            logged.first?["text"] as? String
                == "⚠️ Geo mismatch detected: SDK country code 'AT' does not match offline data country code 'DE'.\n"
                + "   The offline template may not be appropriate for this user's region.")
        #expect((report["expectations"] as? [[String: Any]])?.first?["holds"] as? Bool == true)
        let markdown = try CLIRunner.run([
            "simulate", "samples/broken/geo-mismatch/AT_de", "--format", "markdown", "--load-offline", "true",
        ])
        #expect(
            markdown.status == 0
                && markdown.stdout.hasPrefix("# cmplint simulate\n\n## `samples/broken/geo-mismatch/AT_de`\n"))
        #expect(
            markdown.stdout.contains(
                "](https://developer.onetrust.com/onetrust/docs/ios-offline-mode), 8. Geolocation-Validation Warnings"))
    }

    @Test(arguments: [
        (["--age-range", "-"], "--age-range: at least one bound is required"),
        (["--age-range", "17-13"], "--age-range: the upper bound 13 is below the lower bound 17"),
        (["--expect", "banner=yes"], "--expect banner: 'yes' is not one of shown, not-shown, undecided"),
        (["--expect", "mood=happy"], "--expect: unknown key 'mood'"),
        (["--cached", "logo"], "--cached: 'logo' is not a component"),
        (["--sdk-version", "latest"], "--sdk-version: 'latest' is not an SDK version"),
        (["--consent-date", "yesterday"], "--consent-date: 'yesterday' is not a date"),
        (["--consented-groups", "C0001"], "--consented-groups describes a stored consent"),
        (["--network", "slow"], "slow"),
        (["--load-offline", "maybe"], "maybe"),
    ])
    func badUsageExitsTwoNamingTheFlag(_ arguments: [String], _ message: String) throws {
        let result = try CLIRunner.run(["simulate", "samples/clean/FR_fr"] + arguments)
        #expect(result.status == 2 && result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aTreeOfSetsOrAMissingPathExitsTwo() throws {
        let tree = try CLIRunner.run(["simulate", "samples/clean"])
        #expect(
            tree.status == 2 && tree.stderr.contains("simulate takes one snapshot set")
                && tree.stderr.contains("samples/clean/AE_ar"))
        let missing = try CLIRunner.run(["simulate", "samples/no-such-set"])
        #expect(missing.status == 2 && missing.stderr.contains("samples/no-such-set"))
    }

    @Test func helpListsTheExpectKeys() throws {
        let help = try CLIRunner.run(["simulate", "--help"])
        #expect(help.status == 0)
        for key in [
            "offline-mode", "status", "warning", "banner", "vendor-list", "banner-data", "preferences-data",
            "vendors-data",
            "geo-warning", "vendors-warning", "network-calls", "restricted",
        ] {
            #expect(help.stdout.contains("\n  " + key + ": "), "\(key)")
        }
    }

    @Test func explicitFilesAndOutputFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-simulate-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("simulation.json").path
        let result = try CLIRunner.run([
            "simulate", "--banner", "samples/clean/FR_fr/OneTrustBannerData.json", "--preferences",
            "samples/clean/FR_fr/OneTrustPCData.json", "--country", "FR", "--format", "json", "--output", output,
            "--expect", "vendors-data=unavailable",
        ])
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
        let written =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any]
        #expect(
            (written?["inputs"] as? [String: Any]).flatMap { $0["startSDK"] as? [String: Any] }?["countryCode"]
                as? String == "FR")
    }
}
