/// Reports broken or one-sided links between preference groups and general (non-IAB) vendors:
/// a group's `generalVendorsIds` names keys of the vendors snapshot's `generalVendors`, and each
/// general vendor's `linkedGroupIds` names groups (cmp-api.md §4.1; the fields are confirmed, the
/// pairing is inferred). A name that does not resolve, or a link only one side states, means the
/// group's vendor list and the vendor's purposes disagree.
struct GeneralVendorLinks: SetFunction {
    static let name = "generalVendorLinks"
    static let level = FunctionLevel.set
    static let summary = "Group generalVendorsIds and general vendors' linkedGroupIds must resolve and mirror each other."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    /// The string elements of an array member, with their nodes.
    private static func strings(_ object: JSONNodeID, _ key: String, in document: JSONDocument) -> [(value: String, node: JSONNodeID)] {
        guard let array = document.member(object, key) else { return [] }
        return document.elements(array).compactMap { element in document.string(element).map { ($0, element) } }
    }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let vendorsDocument = set.document(.vendors), let preferences = set.document(.preferences),
              let tree = preferences.node(atPath: ["pcUIData", "purposeTree", "purposes"]), preferences.kind(tree) == .array
        else { return [] }

        // groupId → the vendor ids its groups list (a repeated groupId lists the union).
        var groupVendors: [String: Set<String>] = [:]
        var groupLinks: [(groupId: String, vendorId: String, node: JSONNodeID)] = []
        for group in PurposeTree.groups(in: preferences) {
            let ids = Self.strings(group.node, "generalVendorsIds", in: preferences)
            groupVendors[group.groupId, default: []].formUnion(ids.map(\.value))
            groupLinks += ids.map { (group.groupId, $0.value, $0.node) }
        }

        // vendor key → the groups it links to.
        var vendorGroups: [String: Set<String>] = [:]
        var vendorLinks: [(vendorId: String, groupId: String, node: JSONNodeID)] = []
        if let general = vendorsDocument.node(atPath: ["generalVendors"]), vendorsDocument.kind(general) == .object {
            for member in vendorsDocument.members(general) {
                guard let key = vendorsDocument.string(member.key) else { continue }
                let ids = vendorsDocument.kind(member.value) == .object ? Self.strings(member.value, "linkedGroupIds", in: vendorsDocument) : []
                vendorGroups[key, default: []].formUnion(ids.map(\.value))
                vendorLinks += ids.map { (key, $0.value, $0.node) }
            }
        }

        var results: [FunctionResult] = []
        for link in groupLinks {
            let message: String
            if let linked = vendorGroups[link.vendorId] {
                guard !linked.contains(link.groupId) else { continue }
                message = "group \(link.groupId) lists general vendor \(link.vendorId), but \(link.vendorId)'s linkedGroupIds in the vendors snapshot does not name \(link.groupId): the two snapshots disagree on what the vendor is used for"
            } else {
                message = "group \(link.groupId) lists general vendor \(link.vendorId), which generalVendors in the vendors snapshot does not define: the SDK cannot show that vendor under the group"
            }
            results.append(FunctionResult(message: message, node: link.node, component: .preferences, evidence: [
                JSONMember(key: "groupId", value: .string(link.groupId)),
                JSONMember(key: "vendor", value: .string(link.vendorId)),
            ]))
        }
        for link in vendorLinks {
            let message: String
            if let listed = groupVendors[link.groupId] {
                guard !listed.contains(link.vendorId) else { continue }
                message = "general vendor \(link.vendorId) is linked to group \(link.groupId), but \(link.groupId)'s generalVendorsIds in the preferences does not list \(link.vendorId): the two snapshots disagree on what the vendor is used for"
            } else {
                message = "general vendor \(link.vendorId) is linked to group \(link.groupId), which the preferences purpose tree does not define: the vendor's consent follows no group"
            }
            results.append(FunctionResult(message: message, node: link.node, component: .vendors, evidence: [
                JSONMember(key: "vendor", value: .string(link.vendorId)),
                JSONMember(key: "groupId", value: .string(link.groupId)),
            ]))
        }
        return results
    }
}
