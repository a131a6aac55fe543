/// Whether IAB TCF is in scope for a set: the template is a TCF one (`IAB2`, `IAB2V2`), or the
/// preferences hold IAB groups (cmp-api.md §3, §5). Then the SDK expects a vendors snapshot
/// (offline-mode.txt §1: "only if IAB TCF is in scope").
enum IABScope {
    static let tcfTemplates: Set<String> = ["IAB2", "IAB2V2"]

    /// The node that shows TCF is in scope (a templateType or an IAB group's groupId), with the reason.
    static func evidence(in set: SnapshotSet) -> (component: ComponentKind, node: JSONNodeID, reason: String)? {
        for (kind, _, document) in set.documents {
            if let template = document.appConfigString("templateType"), tcfTemplates.contains(template.value) {
                return (kind, template.node, "template \(template.value)")
            }
        }
        if let preferences = set.document(.preferences),
           let group = PurposeTree.groups(in: preferences).first(where: isIABGroup) {
            return (.preferences, group.groupIdNode, "IAB group \(group.groupId)")
        }
        return nil
    }

    /// IAB purposes, special purposes, features, special features and stacks have `IAB2…` types.
    static func isIABGroup(_ group: PurposeGroup) -> Bool {
        group.type?.hasPrefix("IAB2") == true
    }
}
