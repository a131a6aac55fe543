extension FunctionRegistry {
    /// Functions of rules/language.yml.
    package static let language: [any RuleFunction.Type] = [LanguageChecks.self]
}
