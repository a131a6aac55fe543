import CMPLintDocuments
import CMPLintPaths

/// Reports a set without a vendors snapshot while IAB TCF is in scope (`IABScope`: a TCF template at
/// the rule's `template` path, or an IAB group among the rule's `groups`). The SDK still starts, but
/// the Vendor List is not accessible until the next online session and the SDK logs "Vendors data is
/// not available for offline mode." (OneTrust iOS SDK Offline Mode documentation,
/// https://developer.onetrust.com/onetrust/docs/ios-offline-mode, sections 3 'Capturing the Offline
/// Data' and 9 'Cached vs. Offline Data (Per-Component Mixing)', confirmed).
package struct VendorsPresence: SetCheck {
    package static let summary =
        "A set in IAB TCF scope (a TCF template at `template`, or an IAB group among `groups`) must hold a vendors snapshot."
    package static let options = IABScopeOptions.options
    package static let facts: [FactSpec] = [
        FactSpec("template", "the TCF template that puts IAB TCF in scope (absent when an IAB group does)"),
        FactSpec("group", "the groupId of the IAB group that puts IAB TCF in scope (absent when the template does)"),
    ]

    package let scope: IABScopeOptions

    package init(options: FunctionOptions) throws(YAMLError) {
        scope = try IABScopeOptions(options: options)
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard !set.isPartial, set[.vendors] == nil,
            let scope = scope.evidence(in: set)
        else { return [] }
        let facts: [String: JSONValue]
        switch scope.reason {
        case .template(let name): facts = ["template": .string(name)]
        case .group(let groupId): facts = ["group": .string(groupId)]
        }
        return [FunctionResult(facts: facts, node: scope.node, component: scope.component)]
    }
}
