import CMPLintDocuments

/// Checks a value against a literal (`value`) or against what the set is meant for
/// (`expected: country | region | language | geo`).
package struct Equals: NodeFunction {
    package static let name = "equals"
    package static let summary =
        "The value must equal the literal `value`, or the set's expectation named by `expected` (country, region, language, geo)."
    package static let options = [
        OptionSpec("value", .json, "the literal the value must equal"),
        OptionSpec(
            "expected", .oneOf(SetExpectations.geoAndLanguageKeys), "compare with what the set is meant for instead"),
        OptionSpec("caseInsensitive", .bool, "compare strings ignoring case", default: .bool(false)),
    ]
    package static let facts = [
        FactSpec("property", "the field (or the matched key) that was checked"),
        FactSpec("wanted", "the literal as JSON text, or the expected value"),
        FactSpec("key", "with `expected`: which expectation (country, region, language, geo)"),
        FactSpec("flag", "with `expected`: the command-line flag that sets it"),
    ]
    package static let messageCases = ["expectation", "notChecked"]

    package enum Reference: Sendable {
        case literal(JSONValue)
        case expectation(String)
    }

    package let reference: Reference
    package let caseInsensitive: Bool

    package init(options: FunctionOptions) throws(YAMLError) {
        let literal = options.node("value")
        let expected = try options.oneOf("expected", SetExpectations.geoAndLanguageKeys)
        caseInsensitive = try options.bool("caseInsensitive") ?? false
        switch (literal, expected) {
        case (let node?, nil): reference = .literal(node.jsonValue())
        case (nil, let key?): reference = .expectation(key)
        case (.some, .some): throw options.error("give either 'value' or 'expected', not both", at: "expected")
        case (nil, nil): throw options.error("function 'equals' needs functionOptions 'value' or 'expected'")
        }
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let value = target.value else { return [] }
        let actual = target.document.value(value)
        var facts: [String: JSONValue] = ["property": .string(target.propertyName)]
        switch reference {
        case .literal(let literal):
            if matches(actual, literal) { return [] }
            facts["wanted"] = .string(literal.jsonText)
            return [FunctionResult(facts: facts)]
        case .expectation(let key):
            facts["key"] = .string(key)
            guard let wanted = target.expectations.templateValue(key) else {
                facts["flag"] = .string(key == "geo" ? "country" : key)
                return [FunctionResult(facts: facts, case: "notChecked", severity: .info)]
            }
            if matches(actual, .string(wanted)) { return [] }
            facts["wanted"] = .string(wanted)
            return [FunctionResult(facts: facts, case: "expectation")]
        }
    }

    private func matches(_ actual: JSONValue, _ wanted: JSONValue) -> Bool {
        if caseInsensitive, case .string(let a) = actual, case .string(let b) = wanted {
            return a.lowercased() == b.lowercased()
        }
        return actual.isJSONEqual(to: wanted)
    }
}
