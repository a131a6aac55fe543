import CMPLintDocuments

/// Checks the length of a string (in characters), an array (elements) or an object (members).
package struct Length: NodeFunction {
    package static let name = "length"
    package static let summary = "A string's, array's or object's length must be within `min` and `max`."
    package static let options = [
        OptionSpec("min", .integer, "the smallest allowed length"),
        OptionSpec("max", .integer, "the largest allowed length"),
    ]
    package static let facts = [
        FactSpec("property", "the field (or the matched key) that was checked"),
        FactSpec("length", "the value's length"),
        FactSpec("unit", "characters, elements or members"),
        FactSpec("min", "the `min` option"),
        FactSpec("max", "the `max` option"),
    ]
    package static let messageCases = ["tooLong"]

    package let min: Int?
    package let max: Int?

    package init(options: FunctionOptions) throws(YAMLError) {
        min = try options.int("min")
        max = try options.int("max")
        if min == nil && max == nil {
            throw options.error("function 'length' needs functionOptions 'min' and/or 'max'")
        }
        if let min, let max, min > max {
            throw options.error("'min' (\(min)) is greater than 'max' (\(max))", at: "min")
        }
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let value = target.value else { return [] }
        let document = target.document
        let length: Int
        let unit: String
        switch document.kind(value) {
        case .string:
            length = document.string(value)?.count ?? 0
            unit = "characters"
        case .array:
            length = document.childCount(value)
            unit = "elements"
        case .object:
            length = document.childCount(value)
            unit = "members"
        default: return []
        }
        var facts: [String: JSONValue] = [
            "property": .string(target.propertyName), "length": .number(String(length)), "unit": .string(unit),
        ]
        if let min { facts["min"] = .number(String(min)) }
        if let max { facts["max"] = .number(String(max)) }
        if let min, length < min { return [FunctionResult(facts: facts)] }
        if let max, length > max { return [FunctionResult(facts: facts, case: "tooLong")] }
        return []
    }
}
