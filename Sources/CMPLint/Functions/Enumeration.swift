/// Checks that a value is one of a list of literals.
struct Enumeration: NodeFunction {
    static let name = "enumeration"
    static let level = FunctionLevel.node
    static let summary = "The value must equal one of `values`."

    let values: [JSONValue]

    init(options: FunctionOptions) throws(YAMLError) {
        guard let node = options.node("values"), case .sequence(let items) = node.content, !items.isEmpty else {
            throw options.error("function 'enumeration' needs functionOptions 'values': a non-empty list", at: "values")
        }
        values = items.map { $0.jsonValue() }
        try options.finish()
    }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let value = target.value else { return [] }
        let actual = target.document.value(value)
        guard !values.contains(where: { $0.isJSONEqual(to: actual) }) else { return [] }
        let allowed = values.map(\.jsonText).joined(separator: ", ")
        return [FunctionResult(message: "'\(target.propertyName)' is \(target.document.shortText(value)); expected one of \(allowed)")]
    }
}
