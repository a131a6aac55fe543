import Testing

@testable import CMPLint

/// Every rule in `rules/` carries passing and failing examples; this runs all of them. A failing
/// example must produce exactly the listed findings (component + JSON Pointer) and nothing else; a
/// passing one must produce none. For a rule with a fix, every failing example must be left without
/// a finding that has a fix once fixed, and as its `fixed:` text says: a new fixable rule is tested
/// by its own examples.
struct RuleExampleTests {
    static func ruleIDs() -> [String] {
        (try? DefaultRuleset.load().ids) ?? ["<the default ruleset does not load>"]
    }

    @Test func defaultRulesetLoads() throws {
        let ruleset = try DefaultRuleset.load()
        #expect(ruleset.rules.count >= 5)
        for id in [
            "invalid-json", "duplicate-key", "component-missing", "component-kind-mismatch", "ot-consent-string-leak",
        ] {
            #expect(ruleset.rule(id) != nil, "missing rule \(id)")
        }
    }

    @Test(arguments: ruleIDs())
    func examples(ofRule id: String) throws {
        let ruleset = try DefaultRuleset.load()
        let rule = try #require(ruleset.rule(id))
        #expect(rule.examples.contains { $0.passes }, "\(id) has no passing example")
        #expect(rule.examples.contains { !$0.passes }, "\(id) has no failing example")
        #expect(!rule.description.isEmpty && rule.howToFix != nil, "\(id) lacks a description or howToFix")

        let cases = Set(rule.function.caseNames)
        #expect(
            Set(rule.message.written.keys) == cases,
            "\(id) does not word every message case of \(rule.functionName): \(cases.sorted())")

        // A rule with a fix shows it on a failing example; RuleExampleCheck then checks every
        // failing example after the fix.
        if rule.fix != nil {
            #expect(
                rule.examples.contains { !$0.fixed.isEmpty },
                "\(id) has a fix but no failing example shows what it leaves ('fixed:')")
        }

        let failures = RuleExampleCheck.run(ruleset, only: id).failures
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }
}
