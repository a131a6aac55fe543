extension FunctionRegistry {
    /// Functions of rules/geo.yml (geo-inconsistent and template-inconsistent use the generic `sameValue`).
    package static let geo: [any RuleFunction.Type] = [GeoChecks.self]
}
