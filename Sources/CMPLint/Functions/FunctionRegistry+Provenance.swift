extension FunctionRegistry {
    /// Functions of rules/provenance.yml: the checks of a set's capture manifest.
    package static let provenance: [any RuleFunction.Type] = [CaptureManifestChecks.self]
}
