import Foundation
import Testing

@testable import CMPLint

/// The pages under docs/rules/ are generated from rules/*.yml (`cmplint rules --format markdown
/// --output docs/rules`); this fails when they are out of date, so the SARIF `helpUri` and Markdown
/// report links never point at stale text.
struct RuleDocsTests {
    @Test func committedPagesMatchTheRules() throws {
        let directory = repositoryRoot.appendingPathComponent("docs/rules")
        let expected = RuleMarkdown.pages(try DefaultRuleset.load())
        let committed = Set(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".md") })
        #expect(
            committed == Set(expected.map(\.name)),
            "docs/rules has other pages than the rules: regenerate with `make generate`")
        for page in expected {
            let text = try? String(contentsOf: directory.appendingPathComponent(page.name), encoding: .utf8)
            #expect(text == page.text, "docs/rules/\(page.name) is out of date: regenerate with `make generate`")
        }
    }

    @Test func everyRuleHasAPageWithItsExamples() throws {
        let ruleset = try DefaultRuleset.load()
        let page = RuleMarkdown.page(try #require(ruleset.rule("ot-consent-string-leak")))
        #expect(page.hasPrefix("# ot-consent-string-leak\n"))
        #expect(page.contains("## Failing examples"))
        #expect(page.contains("`banner#/otConsentString`"))
        #expect(RuleMarkdown.index(ruleset).contains("[`unused-suppression`](unused-suppression.md)"))
    }
}
