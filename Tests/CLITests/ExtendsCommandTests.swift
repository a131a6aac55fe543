import Foundation
import Testing

/// A shared "house" ruleset in another package's folder, reached with `extends:`, works the same
/// from every command that reads a config; a missing file or a cycle stops the run (exit 2) with
/// the place and the chain.
@Suite(.serialized)
struct ExtendsCommandTests {
    /// `house-rules/cmplint/house.yml` (a ruleset file: one custom rule and a severity) beside an
    /// app whose `.cmplint.yml` extends it, with a clean German set.
    func workspace(appConfig: String) throws -> URL {
        let dir = try temporaryFolder("extends")
        try copySample("clean/DE_de", into: dir.appendingPathComponent("app"))
        let house = dir.appendingPathComponent("house-rules/cmplint")
        try FileManager.default.createDirectory(at: house, withIntermediateDirectories: true)
        try """
        rules:
          reject-all-missing: error
          house-reason-code:
            summary: The banner reason code is one the house allows.
            severity: warning
            scope: [banner]
            given: $.appConfig.bannerReasonCode
            then: { function: enumeration, functionOptions: { values: [1] } }
        """.write(to: house.appendingPathComponent("house.yml"), atomically: true, encoding: .utf8)
        try appConfig.write(to: dir.appendingPathComponent("app/.cmplint.yml"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func aHouseRulesetInAnotherFolderAppliesThroughEveryCommand() throws {
        let dir = try workspace(appConfig: "extends: [default, ../house-rules/cmplint/house.yml]\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = dir.appendingPathComponent("app")
        let lint = try CLIRunner.run(["lint", "clean", "--format", "json"], in: app)
        #expect(lint.status == 0)
        #expect(try lint.findings().compactMap { $0["ruleId"] as? String } == ["house-reason-code"])
        // The same from the repository's root, as CI and the plugins run it.
        let fromRoot = try CLIRunner.run(["lint", "app/clean", "--format", "json"], in: dir)
        #expect(try fromRoot.findings().compactMap { $0["ruleId"] as? String } == ["house-reason-code"])
        let rules = try CLIRunner.run(["rules", "house-reason-code"], in: app)
        #expect(rules.status == 0)
        #expect(rules.stdout.contains("The banner reason code is one the house allows."))
        let printed = try CLIRunner.run(["lint", "--print-config", "clean"], in: app)
        #expect(printed.stdout.contains("extends:\n- default\n- ../house-rules/cmplint/house.yml\n"))
        #expect(printed.stdout.contains("  reject-all-missing: error\n"))
    }

    @Test func aMissingFileOrACycleStopsTheRunWithItsPlace() throws {
        let dir = try workspace(appConfig: "extends:\n  - default\n  - ../house-rules/cmplint/hose.yml\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = dir.appendingPathComponent("app")
        let missing = try CLIRunner.run(["lint", "clean"], in: app)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains(".cmplint.yml:3:5: extends '../house-rules/cmplint/hose.yml': no such file"))
        try "extends: [default, ../house-rules/cmplint/house.yml]\n".write(
            to: app.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        try "extends: ../../app/.cmplint.yml\n".write(
            to: dir.appendingPathComponent("house-rules/cmplint/house.yml"), atomically: true, encoding: .utf8)
        let cycle = try CLIRunner.run(["lint", "clean"], in: app)
        #expect(cycle.status == 2)
        #expect(
            cycle.stderr.contains(
                "../house-rules/cmplint/house.yml:1:10: extends cycle: .cmplint.yml → ../house-rules/cmplint/house.yml → .cmplint.yml"
            ))
    }
}
