/// Reports a `groupId` that the purpose tree defines twice (children included), at the repeat. The
/// SDK keys consent, SDK lists and `groupsHierarchy` by groupId (cmp-api.md §1.3, §1.4, §3), so two
/// purposes with one id share one consent state and one of them cannot be told apart (inferred).
struct DuplicateGroupIDs: DocumentFunction {
    static let name = "duplicateGroupIds"
    static let level = FunctionLevel.document
    static let summary = "No `groupId` may appear twice in `pcUIData.purposeTree.purposes` (children included)."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard let document = file.document else { return [] }
        var first: [String: PurposeGroup] = [:]
        var results: [FunctionResult] = []
        for group in PurposeTree.groups(in: document) {
            guard let earlier = first[group.groupId] else {
                first[group.groupId] = group
                continue
            }
            let firstPointer = document.pointer(earlier.groupIdNode)
            results.append(FunctionResult(
                message: "groupId \(JSONValue.quoted(group.groupId)) is defined again (first at \(firstPointer)): both purposes would share one consent state",
                node: group.groupIdNode,
                evidence: [JSONMember(key: "groupId", value: .string(group.groupId)), JSONMember(key: "first", value: .string(firstPointer)),
                           JSONMember(key: "firstAt", value: .string(document.start(earlier.groupIdNode).description))]))
        }
        return results
    }
}
