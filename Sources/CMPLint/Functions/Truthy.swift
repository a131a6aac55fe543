/// Reports a value that is missing, null, false, 0 or "".
struct Truthy: NodeFunction {
    static let name = "truthy"
    static let summary = "The value must exist and not be null, false, 0 or an empty string."
    static let options: [OptionSpec] = []
    static let facts = [FactSpec("property", "the field (or the matched key) that was checked")]
    static let messageCases = ["missing"]

    init(options: FunctionOptions) throws(YAMLError) {}

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let facts: [String: JSONValue] = ["property": .string(target.propertyName)]
        guard let value = target.value else { return [FunctionResult(facts: facts, case: "missing")] }
        return target.document.isTruthy(value) ? [] : [FunctionResult(facts: facts)]
    }
}
