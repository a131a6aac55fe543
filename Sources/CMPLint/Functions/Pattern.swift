/// Checks a string (or a number's text) against `match` and/or `notMatch` regular expressions.
struct Pattern: NodeFunction {
    static let name = "pattern"
    static let level = FunctionLevel.node
    static let summary = "A string must match `match` and must not match `notMatch` (regular expressions)."

    let match: CompiledPattern?
    let notMatch: CompiledPattern?

    init(options: FunctionOptions) throws(YAMLError) {
        match = try options.string("match").map { (s) throws(YAMLError) in try CompiledPattern(s, key: "match", options: options) }
        notMatch = try options.string("notMatch").map { (s) throws(YAMLError) in try CompiledPattern(s, key: "notMatch", options: options) }
        try options.finish()
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
        var results: [FunctionResult] = []
        if let match, !match.matches(text) {
            results.append(FunctionResult(message: "'\(target.propertyName)' must match /\(match.source)/"))
        }
        if let notMatch, notMatch.matches(text) {
            results.append(FunctionResult(message: "'\(target.propertyName)' must not match /\(notMatch.source)/"))
        }
        return results
    }
}
