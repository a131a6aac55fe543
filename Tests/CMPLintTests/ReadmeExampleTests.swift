import Foundation
import Testing
@testable import CMPLint

/// The config shown under "Writing rules" in the README validates against the config schema, loads
/// as written, its rule's examples hold and its message words the facts, so the documentation's
/// example cannot drift from what the loader and engine do.
struct ReadmeExampleTests {
    @Test func writingRulesExampleLoadsAndItsExamplesHold() throws {
        let yaml = try readmeYAML(after: "## Writing rules")
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

    /// The custom rule with a fix under "Fixes in your own rules": it loads, and its examples and
    /// fixed text hold.
    @Test func customFixExampleLoadsAndItsFixedTextHolds() throws {
        let yaml = try readmeYAML(after: "### Fixes in your own rules")
        #expect(try SchemaValidation.configErrors(yaml).isEmpty)
        let ruleset = try Configuration.parse(text: "extends: none\n" + yaml, file: "README.md").ruleset()
        let rule = try #require(ruleset.rule("no-capture-debug"))
        #expect(rule.fix != nil && rule.examples.contains { !$0.fixed.isEmpty })
        let check = RuleExampleCheck.run(ruleset)
        #expect(check.checked == 2 && check.failures.isEmpty, "\(check.failures)")
    }
}
