/// Reports a value that is present and not null, false, 0 or "" (e.g. a consent string that should be empty).
struct Falsy: NodeFunction {
    static let name = "falsy"
    static let level = FunctionLevel.node
    static let summary = "The value must be absent, null, false, 0 or an empty string."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let value = target.value, target.document.isTruthy(value) else { return [] }
        let document = target.document
        let detail = document.kind(value) == .string
            ? "a \(document.string(value)?.count ?? 0)-character string"
            : document.shortText(value)
        return [FunctionResult(message: "'\(target.propertyName)' is \(detail)")]
    }
}
