/// Checks the length of a string (in characters), an array (elements) or an object (members).
struct Length: NodeFunction {
    static let name = "length"
    static let level = FunctionLevel.node
    static let summary = "A string's, array's or object's length must be within `min` and `max`."

    let min: Int?
    let max: Int?

    init(options: FunctionOptions) throws(YAMLError) {
        min = try options.int("min")
        max = try options.int("max")
        try options.finish()
        if min == nil && max == nil {
            throw options.error("function 'length' needs functionOptions 'min' and/or 'max'")
        }
        if let min, let max, min > max {
            throw options.error("'min' (\(min)) is greater than 'max' (\(max))", at: "min")
        }
    }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let value = target.value else { return [] }
        let document = target.document
        let length: Int
        let unit: String
        switch document.kind(value) {
        case .string: length = document.string(value)?.count ?? 0; unit = "characters"
        case .array: length = document.childCount(value); unit = "elements"
        case .object: length = document.childCount(value); unit = "members"
        default: return []
        }
        if let min, length < min {
            return [FunctionResult(message: "'\(target.propertyName)' has \(length) \(unit); at least \(min) expected")]
        }
        if let max, length > max {
            return [FunctionResult(message: "'\(target.propertyName)' has \(length) \(unit); at most \(max) expected")]
        }
        return []
    }
}
