import CMPLintDocuments

/// Reports a value that is present and not null, false, 0 or "" (e.g. a consent string that should be empty).
package struct Falsy: NodeFunction {
    package static let name = "falsy"
    package static let summary = "The value must be absent, null, false, 0 or an empty string."
    package static let options: [OptionSpec] = []
    package static let facts = [
        FactSpec("property", "the field (or the matched key) that was checked"),
        FactSpec("length", "the length of a string value, in characters (strings are not quoted: they may be secrets)"),
    ]

    package init(options: FunctionOptions) throws(YAMLError) {}

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let value = target.value, target.document.isTruthy(value) else { return [] }
        var facts: [String: JSONValue] = ["property": .string(target.propertyName)]
        if target.document.kind(value) == .string {
            facts["length"] = .number(String(target.document.string(value)?.count ?? 0))
        }
        return [FunctionResult(facts: facts)]
    }
}
