import Foundation
import Testing

/// `--today` and the pinned Global Vendor List (`--gvl`, config `gvl:`) on the commands that run
/// rules: the date decides `vendor-list-stale`, the list the GVL rules, and bad input stops the run
/// (exit 2) naming the flag or the file and position.
struct GVLCommandTests {
    static let fixture = "Tests/Fixtures/gvl/vendor-list-v101.json"

    /// `rule pointer` of every finding of a JSON report.
    static func places(_ result: CLIRunner.Result) throws -> [String] {
        try result.findings().map { "\($0["ruleId"] ?? "") \($0["pointer"] ?? "")" }.sorted()
    }

    @Test func theRunsDateDecidesWhetherTheVendorListIsStale() throws {
        // This German set's vendor list was last updated on 2024-03-14.
        let set = "samples/broken/vendor-list-stale/DE_de"
        let fresh = try CLIRunner.run(["lint", set, "--today", "2024-04-13", "--format", "json"])
        #expect(try Self.places(fresh) == [])
        let stale = try CLIRunner.run(["lint", set, "--today", "2024-04-14", "--format", "json"])
        #expect(try Self.places(stale) == ["vendor-list-stale /iab2V2Vendors/lastUpdated"])
        #expect(stale.status == 0, "an info does not fail the run")
    }

    @Test func aBadDateIsAUsageError() throws {
        for command in [["lint"], ["fix", "--dry-run"], ["inspect"]] {
            let result = try CLIRunner.run(command + ["samples/clean/DE_de", "--today", "28.11.2026"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("--today: '28.11.2026' is not a date"), "\(result.stderr)")
        }
    }

    @Test func thePinnedListDrivesTheGVLRules() throws {
        let result = try CLIRunner.run([
            "lint", "samples/clean/DE_de", "--gvl", Self.fixture, "--today", "2025-06-01", "--format", "json",
        ])
        #expect(
            try Self.places(result) == [
                "vendor-declaration-mismatch /iab2V2Vendors/vendors/10/purposes",
                "vendor-deleted /iab2V2Vendors/vendors/278",
            ])
        // Before the deletion date the vendor is still live.
        let before = try CLIRunner.run([
            "lint", "samples/clean/DE_de", "--gvl", Self.fixture, "--today", "2025-05-21", "--format", "json",
        ])
        #expect(try Self.places(before) == ["vendor-declaration-mismatch /iab2V2Vendors/vendors/10/purposes"])
    }

    @Test func aMalformedListStopsTheRunAtItsPosition() throws {
        let folder = try temporaryFolder("gvl-malformed")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("vendor-list.json")
        try Data(#"{"gvlSpecificationVersion": 3, "vendorListVersion": -4}"#.utf8).write(to: file)
        let result = try CLIRunner.run(["lint", "samples/clean/DE_de", "--gvl", file.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("\(file.path):1:53: 'vendorListVersion' must be a positive integer"),
            "\(result.stderr)")
        let missing = try CLIRunner.run(["lint", "samples/clean/DE_de", "--gvl", "no-such-vendor-list.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no-such-vendor-list.json: cannot read the Global Vendor List"))
    }

    @Test func theConfigPinsAListRelativeToItselfAndTheFlagWins() throws {
        let folder = try temporaryFolder("gvl-config")
        defer { try? FileManager.default.removeItem(at: folder) }
        try copySample("clean/DE_de", into: folder.appendingPathComponent("app"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("app/gvl"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CLIRunner.repositoryRoot.appendingPathComponent(Self.fixture),
            to: folder.appendingPathComponent("app/gvl/vendor-list.json"))
        try Data("gvl: gvl/vendor-list.json\n".utf8).write(to: folder.appendingPathComponent("app/.cmplint.yml"))
        let pinned = try CLIRunner.run(
            ["lint", "app/clean/DE_de", "--today", "2025-06-01", "--format", "json"], in: folder)
        #expect(try Self.places(pinned).contains("vendor-deleted /iab2V2Vendors/vendors/278"), "\(pinned.stderr)")
        let flag = try CLIRunner.run(
            [
                "lint", "app/clean/DE_de", "--today", "2025-06-01", "--format", "json", "--gvl",
                CLIRunner.repositoryRoot.appendingPathComponent(
                    "samples/broken/vendor-list-behind/vendor-list-v110.json"
                )
                .path,
            ], in: folder)
        #expect(try Self.places(flag) == ["vendor-list-behind /iab2V2Vendors/vendorListVersion"])
    }
}

/// `inspect --gvl`: the comparison with the pinned list in the text and JSON outputs.
struct GVLInspectTests {
    @Test func inspectShowsTheComparison() throws {
        let arguments = [
            "inspect", "samples/clean/DE_de", "--gvl", GVLCommandTests.fixture, "--today", "2025-06-01",
        ]
        let text = try CLIRunner.run(arguments)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            text.stdout.contains(
                "pinned GVL            version 101 of 2025-05-29T16:00:00Z (\(GVLCommandTests.fixture)); the snapshot's list is version 98, 3 behind"
            ))
        #expect(
            text.stdout.contains(
                "deleted in the GVL    278 Integral Ad Science (incorporating ADmantX) (deleted 2025-05-22T16:00:00Z)"))
        #expect(
            text.stdout.contains(
                "declared otherwise    10 Index Exchange Inc. (purposes [1] in the snapshot, [1, 2] in the GVL; legIntPurposes [2, 7, 9, 10] in the snapshot, [7, 9, 10] in the GVL)"
            ))
        let json = try CLIRunner.run(arguments + ["--format", "json"]).json()
        let set = try #require((json["sets"] as? [[String: Any]])?.first)
        let pinned = try #require(set["pinnedVendorList"] as? [String: Any])
        #expect(pinned["vendorListVersion"] as? Int == 101)
        #expect(pinned["snapshotVendorListVersion"] as? Int == 98)
        #expect(pinned["behind"] as? Int == 3)
        #expect((pinned["deleted"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [278])
        #expect((pinned["declaredOtherwise"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [10])
        // Without a pinned list there is no comparison.
        let plain = try CLIRunner.run(["inspect", "samples/clean/DE_de", "--format", "json"]).json()
        #expect((plain["sets"] as? [[String: Any]])?.first?["pinnedVendorList"] == nil)
        #expect(!(try CLIRunner.run(["inspect", "samples/clean/DE_de"]).stdout.contains("pinned GVL")))
    }
}
