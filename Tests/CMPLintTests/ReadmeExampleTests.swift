import Foundation
import Testing

@testable import CMPLint

/// The configuration examples of the README and docs/ validate against the config schema and load
/// as written: the config of docs/writing-rules.md, whose rule's examples hold and whose message
/// words the facts, so the documentation's examples cannot drift from what the loader and engine do.
struct ReadmeExampleTests {
    @Test func readmeConfigurationLoads() throws {
        let yaml = try docYAML("README.md", after: "## Configuration in brief")
        #expect(try SchemaValidation.configErrors(yaml).isEmpty)
        let configuration = try Configuration.parse(text: yaml, file: "README.md")
        let ruleset = try configuration.ruleset()
        #expect(ruleset.rule("vendors-missing") == nil && ruleset.rule("duplicate-key")?.severity == .error)
    }

    @Test func writingRulesExampleLoadsAndItsExamplesHold() throws {
        let yaml = try docYAML("docs/writing-rules.md", after: "# Writing rules")
        #expect(try SchemaValidation.configErrors(yaml).isEmpty)

        let ruleset = try Configuration.parse(text: yaml, file: "writing-rules.md").ruleset()
        let rule = try #require(ruleset.rule("preferences-country"))
        #expect(rule.examples.contains { !$0.passes } && rule.examples.contains(where: \.passes))
        let check = RuleExampleCheck.run(ruleset.only(rule.id))
        #expect(check.checked == 2 && check.failures.isEmpty, "\(check.failures)")

        let failing = try #require(rule.examples.first { !$0.passes })
        let messages = Linter(ruleset: ruleset.only(rule.id)).lint(failing.snapshotSet()).map(\.message)
        #expect(messages == ["the preferences were captured for \"AT\", but the set is meant for DE"])
    }

    /// The custom rule with a fix under "Fixes in your own rules" (docs/commands/fix.md): it loads,
    /// and its examples and fixed text hold.
    @Test func customFixExampleLoadsAndItsFixedTextHolds() throws {
        let yaml = try docYAML("docs/commands/fix.md", after: "## Fixes in your own rules")
        #expect(try SchemaValidation.configErrors(yaml).isEmpty)
        let ruleset = try Configuration.parse(text: "extends: none\n" + yaml, file: "fix.md").ruleset()
        let rule = try #require(ruleset.rule("no-capture-debug"))
        #expect(rule.fix != nil && rule.examples.contains { !$0.fixed.isEmpty })
        let check = RuleExampleCheck.run(ruleset)
        #expect(check.checked == 2 && check.failures.isEmpty, "\(check.failures)")
    }
}
