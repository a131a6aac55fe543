extension FunctionRegistry {
    /// Functions of rules/leaks.yml.
    package static let leaks: [any RuleFunction.Type] = [
        ConsentStringLeak.self, StoredConsentLeak.self, IdentifierLeak.self,
    ]
}
