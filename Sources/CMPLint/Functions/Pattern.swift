import CMPLintDocuments

/// Checks a string (or a number's text) against `match` and/or `notMatch` regular expressions.
/// A value longer than `CompiledPattern.maxInputLength` is not matched; it is reported at info
/// severity as not checked, so a hostile value neither passes silently nor costs unbounded time.
package struct Pattern: NodeFunction {
    package static let name = "pattern"
    package static let summary =
        "A string must match `match` and must not match `notMatch` (regular expressions, matched in linear time)."
    package static let options = [
        OptionSpec("match", .regex, "a regular expression the value must match"),
        OptionSpec("notMatch", .regex, "a regular expression the value must not match"),
    ]
    package static let facts = [
        FactSpec("property", "the field (or the matched key) that was checked"),
        FactSpec("pattern", "the regular expression that failed"),
        FactSpec("length", "for `tooLong`: the value's length in characters"),
        FactSpec("limit", "for `tooLong`: the longest value a pattern is matched against"),
    ]
    package static let messageCases = ["matched", "tooLong"]

    package let match: CompiledPattern?
    package let notMatch: CompiledPattern?

    package init(options: FunctionOptions) throws(YAMLError) {
        match = try options.regex("match")
        notMatch = try options.regex("notMatch")
        if match == nil && notMatch == nil {
            throw options.error("function 'pattern' needs functionOptions 'match' or 'notMatch'")
        }
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
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
        for (pattern, wanted) in [(match, true), (notMatch, false)] {
            guard let pattern else { continue }
            let facts: [String: JSONValue] = ["property": property, "pattern": .string(pattern.source)]
            switch pattern.match(text) {
            case .matched where !wanted:
                results.append(FunctionResult(facts: facts, case: "matched"))
            case .notMatched where wanted:
                results.append(FunctionResult(facts: facts))
            case .tooLong(let length):
                let sizes: [String: JSONValue] = [
                    "length": .int(length), "limit": .int(CompiledPattern.maxInputLength),
                ]
                results.append(FunctionResult(facts: facts.merging(sizes) { $1 }, case: "tooLong", severity: .info))
                return results
            default:
                break
            }
        }
        return results
    }
}
