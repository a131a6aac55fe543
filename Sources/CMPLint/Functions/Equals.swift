/// Checks a value against a literal (`value`) or against what the set is meant for
/// (`expected: country | region | language | geo`).
struct Equals: NodeFunction {
    static let name = "equals"
    static let level = FunctionLevel.node
    static let summary = "The value must equal the literal `value`, or the set's expectation named by `expected` (country, region, language, geo)."

    enum Reference: Sendable {
        case literal(JSONValue)
        case expectation(String)
    }

    let reference: Reference
    let caseInsensitive: Bool

    init(options: FunctionOptions) throws(YAMLError) {
        let literal = options.node("value")
        let expected = try options.oneOf("expected", SetExpectations.templateKeys)
        caseInsensitive = try options.bool("caseInsensitive") ?? false
        try options.finish()
        switch (literal, expected) {
        case (let node?, nil): reference = .literal(node.jsonValue())
        case (nil, let key?): reference = .expectation(key)
        case (.some, .some): throw options.error("give either 'value' or 'expected', not both", at: "expected")
        case (nil, nil): throw options.error("function 'equals' needs functionOptions 'value' or 'expected'")
        }
    }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let value = target.value else { return [] }
        let actual = target.document.value(value)
        switch reference {
        case .literal(let literal):
            if matches(actual, literal) { return [] }
            return [FunctionResult(message: "'\(target.propertyName)' is \(target.document.shortText(value)); expected \(literal.jsonText)")]
        case .expectation(let key):
            guard let wanted = target.expectations.templateValue(key) else {
                return [FunctionResult(
                    message: "'\(target.propertyName)' could not be checked: the set's expected \(key) is unknown "
                        + "(pass --\(key == "geo" ? "country" : key), add a sets: entry to .cmplint.yml, or name the folder CC[-RR]_lang)",
                    severity: .info)]
            }
            if matches(actual, .string(wanted)) { return [] }
            return [FunctionResult(message: "'\(target.propertyName)' is \(target.document.shortText(value)); the set is meant for \(key) \"\(wanted)\"")]
        }
    }

    private func matches(_ actual: JSONValue, _ wanted: JSONValue) -> Bool {
        if caseInsensitive, case .string(let a) = actual, case .string(let b) = wanted {
            return a.lowercased() == b.lowercased()
        }
        return actual.isJSONEqual(to: wanted)
    }
}
