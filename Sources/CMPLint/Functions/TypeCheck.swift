import CMPLintDocuments

/// Checks a value's JSON type.
package struct TypeCheck: NodeFunction {
    package static let name = "type"
    package static let summary =
        "The value must have one of the JSON types in `type` (string, number, integer, boolean, object, array, null)."
    package static let typeNames = ["string", "number", "integer", "boolean", "object", "array", "null"]
    package static let options = [
        OptionSpec("type", .someOf(typeNames), "the allowed JSON types (an integer is also a number)", required: true)
    ]
    package static let facts = [
        FactSpec("property", "the field (or the matched key) that was checked"),
        FactSpec("actualType", "the value's JSON type with its article: 'a string', 'an object'"),
        FactSpec("types", "the allowed types joined with 'or'"),
    ]

    package let types: [String]

    package init(options: FunctionOptions) throws(YAMLError) {
        types = try options.stringList("type") ?? []
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let value = target.value else { return [] }
        let actual = target.document.typeName(value)
        // An integer is also a number.
        if types.contains(actual) || (actual == "integer" && types.contains("number")) { return [] }
        let article = "aeiou".contains(actual.first ?? "x") ? "an" : "a"
        return [
            FunctionResult(facts: [
                "property": .string(target.propertyName), "actualType": .string("\(article) \(actual)"),
                "types": .string(types.joined(separator: " or ")),
            ])
        ]
    }
}
