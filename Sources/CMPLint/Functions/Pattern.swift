/// Checks a string (or a number's text) against `match` and/or `notMatch` regular expressions.
struct Pattern: NodeFunction {
    static let name = "pattern"
    static let summary = "A string must match `match` and must not match `notMatch` (regular expressions)."
    static let options = [
        OptionSpec("match", .regex, "a regular expression the value must match"),
        OptionSpec("notMatch", .regex, "a regular expression the value must not match"),
    ]
    static let facts = [
        FactSpec("property", "the field (or the matched key) that was checked"),
        FactSpec("pattern", "the regular expression that failed"),
    ]
    static let messages = [
        "default": "'{{property}}' must match /{{pattern}}/",
        "matched": "'{{property}}' must not match /{{pattern}}/",
    ]

    let match: CompiledPattern?
    let notMatch: CompiledPattern?

    init(options: FunctionOptions) throws(YAMLError) {
        match = try options.regex("match")
        notMatch = try options.regex("notMatch")
        if match == nil && notMatch == nil {
            throw options.error("function 'pattern' needs functionOptions 'match' or 'notMatch'")
        }
    }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let value = target.value else { return [] }
        let document = target.document
        let text: String
        switch document.kind(value) {
        case .string: text = document.string(value) ?? ""
        case .number: text = document.numberText(value) ?? ""
        default: return []
        }
        let property = JSONValue.string(target.propertyName)
        var results: [FunctionResult] = []
        if let match, !match.matches(text) {
            results.append(FunctionResult(facts: ["property": property, "pattern": .string(match.source)]))
        }
        if let notMatch, notMatch.matches(text) {
            results.append(FunctionResult(facts: ["property": property, "pattern": .string(notMatch.source)], case: "matched"))
        }
        return results
    }
}
