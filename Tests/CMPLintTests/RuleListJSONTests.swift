import Foundation
import Testing

@testable import CMPLint

/// `cmplint rules --format json`: every rule in force as written, read back as a tool would.
struct RuleListJSONTests {
    func rules(_ ruleset: Ruleset) throws -> [[String: Any]] {
        let object =
            try JSONSerialization.jsonObject(with: Data(RuleDocumentation.json(ruleset).utf8)) as? [String: Any]
        return try #require(object?["rules"] as? [[String: Any]])
    }

    @Test func listsEveryDefaultRule() throws {
        let ruleset = try DefaultRuleset.load()
        let rules = try rules(ruleset)
        #expect(Set(rules.compactMap { $0["id"] as? String }) == Set(ruleset.ids))
        #expect(rules.count == ruleset.rules.count)
        let duplicateKey = try #require(rules.first { $0["id"] as? String == "duplicate-key" })
        #expect(duplicateKey["family"] as? String == "syntax")
        #expect(duplicateKey["function"] as? String == "duplicateKeys")
        #expect(duplicateKey["level"] as? String == "document")
        #expect(duplicateKey["severity"] as? String == "warning")
        #expect(duplicateKey["defaultSeverity"] as? String == "warning")
        #expect(duplicateKey["scope"] as? [String] == ["banner", "preferences", "vendors"])
        #expect(duplicateKey["given"] is NSNull)
        #expect(duplicateKey["options"] is NSNull)
        #expect(duplicateKey["docs"] as? String == "docs/rules/duplicate-key.md")
        #expect(duplicateKey["file"] as? String == "rules/syntax.yml")
        #expect(duplicateKey["summary"] as? String == "An object repeats a key.")
        let unused = try #require(rules.first { $0["id"] as? String == "unused-suppression" })
        #expect(unused["scope"] as? [String] == ["suppressions"])
        #expect(unused["level"] as? String == "suppressions")
        #expect(unused["severity"] as? String == "info")
        #expect(unused["docs"] as? String == "docs/rules/unused-suppression.md")
        #expect(duplicateKey["explains"] as? [String] == [])
        let mixed = try #require(rules.first { $0["id"] as? String == "vendors-source-mismatch" })
        #expect((mixed["explains"] as? [String])?.contains("general-vendor-link-broken") == true)
        // Every rule as loaded: given as written for node rules, options and message as written.
        for rule in ruleset.rules {
            let entry = try #require(rules.first { $0["id"] as? String == rule.id })
            #expect(entry["function"] as? String == rule.functionName)
            if rule.level == .node { #expect(entry["given"] as? [String] == rule.givenText, "\(rule.id)") }
            #expect(entry["message"] as? [String: String] == rule.message.written, "\(rule.id)")
            #expect((entry["options"] is NSNull) == (rule.options == nil), "\(rule.id)")
        }
    }

    @Test func aCustomRuleAsWritten() throws {
        let config = try Configuration.parse(
            text: """
                rules:
                  duplicate-key: error
                  unused-suppression: warning
                  logo-not-bundled: off
                  country-checked:
                    summary: s
                    scope: [preferences, banner]
                    given: [$.appConfig, '$.other[*]']
                    then: { function: equals, field: countryCode, functionOptions: { expected: country, caseInsensitive: true } }
                    message: { default: "{{property}} is {{value}}", notChecked: unknown }
                """, file: "/tmp/.cmplint.yml")
        let rules = try rules(try config.ruleset())
        #expect(!rules.contains { $0["id"] as? String == "logo-not-bundled" })
        let unused = try #require(rules.first { $0["id"] as? String == "unused-suppression" })
        #expect(unused["severity"] as? String == "warning")
        #expect(unused["defaultSeverity"] as? String == "info")
        let duplicateKey = try #require(rules.first { $0["id"] as? String == "duplicate-key" })
        #expect(duplicateKey["severity"] as? String == "error")
        #expect(duplicateKey["defaultSeverity"] as? String == "warning")
        let custom = try #require(rules.first { $0["id"] as? String == "country-checked" })
        #expect(custom["family"] as? String == "cmplint")
        #expect(custom["scope"] as? [String] == ["banner", "preferences"])
        #expect(custom["given"] as? [String] == ["$.appConfig", "$.other[*]"])
        #expect(custom["field"] as? String == "countryCode")
        let options = try #require(custom["options"] as? [String: Any])
        #expect(options["expected"] as? String == "country")
        #expect(options["caseInsensitive"] as? Bool == true)
        #expect(
            custom["message"] as? [String: String] == ["default": "{{property}} is {{value}}", "notChecked": "unknown"])
    }
}
