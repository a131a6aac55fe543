/// Reports an IAB purpose, special purpose, feature or special feature that vendors use but for
/// which the preferences offer no group (`<prefix>_<n>` anywhere in the purpose tree). The
/// preference center then never shows it, so users cannot see or decide on what those vendors do
/// (cmp-api.md §4.1). Ids the dictionaries do not define are `vendorReferencesDefined`'s concern.
struct VendorPurposesOffered: SetFunction {
    static let name = "vendorPurposesOffered"
    static let level = FunctionLevel.set
    static let summary = "Every IAB item a vendor uses must have a group in the preferences purpose tree."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let block = IABVendorsBlock(set: set), let preferences = set.document(.preferences),
              preferences.node(atPath: ["pcUIData", "purposeTree", "purposes"]).map({ preferences.kind($0) == .array }) == true
        else { return [] }
        let prefixes = block.prefixes
        let offered = Set(IABGroupID.groups(in: preferences, prefixes: prefixes).map(\.id))
        let vendors = block.vendors
        var results: [FunctionResult] = []
        for kind in IABItemKind.numbered {
            guard let prefix = prefixes[kind], let dictionary = kind.dictionaryKey, let defined = block.definedIDs(dictionary) else { continue }
            var users: [Int: Int] = [:]
            for vendor in vendors {
                let used = Set(kind.vendorArrays.flatMap { vendor.ids(in: $0).map(\.id) })
                for id in used { users[id, default: 0] += 1 }
            }
            for (id, count) in users.sorted(by: { $0.key < $1.key }) where !offered.contains(IABGroupID(kind: kind, number: id)) {
                guard let entry = defined[id] else { continue }
                let groupId = "\(prefix)_\(id)"
                results.append(FunctionResult(
                    message: "IAB \(kind.label) \(id) is used by \(count) vendor\(count == 1 ? "" : "s"), but the preferences offer no group \(groupId): the preference center never shows it, so users cannot see or decide on it",
                    node: entry, component: .vendors,
                    evidence: [
                        JSONMember(key: "groupId", value: .string(groupId)),
                        JSONMember(key: "vendors", value: .number(String(count))),
                    ]))
            }
        }
        return results
    }
}
