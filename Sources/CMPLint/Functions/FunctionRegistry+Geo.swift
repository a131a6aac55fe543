extension FunctionRegistry {
    /// Functions of rules/geo.yml.
    static let geo: [any RuleFunction.Type] = [
        GeoExpectation.self, AppConfigConsistency.self, TemplateJurisdiction.self, GeoUnknown.self,
    ]
}
