/// Reports a set without a vendors snapshot while IAB TCF is in scope. The SDK still starts, but
/// the Vendor List is not accessible until the next online session (offline-mode.txt §3, §9).
struct VendorsPresence: SetFunction {
    static let name = "vendorsPresence"
    static let level = FunctionLevel.set
    static let summary = "A set in IAB TCF scope must hold a vendors snapshot."

    /// The SDK's own log line for this case (offline-mode.txt §9).
    static let sdkWarning = "Vendors data is not available for offline mode. The Vendor List will not be accessible until the next successful online session."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard !set.isPartial, set[.vendors] == nil, let scope = IABScope.evidence(in: set) else { return [] }
        return [FunctionResult(
            message: "no vendors snapshot although IAB TCF is in scope (\(scope.reason)): the SDK will initialise, but the Vendor List is not accessible until the next online session (the SDK logs: \"\(Self.sdkWarning)\")",
            node: scope.node, component: scope.component)]
    }
}
