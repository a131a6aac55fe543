/// Reports a value that is present.
struct Undefined: NodeFunction {
    static let name = "undefined"
    static let summary = "The value must be absent."
    static let options: [OptionSpec] = []
    static let facts = [FactSpec("property", "the field (or the matched key) that was checked")]

    init(options: FunctionOptions) throws(YAMLError) {}

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        target.value == nil ? [] : [FunctionResult(facts: ["property": .string(target.propertyName)])]
    }
}
