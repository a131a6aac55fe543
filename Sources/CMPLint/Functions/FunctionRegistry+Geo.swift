extension FunctionRegistry {
    /// Functions of rules/geo.yml.
    static let geo: [any RuleFunction.Type] = [
    ]
}
