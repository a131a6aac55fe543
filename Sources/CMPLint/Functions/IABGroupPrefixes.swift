/// Reports IAB groupId prefixes that do not belong to the set's TCF version (cmp-api.md §5): the
/// template `IAB2V2` uses the TCF 2.2 prefixes (`IAB2V2`, `ISP2V2`, `IFE2V2`, `ISF2V2`, `V2STACK`),
/// `IAB2` the TCF 2.0 ones (`IABV2`, `ISPV2`, `IFEV2`, `ISFV2`). A `groupPrefixes` member of the
/// other version, or a preference group named with the other version's prefix, breaks the join
/// between preference groups and vendors. Without an IAB template the vendors' `groupPrefixes`
/// decide the version, when they are one family's. The TCF 2.0 stack prefix is unknown and stacks
/// are never flagged.
struct IABGroupPrefixes: SetFunction {
    static let name = "iabGroupPrefixes"
    static let level = FunctionLevel.set
    static let summary = "groupPrefixes and the preferences' IAB groupIds must use the prefix family of the template's TCF version."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let block = IABVendorsBlock(set: set) else { return [] }
        let preferences = set.document(.preferences)
        let template = preferences?.appConfigString("templateType")?.value
            ?? block.document.appConfigString("templateType")?.value
        let members = block.prefixMembers
        var results: [FunctionResult] = []
        let expected: IABFamily
        let source: String
        if let template, let family = IABFamily.forTemplate(template) {
            expected = family
            source = "template \(template) uses \(family.name)"
            for kind in IABItemKind.allCases {
                guard let want = family.prefixes[kind], let have = members[kind], have.value != want else { continue }
                let other = IABFamily.all.first { $0 != family && $0.prefixes[kind] == have.value }
                let what = other.map { "the \($0.name) prefix" } ?? "not a known prefix"
                results.append(FunctionResult(
                    message: "groupPrefixes.\(kind.prefixKey) is '\(have.value)' (\(what)), but \(source) ('\(want)'): the SDK cannot join preference groups to these vendors",
                    node: have.node, component: .vendors,
                    evidence: [
                        JSONMember(key: "found", value: .string(have.value)),
                        JSONMember(key: "expected", value: .string(want)),
                    ]))
            }
        } else if let family = IABFamily.matching(members.mapValues(\.value)) {
            expected = family
            source = "the vendors snapshot's groupPrefixes use \(family.name)"
        } else {
            return results
        }
        guard let preferences else { return results }
        let groups = PurposeTree.groups(in: preferences).filter { !IABGroupID.isStack($0) }
        for other in IABFamily.all where other != expected {
            for group in groups {
                guard let id = IABGroupID.parse(group.groupId, prefixes: other.prefixes),
                      let found = other.prefixes[id.kind], let want = expected.prefixes[id.kind] else { continue }
                results.append(FunctionResult(
                    message: "group \(group.groupId) has the \(other.name) prefix '\(found)', but \(source) ('\(want)_\(id.number)'): the SDK will not join it to the vendors' \(id.kind.label)s",
                    node: group.groupIdNode, component: .preferences,
                    evidence: [
                        JSONMember(key: "found", value: .string(found)),
                        JSONMember(key: "expected", value: .string(want)),
                    ]))
            }
        }
        return results
    }
}
