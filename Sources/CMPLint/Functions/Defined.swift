/// Reports a missing value.
struct Defined: NodeFunction {
    static let name = "defined"
    static let level = FunctionLevel.node
    static let summary = "The value must be present (null counts as present)."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        target.value == nil ? [FunctionResult(message: "'\(target.propertyName)' is missing")] : []
    }
}
