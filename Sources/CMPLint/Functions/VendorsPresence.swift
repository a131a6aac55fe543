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
    package static let options: [OptionSpec] = [
        OptionSpec("template", .paths, "where a component says which template it carries", required: true),
        OptionSpec(
            "groups", .paths, "the preferences' purpose groups (objects with `groupId` and `type`)", required: true),
    ]
    package static let facts: [FactSpec] = [
        FactSpec("template", "the TCF template that puts IAB TCF in scope (absent when an IAB group does)"),
        FactSpec("group", "the groupId of the IAB group that puts IAB TCF in scope (absent when the template does)"),
    ]

    package let template: SelectorWalker
    package let groups: SelectorWalker

    package init(options: FunctionOptions) throws(YAMLError) {
        template = SelectorWalker(selectors: try options.paths("template") ?? [])
        groups = SelectorWalker(selectors: try options.paths("groups") ?? [])
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard !set.isPartial, set[.vendors] == nil,
            let scope = IABScope.evidence(in: set, template: template, groups: groups)
        else { return [] }
        let facts: [String: JSONValue]
        switch scope.reason {
        case .template(let name): facts = ["template": .string(name)]
        case .group(let groupId): facts = ["group": .string(groupId)]
        }
        return [FunctionResult(facts: facts, node: scope.node, component: scope.component)]
    }
}
