extension FunctionRegistry {
    /// Functions of rules/sdk.yml.
    static let sdk: [any RuleFunction.Type] = [
    ]
}
