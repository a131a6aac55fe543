import Foundation
import Testing

@testable import CMPLint

/// `cmplint functions`: every function with its level, options, facts and message cases, read back
/// from the JSON as a tool would.
struct FunctionDocumentationTests {
    func functions() throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(FunctionDocumentation.json().utf8)) as? [String: Any]
        return try #require(object?["functions"] as? [[String: Any]])
    }

    @Test func listsEveryFunctionWithItsLevel() throws {
        let functions = try functions()
        #expect(functions.compactMap { $0["name"] as? String } == FunctionRegistry.names)
        let levels = Dictionary(
            uniqueKeysWithValues: functions.map { ($0["name"] as? String ?? "", $0["level"] as? String ?? "") })
        #expect(levels["equals"] == "node")
        #expect(levels["duplicateKeys"] == "document")
        #expect(levels["references"] == "set")
        #expect(functions.allSatisfy { !($0["summary"] as? String ?? "").isEmpty })
    }

    @Test func equalsOptionsFactsAndMessages() throws {
        let equals = try #require(try functions().first { $0["name"] as? String == "equals" })
        let options = try #require(equals["options"] as? [[String: Any]])
        #expect(options.compactMap { $0["name"] as? String } == ["value", "expected", "caseInsensitive"])
        let expected = try #require(options.first { $0["name"] as? String == "expected" })
        #expect(expected["values"] as? [String] == ["country", "region", "language", "geo"])
        #expect(expected["type"] as? String == "one of: country, region, language, geo")
        #expect(expected["required"] as? Bool == false)
        let caseInsensitive = try #require(options.first { $0["name"] as? String == "caseInsensitive" })
        #expect(caseInsensitive["type"] as? String == "boolean")
        #expect(caseInsensitive["default"] as? Bool == false)
        #expect(options.first { $0["name"] as? String == "value" }?["type"] as? String == "any JSON value")
        let facts = try #require(equals["facts"] as? [[String: Any]])
        #expect(facts.compactMap { $0["name"] as? String } == ["property", "wanted", "key", "flag"])
        #expect(equals["messageCases"] as? [String] == ["default", "expectation", "notChecked"])
    }

    @Test func requiredOptionsAndEngineFacts() throws {
        let object = try JSONSerialization.jsonObject(with: Data(FunctionDocumentation.json().utf8)) as? [String: Any]
        let engine = try #require(object?["engineFacts"] as? [[String: Any]])
        #expect(engine.compactMap { $0["name"] as? String } == RuleMessage.engineFacts.map(\.name))
        let references = try #require(try functions().first { $0["name"] as? String == "references" })
        let options = try #require(references["options"] as? [[String: Any]])
        #expect(
            options.filter { $0["required"] as? Bool == true }.compactMap { $0["name"] as? String } == [
                "to", "toComponent",
            ])
        #expect(
            options.first { $0["name"] as? String == "in" }?["default"] as? [String] == [
                "banner", "preferences", "vendors",
            ])
    }

    @Test func textAndMarkdown() throws {
        let equals = try #require(FunctionRegistry.function(named: "equals"))
        let text = FunctionDocumentation.text([equals])
        #expect(text.hasPrefix("equals  (node)\n"))
        #expect(
            text.contains(
                "expected         compare with what the set is meant for instead [one of: country, region, language, geo]"
            ))
        #expect(text.contains("caseInsensitive  compare strings ignoring case [boolean; default false]"))
        #expect(text.contains("  Message cases: default, expectation, notChecked\n"))
        let markdown = FunctionDocumentation.markdown(ruleset: try DefaultRuleset.load(examples: false))
        #expect(markdown.contains("| [`equals`](#equals) | node |"))
        #expect(markdown.contains("## equals\n"))
        #expect(markdown.contains("| `caseInsensitive` | boolean | no | `false` | compare strings ignoring case |"))
        #expect(markdown.contains("Message cases: `default`, `expectation`, `notChecked`.\n"))
        // Each function lists the default rules that name it, linked to their pages.
        #expect(markdown.contains("## storedConsentLeak\n\nEvaluates one node. "))
        #expect(markdown.contains("Default rules: [`consent-state-leak`](rules/consent-state-leak.md).\n"))
    }

    /// docs/functions.md is generated (`make generate`); this fails when it is out of date.
    @Test func committedReferencePageMatchesTheFunctions() throws {
        let page = repositoryRoot.appendingPathComponent("docs/functions.md")
        let committed = try? String(contentsOf: page, encoding: .utf8)
        let expected = FunctionDocumentation.markdown(ruleset: try DefaultRuleset.load(examples: false))
        #expect(committed == expected, "docs/functions.md is out of date: regenerate with `make generate`")
    }
}
