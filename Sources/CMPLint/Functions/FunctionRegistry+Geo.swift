extension FunctionRegistry {
    /// Functions of rules/geo.yml (geo-inconsistent and template-inconsistent use the generic `sameValue`).
    static let geo: [any RuleFunction.Type] = [GeoChecks.self]
}
