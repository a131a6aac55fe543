import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Message templates: facts, nested names, the json filter, sections, and load-time errors.
struct MessageTemplateTests {
    let facts: Set<String> = ["key", "count", "expected", "list", "reason"]

    func render(_ source: String, _ values: [String: JSONValue]) throws -> String {
        try MessageTemplate(source, facts: facts).render(values)
    }

    @Test func rendersFactsNestedNamesAndLists() throws {
        let values: [String: JSONValue] = [
            "key": .string("IABTCF_TCString"), "count": .number("3"),
            "expected": .object([JSONMember(key: "country", value: .string("DE"))]),
            "list": .array([.string("banner"), .string("preferences")]),
        ]
        #expect(
            try render("'{{key}}' holds {{count}} in {{list}} for {{expected.country}}", values)
                == "'IABTCF_TCString' holds 3 in banner, preferences for DE")
        #expect(try render("{{expected.region}} / {{reason}}", values) == "unknown / unknown")
        #expect(try render("{{key|json}}", ["key": .string("a\"b")]) == "\"a\\\"b\"")
    }

    @Test func sectionsShowOnlyForPresentTruthyFacts() throws {
        let template = " (bannerReason: {{reason|json}})"
        let source = "no bannerUIData{{#reason}}\(template){{/reason}}{{^reason}}, no reason{{/reason}}"
        #expect(
            try render(source, ["reason": .string("consent valid")])
                == "no bannerUIData (bannerReason: \"consent valid\")")
        #expect(try render(source, [:]) == "no bannerUIData, no reason")
        #expect(try render(source, ["reason": .string("")]) == "no bannerUIData, no reason")
        #expect(try render("{{#count}}n={{count}}{{/count}}", ["count": .number("0")]) == "")
        #expect(try render("{{#list}}x{{/list}}", ["list": .array([])]) == "")
    }

    @Test func blanksAroundTagPartsAreTrimmedUnicodeOnesToo() throws {
        let values: [String: JSONValue] = [
            "key": .string("k"), "expected": .object([JSONMember(key: "country", value: .string("DE"))]),
        ]
        #expect(try render("{{ key }}|{{\tkey|json }}|{{ expected.country}}", values) == "k|\"k\"|DE")
        #expect(try render("{{# key }}[{{key}}]{{/ key }}{{^ key}}none{{/key}}", values) == "[k]")
        // No-break and ideographic spaces are blanks as Swift's Characters see them.
        #expect(try render("{{\u{00A0}key\u{3000}}}", values) == "k")
        #expect(throws: MessageTemplate.SyntaxError.self) { try MessageTemplate("{{ke y}}", facts: facts) }
        #expect(throws: MessageTemplate.SyntaxError.self) { try MessageTemplate("{{key.}}", facts: facts) }
        #expect(throws: MessageTemplate.SyntaxError.self) { try MessageTemplate("{{ | json}}", facts: facts) }
    }

    @Test func mistakesAreErrorsWhenTheRuleLoads() {
        #expect(throws: MessageTemplate.SyntaxError(message: "unknown placeholder '{{kye}}'", unknownFact: "kye")) {
            try MessageTemplate("{{kye}}", facts: facts)
        }
        #expect(throws: MessageTemplate.SyntaxError.self) { try MessageTemplate("{{#key}}open", facts: facts) }
        #expect(throws: MessageTemplate.SyntaxError.self) { try MessageTemplate("{{/key}}", facts: facts) }
        #expect(throws: MessageTemplate.SyntaxError.self) { try MessageTemplate("{{key|upper}}", facts: facts) }
        #expect(throws: MessageTemplate.SyntaxError.self) { try MessageTemplate("{{key", facts: facts) }
    }

    @Test func aRuleMessageNamingAnUndeclaredFactFailsWithItsPosition() {
        let yaml = """
            rules:
              r:
                summary: s
                then: {function: truthy, field: a}
                message: "'{{propert}}' is bad"
            """
        #expect {
            _ = try loadRules(yaml)
        } throws: { error in
            let text = String(describing: error)
            return text.contains("test.yml:5:14") && text.contains("did you mean '{{property}}'")
        }
    }

    @Test func messageCasesPickTheirOwnTemplate() throws {
        let yaml = """
            rules:
              r:
                summary: s
                scope: [banner]
                given: $.appConfig
                then: {function: length, field: name, functionOptions: {min: 2, max: 3}}
                message:
                  default: "{{property}} too short ({{length}} {{unit}})"
                  tooLong: "{{property}} too long ({{length}} > {{max}})"
            """
        let linter = Linter(ruleset: try loadRules(yaml))
        let short = linter.lint(snapshotSet([.banner: #"{"appConfig": {"name": "a"}}"#]))
        let long = linter.lint(snapshotSet([.banner: #"{"appConfig": {"name": "abcd"}}"#]))
        #expect(short.map(\.message) == ["name too short (1 characters)"])
        #expect(long.map(\.message) == ["name too long (4 > 3)"])
    }

    /// A lint run's default ruleset (read without examples) parses the templates the load with
    /// examples parses and checks.
    @Test func theDefaultRulesTemplatesWithoutExamplesAreTheCheckedOnes() throws {
        let checked = try DefaultRuleset.load(examples: true)
        let lazy = try DefaultRuleset.load(examples: false)
        #expect(lazy.ids == checked.ids)
        var compared = 0
        for rule in lazy.rules {
            let reference = try #require(checked.rule(rule.id))
            #expect(rule.message.sources == reference.message.sources, "\(rule.id)")
            for name in rule.message.sources.keys {
                #expect(rule.message.template(name) == reference.message.template(name), "\(rule.id) \(name)")
                compared += 1
            }
        }
        #expect(compared > lazy.rules.count)
        #expect(lazy.rules[0].message.template("no such case") == nil)
    }
}
