extension FunctionRegistry {
    /// Functions of rules/coherence.yml.
    package static let coherence: [any RuleFunction.Type] = [CoherenceChecks.self]
}
