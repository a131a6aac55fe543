extension FunctionRegistry {
    /// Functions of rules/ads.yml (rules that compose generic functions need none here).
    package static let ads: [any RuleFunction.Type] = [
        TCFChecks.self, BannerButtonDesign.self, DateAge.self, PinnedVendorListChecks.self,
    ]
}
