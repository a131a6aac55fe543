import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Reports IAB groupId prefixes that do not belong to the set's TCF version: the template `IAB2V2`
/// uses the TCF 2.2 prefixes (`IAB2V2`, `ISP2V2`, `IFE2V2`, `ISF2V2`, `V2STACK`), `IAB2` the TCF 2.0
/// ones (`IABV2`, `ISPV2`, `IFEV2`, `ISFV2`; see `IABFamily`). A `groupPrefixes` member of the other
/// version, or a preference group named with the other version's prefix, breaks the join between
/// preference groups and vendors (OneTrust CMP API reference, "Get IAB and Google Vendors",
/// https://developer.onetrust.com/onetrust/reference/get_vendors). Without an IAB template the
/// vendors' `groupPrefixes` decide the version, when they are one family's. The TCF 2.0 stack prefix
/// is unknown and stacks are never flagged.
package struct IABGroupPrefixes: SetCheck {
    package static let summary =
        "groupPrefixes and the preferences' IAB groupIds must use the prefix family of the template's TCF version."
    package static let options = [
        OptionSpec(
            "iabVendors", .paths,
            "the vendors snapshot's IAB vendor list; nothing is checked unless it is there as an object (e.g. #IABVendors)",
            required: true),
        OptionSpec(
            "groupPrefixes", .paths, "the vendors snapshot's groupId prefixes by kind (e.g. #IABGroupPrefixes)",
            required: true),
        OptionSpec(
            "template", .paths,
            "the template type, read in the preferences, else in the vendors snapshot (e.g. #AppConfig.templateType)",
            required: true),
        GroupSelection.groupsOption, GroupSelection.groupIdOption, GroupSelection.groupTypeOption,
    ]
    package static let facts = [
        FactSpec("member", "the groupPrefixes member (its kind: purpose, stack, …)"),
        FactSpec("prefix", "the prefix found"),
        FactSpec("prefixFamily", "the TCF version the found prefix belongs to, when it is a known one"),
        FactSpec("expectedPrefix", "the prefix of the expected TCF version"),
        FactSpec("family", "the expected TCF version (TCF 2.2 or TCF 2.0)"),
        FactSpec("template", "the template type that decided the version; absent when the vendors' groupPrefixes did"),
        FactSpec("groupId", "the preference group's id (case group)"),
        FactSpec("id", "the group's numeric id (case group)"),
        FactSpec("kind", "the group's IAB item kind (case group)"),
    ]
    package static let messageCases = ["group"]

    package let iabVendors: SelectorWalker
    package let prefixes: SelectorWalker
    package let template: SelectorWalker
    package let groups: GroupSelection

    package init(options: FunctionOptions) throws(YAMLError) {
        iabVendors = SelectorWalker(selectors: try options.paths("iabVendors") ?? [])
        prefixes = SelectorWalker(selectors: try options.paths("groupPrefixes") ?? [])
        template = SelectorWalker(selectors: try options.paths("template") ?? [])
        groups = try GroupSelection(options: options, withType: true)
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let vendors = set.response(.vendors), !CoherenceSelection.objects(iabVendors, in: vendors).isEmpty else {
            return []
        }
        let preferences = set.response(.preferences)
        let templateType =
            preferences.flatMap { CoherenceSelection.firstString(template, in: $0)?.value }
            ?? CoherenceSelection.firstString(template, in: vendors)?.value
        let members = IABReading.prefixMembers(prefixes, in: vendors)
        var results: [FunctionResult] = []
        let expected: IABFamily
        var base: [String: JSONValue] = [:]
        if let templateType, let family = IABFamily.forTemplate(templateType) {
            expected = family
            base = ["family": .string(family.name), "template": .string(templateType)]
            for kind in IABItemKind.allCases {
                guard let want = family.prefixes[kind], let have = members[kind], have.value != want else { continue }
                var facts = base.merging([
                    "member": .string(kind.prefixKey), "prefix": .string(have.value),
                    "expectedPrefix": .string(want),
                ]) { $1 }
                if let other = IABFamily.all.first(where: { $0 != family && $0.prefixes[kind] == have.value }) {
                    facts["prefixFamily"] = .string(other.name)
                }
                results.append(
                    FunctionResult(
                        facts: facts, node: have.node, component: .vendors,
                        evidence: [
                            JSONMember(key: "found", value: .string(have.value)),
                            JSONMember(key: "expected", value: .string(want)),
                        ]))
            }
        } else if let family = IABFamily.matching(members.mapValues(\.value)) {
            expected = family
            base = ["family": .string(family.name)]
        } else {
            return results
        }
        guard let preferences else { return results }
        let groups = groups.groups(in: preferences).filter { !IABGroupID.isStack($0) }
        for other in IABFamily.all where other != expected {
            for group in groups {
                guard let id = IABGroupID.parse(group.groupId, prefixes: other.prefixes),
                    let found = other.prefixes[id.kind], let want = expected.prefixes[id.kind]
                else { continue }
                let facts = base.merging([
                    "groupId": .string(group.groupId), "prefixFamily": .string(other.name), "prefix": .string(found),
                    "expectedPrefix": .string(want), "id": .number(String(id.number)), "kind": .string(id.kind.label),
                ]) { $1 }
                results.append(
                    FunctionResult(
                        facts: facts, case: "group", node: group.groupIdNode, component: .preferences,
                        evidence: [
                            JSONMember(key: "found", value: .string(found)),
                            JSONMember(key: "expected", value: .string(want)),
                        ]))
            }
        }
        return results
    }
}
