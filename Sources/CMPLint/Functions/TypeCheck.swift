/// Checks a value's JSON type.
struct TypeCheck: NodeFunction {
    static let name = "type"
    static let summary = "The value must have one of the JSON types in `type` (string, number, integer, boolean, object, array, null)."
    static let typeNames = ["string", "number", "integer", "boolean", "object", "array", "null"]
    static let options = [OptionSpec("type", .someOf(typeNames), "the allowed JSON types (an integer is also a number)", required: true)]
    static let facts = [
        FactSpec("property", "the field (or the matched key) that was checked"),
        FactSpec("actualType", "the value's JSON type with its article: 'a string', 'an object'"),
        FactSpec("types", "the allowed types joined with 'or'"),
    ]

    let types: [String]

    init(options: FunctionOptions) throws(YAMLError) {
        types = try options.stringList("type") ?? []
    }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let value = target.value else { return [] }
        let actual = target.document.typeName(value)
        // An integer is also a number.
        if types.contains(actual) || (actual == "integer" && types.contains("number")) { return [] }
        let article = "aeiou".contains(actual.first ?? "x") ? "an" : "a"
        return [FunctionResult(facts: ["property": .string(target.propertyName), "actualType": .string("\(article) \(actual)"),
                                       "types": .string(types.joined(separator: " or "))])]
    }
}
