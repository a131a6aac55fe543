import CMPLintDocuments
import CMPLintPaths

/// Whether IAB TCF is in scope for a set: the template is a TCF one (`IAB2`, `IAB2V2`), or the
/// preferences hold IAB groups (IAB purposes, special purposes, features, special features and
/// stacks have `IAB2…` types; OneTrust CMP API reference,
/// https://developer.onetrust.com/onetrust/reference, `appConfig.templateType` and
/// `pcUIData.purposeTree`, confirmed). Then the SDK expects a vendors snapshot (OneTrust iOS SDK
/// Offline Mode documentation, https://developer.onetrust.com/onetrust/docs/ios-offline-mode,
/// section 1 'Quick Start': vendors data "only if IAB TCF is in scope"). Where the template and the groups are is the
/// rule's to say.
package enum IABScope {
    package static let tcfTemplates: Set<String> = ["IAB2", "IAB2V2"]

    package enum Reason: Equatable {
        case template(String)
        case group(String)
    }

    /// The node that shows TCF is in scope (a template at `template` in any component, or an IAB
    /// group's `groupId` among the preferences' `groups`), with the reason.
    package static func evidence(in set: SnapshotSet, template: SelectorWalker, groups: SelectorWalker)
        -> (component: ComponentKind, node: JSONNodeID, reason: Reason)?
    {
        for (kind, _, document) in set.documents {
            if let found = document.firstString(matching: template), tcfTemplates.contains(found.value) {
                return (kind, found.node, .template(found.value))
            }
        }
        guard let preferences = set.document(.preferences) else { return nil }
        for group in preferences.nodes(matching: groups) where preferences.kind(group) == .object {
            guard let idNode = preferences.member(group, "groupId"), let groupId = preferences.string(idNode),
                let type = preferences.member(group, "type").flatMap({ preferences.string($0) }),
                isIABGroupType(type)
            else { continue }
            return (.preferences, idNode, .group(groupId))
        }
        return nil
    }

    /// IAB purposes, special purposes, features, special features and stacks have `IAB2…` types.
    package static func isIABGroupType(_ type: String) -> Bool {
        type.hasPrefix("IAB2")
    }
}

/// The two places a rule names for `IABScope`: where a component says its template, and the
/// preferences' purpose groups. Checks that apply only to TCF sets take them as options.
package struct IABScopeOptions {
    package static let options: [OptionSpec] = [
        OptionSpec("template", .paths, "where a component says which template it carries", required: true),
        OptionSpec(
            "groups", .paths, "the preferences' purpose groups (objects with `groupId` and `type`)", required: true),
    ]

    package let template: SelectorWalker
    package let groups: SelectorWalker

    package init(options: FunctionOptions) throws(YAMLError) {
        template = SelectorWalker(selectors: try options.paths("template") ?? [])
        groups = SelectorWalker(selectors: try options.paths("groups") ?? [])
    }

    /// `IABScope.evidence` with these places.
    package func evidence(in set: SnapshotSet) -> (component: ComponentKind, node: JSONNodeID, reason: IABScope.Reason)?
    {
        IABScope.evidence(in: set, template: template, groups: groups)
    }
}
