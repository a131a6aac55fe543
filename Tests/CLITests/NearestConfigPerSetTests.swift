import Foundation
import Testing

/// One repository, several apps: `lint`, `fix`, `inspect` and `simulate` apply each set's nearest
/// `.cmplint.yml` and say which config each set used; `--config` still applies one to every set.
@Suite(.serialized)
struct NearestConfigPerSetTests {
    /// A repository with app1 (its config says the German set is meant for FR: geo-mismatch) and
    /// app2 (its config turns reject-all-missing off, and its set lacks a Reject All button; it
    /// excludes its fixtures, which leak a TC string).
    func repository() throws -> URL {
        let dir = try temporaryFolder("monorepo")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try copySample("clean/DE_de", into: dir.appendingPathComponent("app1"))
        try copySample("broken/reject-all-missing", into: dir.appendingPathComponent("app2"))
        try "sets:\n  - path: clean/DE_de\n    country: FR\n".write(
            to: dir.appendingPathComponent("app1/.cmplint.yml"), atomically: true, encoding: .utf8)
        try copySample("broken/tc-string-leak", into: dir.appendingPathComponent("app2/fixtures"))
        try "rules:\n  reject-all-missing: off\nexclude: [fixtures/]\n".write(
            to: dir.appendingPathComponent("app2/.cmplint.yml"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func eachSetUsesItsNearestConfigAndReportsSayWhich() throws {
        let dir = try repository()
        defer { try? FileManager.default.removeItem(at: dir) }
        let stylish = try CLIRunner.run(["lint", ".", "--color", "never"], in: dir)
        #expect(stylish.status == 1, "\(stylish.stderr)")
        #expect(stylish.stdout.contains("geo-mismatch"))
        #expect(!stylish.stdout.contains("reject-all-missing  "))
        #expect(!stylish.stdout.contains("tc-string-leak"))
        #expect(
            stylish.stdout.hasSuffix(
                "\nconfigs app1/.cmplint.yml (1 set), app2/.cmplint.yml (1 set) · ignore file none\n"))
        let json = try CLIRunner.run(["lint", ".", "--format", "json"], in: dir).json()
        let configuration = try #require(json["configuration"] as? [String: Any])
        let setConfigs = try #require(configuration["setConfigs"] as? [[String: String]])
        #expect(
            setConfigs == [
                ["set": "app1/clean/DE_de", "configFile": "app1/.cmplint.yml"],
                ["set": "app2/broken/reject-all-missing/FR_fr", "configFile": "app2/.cmplint.yml"],
            ])
        // Two PATHs with different nearest configs are linted in one run too.
        let paths = try CLIRunner.run(["lint", "app1", "app2", "--format", "json"], in: dir).json()
        #expect(((paths["configuration"] as? [String: Any])?["setConfigs"] as? [Any])?.count == 2)
        #expect(try CLIRunner.run(["lint", "app1", "app2"], in: dir).status == 1)
    }

    @Test func aSetWithoutAConfigUsesTheDefaultsBesideOneWithIt() throws {
        let dir = try repository()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.removeItem(at: dir.appendingPathComponent("app2/.cmplint.yml"))
        let result = try CLIRunner.run(["lint", ".", "--color", "never"], in: dir)
        #expect(result.stdout.contains("reject-all-missing  "))
        #expect(result.stdout.contains("tc-string-leak"))
        #expect(
            result.stdout.hasSuffix(
                "\nconfigs app1/.cmplint.yml (1 set), none (default rules) (2 sets) · ignore file none\n"))
        // Only app1's sets: one config, the usual summary.
        let one = try CLIRunner.run(["lint", "app1", "--color", "never"], in: dir)
        #expect(one.stdout.hasSuffix("\nconfig app1/.cmplint.yml · ignore file none\n"))
    }

    @Test func configForcesOneConfigForEverySet() throws {
        let dir = try repository()
        defer { try? FileManager.default.removeItem(at: dir) }
        let forced = try CLIRunner.run(["lint", ".", "--config", "app2/.cmplint.yml", "--format", "json"], in: dir)
        #expect(forced.status == 0)
        #expect(try forced.findings().isEmpty)
        let configuration = try #require(try forced.json()["configuration"] as? [String: Any])
        #expect(configuration["configFile"] as? String == "app2/.cmplint.yml")
        #expect(configuration["setConfigs"] == nil)
    }

    @Test func fixAppliesEachSetsNearestConfig() throws {
        let dir = try repository()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIRunner.run(["fix", ".", "--dry-run", "--format", "json"], in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        let findings = try result.findings().compactMap { $0["ruleId"] as? String }
        #expect(findings.contains("geo-mismatch"))
        #expect(!findings.contains("reject-all-missing"))
        #expect(!findings.contains("tc-string-leak"))
        let configuration = try #require(try result.json()["configuration"] as? [String: Any])
        #expect(
            (configuration["setConfigs"] as? [[String: String]])?.map { $0["configFile"] } == [
                "app1/.cmplint.yml", "app2/.cmplint.yml",
            ])
        let stylish = try CLIRunner.run(["fix", ".", "--dry-run", "--color", "never"], in: dir)
        #expect(stylish.stdout.contains("configs app1/.cmplint.yml (1 set), app2/.cmplint.yml (1 set)"))
    }

    @Test func inspectAppliesEachSetsNearestConfigAndSaysWhich() throws {
        let dir = try repository()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIRunner.run(["inspect", ".", "--format", "json"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.json()
        let sets = try #require(json["sets"] as? [[String: Any]])
        #expect(sets.count == 2)
        let app1 = try #require(sets.first { $0["path"] as? String == "app1/clean/DE_de" })
        #expect((app1["meantFor"] as? [String: Any])?["country"] as? String == "FR")
        let app2 = try #require(sets.first { ($0["path"] as? String)?.hasPrefix("app2/") == true })
        let app2Rules = (app2["findings"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String }
        #expect(!app2Rules.contains("reject-all-missing"))
        let configuration = try #require(json["configuration"] as? [String: Any])
        #expect(
            configuration["setConfigs"] as? [[String: String]] == [
                ["set": "app1/clean/DE_de", "configFile": "app1/.cmplint.yml"],
                ["set": "app2/broken/reject-all-missing/FR_fr", "configFile": "app2/.cmplint.yml"],
            ])
        let html = try CLIRunner.run(["inspect", ".", "--format", "html"], in: dir)
        #expect(html.stdout.contains("configs app1/.cmplint.yml (1 set), app2/.cmplint.yml (1 set)"))
    }

    /// A set under a tree whose top has no config: simulate reads the set's own, not none.
    @Test func simulateReadsTheSetsNearestConfig() throws {
        let dir = try repository()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.removeItem(at: dir.appendingPathComponent("app2"))
        let result = try CLIRunner.run(["simulate", ".", "--format", "json"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let inputs = try #require(try result.json()["inputs"] as? [String: Any])
        #expect((inputs["startSDK"] as? [String: Any])?["countryCode"] as? String == "FR")
    }
}
