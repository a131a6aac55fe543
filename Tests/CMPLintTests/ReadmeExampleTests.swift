import Foundation
import Testing
@testable import CMPLint

/// The config shown under "Writing rules" in the README validates against the config schema, loads
/// as written, its rule's examples hold and its message words the facts, so the documentation's
/// example cannot drift from what the loader and engine do.
struct ReadmeExampleTests {
    @Test func writingRulesExampleLoadsAndItsExamplesHold() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Writing rules"))
        let open = try #require(readme.range(of: "```yaml\n", range: section.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        let yaml = String(readme[open.upperBound..<close.lowerBound])
        #expect(try SchemaValidation.configErrors(yaml).isEmpty)

        let ruleset = try Configuration.parse(text: yaml, file: "README.md").ruleset()
        let rule = try #require(ruleset.rule("preferences-country"))
        #expect(rule.examples.contains { !$0.passes } && rule.examples.contains(where: \.passes))
        let check = RuleExampleCheck.run(ruleset.only(rule.id))
        #expect(check.checked == 2 && check.failures.isEmpty, "\(check.failures)")

        let failing = try #require(rule.examples.first { !$0.passes })
        let messages = Linter(ruleset: ruleset.only(rule.id)).lint(failing.snapshotSet()).map(\.message)
        #expect(messages == ["the preferences were captured for \"AT\", but the set is meant for DE"])
    }
}
