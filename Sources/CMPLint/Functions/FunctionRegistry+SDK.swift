extension FunctionRegistry {
    /// Functions of rules/sdk.yml (its other rules compose generic functions: `defined`,
    /// `references`, `uniqueValues`).
    package static let sdk: [any RuleFunction.Type] = [
        ProfileBannerSuppression.self, AgeRestrictedCapture.self, LogoBundling.self,
    ]
}
