extension FunctionRegistry {
    /// Functions of rules/coherence.yml.
    static let coherence: [any RuleFunction.Type] = [CoherenceChecks.self]
}
