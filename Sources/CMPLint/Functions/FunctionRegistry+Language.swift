extension FunctionRegistry {
    /// Functions of rules/language.yml.
    static let language: [any RuleFunction.Type] = [
        LanguageExpectation.self, LanguageConsistency.self, RTLConsistency.self, LanguageUnknown.self,
    ]
}
