/// Reports a value that is missing, null, false, 0 or "".
struct Truthy: NodeFunction {
    static let name = "truthy"
    static let level = FunctionLevel.node
    static let summary = "The value must exist and not be null, false, 0 or an empty string."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let value = target.value else {
            return [FunctionResult(message: "'\(target.propertyName)' is missing")]
        }
        guard !target.document.isTruthy(value) else { return [] }
        return [FunctionResult(message: "'\(target.propertyName)' is \(target.document.shortText(value))")]
    }
}
