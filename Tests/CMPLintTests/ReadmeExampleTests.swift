import Foundation
import Testing
@testable import CMPLint

/// The rule shown under "Writing rules" in the README loads as written and its examples hold, so
/// the documentation's example cannot drift from what the loader and engine do.
struct ReadmeExampleTests {
    @Test func writingRulesExampleLoadsAndItsExamplesHold() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Writing rules"))
        let open = try #require(readme.range(of: "```yaml\n", range: section.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        let yaml = String(readme[open.upperBound..<close.lowerBound])
        let rules = try RuleLoader.loadFile(text: yaml, file: "README.md", requireExamples: true)
        let rule = try #require(rules.first)
        let linter = Linter(ruleset: try Ruleset(rules))
        for example in rule.examples {
            let findings = linter.lint(example.snapshotSet())
            #expect(findings.map { ExpectedFinding(component: $0.component, pointer: $0.pointer) } == example.findings, "\(example.name)")
        }
        #expect(rule.examples.contains { !$0.passes })
    }
}
