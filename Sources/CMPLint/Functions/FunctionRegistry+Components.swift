extension FunctionRegistry {
    /// Functions of rules/components.yml.
    static let components: [any RuleFunction.Type] = [
        VendorsPresence.self, LegacyFormat.self, CapturedError.self, BannerUIPresence.self,
    ]
}
