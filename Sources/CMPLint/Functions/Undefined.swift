/// Reports a value that is present.
struct Undefined: NodeFunction {
    static let name = "undefined"
    static let level = FunctionLevel.node
    static let summary = "The value must be absent."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        target.value == nil ? [] : [FunctionResult(message: "'\(target.propertyName)' must not be present")]
    }
}
