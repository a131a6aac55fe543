extension FunctionRegistry {
    /// Functions of rules/components.yml.
    static let components: [any RuleFunction.Type] = [
    ]
}
