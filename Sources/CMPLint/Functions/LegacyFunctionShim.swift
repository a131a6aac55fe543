// TRANSITIONAL: lets functions not yet converted to facts and declared options compile while the
// families move over. Deleted when the last function is converted.
extension FunctionResult {
    init(message: String, node: JSONNodeID? = nil, component: ComponentKind? = nil,
         position: SourcePosition? = nil, evidence: [JSONMember] = [], severity: Severity? = nil) {
        self.init(facts: ["message": .string(message)], node: node, component: component, position: position,
                  evidence: evidence, severity: severity)
    }
}

extension RuleFunction {
    public static var options: [OptionSpec] { [OptionSpec.legacy] }
    public static var facts: [FactSpec] { [FactSpec("message", "legacy sentence")] }
    public static var messages: [String: String] { ["default": "{{message}}"] }
}

extension OptionSpec {
    static let legacy = OptionSpec("*legacy*", .json, "")
}

extension FunctionOptions {
    func finish() throws(YAMLError) { try mapping?.finish() }
    func requireNone() throws(YAMLError) {
        if let mapping, let first = mapping.pairs.first {
            throw mapping.error("function '\(functionName)' takes no functionOptions, found '\(first.key)'", at: first.key)
        }
    }
}
