/// Reports group ids that banner or preferences name outside the purpose tree (`groupsHierarchy`
/// keys and nested children, `prompts.*.linkedCategories`, `appConfig.globalOptOutData`; see
/// `GroupReferences`) but the preferences purpose tree does not define (cmp-api.md §1.1, §1.4, §2,
/// §3). The SDK joins these to `pcUIData.purposeTree.purposes` by groupId; a reference to nothing is
/// left without a purpose (inferred), e.g. SDKs in no category or an age gate restricting nothing.
/// Without a parseable preferences purpose tree nothing can be checked, and other rules report that.
struct DanglingGroupReferences: SetFunction {
    static let name = "danglingGroupReferences"
    static let level = FunctionLevel.set
    static let summary = "Group ids named in `groupsHierarchy`, prompts and `globalOptOutData` must be defined by the preferences purpose tree."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let preferences = set.document(.preferences),
              let purposes = preferences.node(atPath: ["pcUIData", "purposeTree", "purposes"]),
              preferences.kind(purposes) == .array
        else { return [] }
        let defined = Set(PurposeTree.groups(in: preferences).map(\.groupId))
        var results: [FunctionResult] = []
        for (kind, _, document) in set.documents {
            for reference in GroupReferences.all(in: document) where !defined.contains(reference.groupId) {
                results.append(FunctionResult(
                    message: "\(reference.place) names group \(JSONValue.quoted(reference.groupId)), which the preferences purpose tree does not define: the SDK has no purpose to attach it to",
                    node: reference.node, component: kind,
                    evidence: [JSONMember(key: "groupId", value: .string(reference.groupId))]))
            }
        }
        return results
    }
}
