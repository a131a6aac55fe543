import CMPLintDocuments

/// Checks that a value is one of a list of literals.
package struct Enumeration: NodeFunction {
    package static let name = "enumeration"
    package static let summary = "The value must equal one of `values`."
    package static let options = [
        OptionSpec("values", .json, "the allowed values: a non-empty list of JSON literals", required: true)
    ]
    package static let facts = [
        FactSpec("property", "the field (or the matched key) that was checked"),
        FactSpec("allowed", "the allowed values as JSON text"),
    ]

    package let values: [JSONValue]

    package init(options: FunctionOptions) throws(YAMLError) {
        guard let node = options.node("values"), case .sequence(let items) = node.content, !items.isEmpty else {
            throw options.error("function 'enumeration' needs functionOptions 'values': a non-empty list", at: "values")
        }
        values = items.map { $0.jsonValue() }
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let value = target.value else { return [] }
        let actual = target.document.value(value)
        guard !values.contains(where: { $0.isJSONEqual(to: actual) }) else { return [] }
        return [
            FunctionResult(facts: [
                "property": .string(target.propertyName),
                "allowed": .array(values.map { .string($0.jsonText) }),
            ])
        ]
    }
}
