import CMPLintDocuments

/// Reports a value that is missing, null, false, 0 or "".
package struct Truthy: NodeFunction {
    package static let name = "truthy"
    package static let summary = "The value must exist and not be null, false, 0 or an empty string."
    package static let options: [OptionSpec] = []
    package static let facts = [FactSpec("property", "the field (or the matched key) that was checked")]
    package static let messageCases = ["missing"]

    package init(options: FunctionOptions) throws(YAMLError) {}

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let facts: [String: JSONValue] = ["property": .string(target.propertyName)]
        guard let value = target.value else { return [FunctionResult(facts: facts, case: "missing")] }
        return target.document.isTruthy(value) ? [] : [FunctionResult(facts: facts)]
    }
}
