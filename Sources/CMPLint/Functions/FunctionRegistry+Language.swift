extension FunctionRegistry {
    /// Functions of rules/language.yml.
    static let language: [any RuleFunction.Type] = [LanguageChecks.self]
}
