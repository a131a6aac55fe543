extension FunctionRegistry {
    /// Functions of rules/sdk.yml.
    static let sdk: [any RuleFunction.Type] = [
        SaveButtonPresence.self, ProfileBannerSuppression.self, AgeRestrictedCapture.self,
        DanglingGroupReferences.self, DuplicateGroupIDs.self, LogoBundling.self,
    ]
}
