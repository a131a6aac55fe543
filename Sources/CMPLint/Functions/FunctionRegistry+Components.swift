extension FunctionRegistry {
    /// Functions of rules/components.yml (componentPresence and componentKind are in `core`).
    package static let components: [any RuleFunction.Type] = [
        LegacyFormat.self, CapturedError.self, BannerUIPresence.self,
    ]
}
