/// Reports a numbered IAB group of the preferences (`IAB2V2_12`) whose id the vendors snapshot's
/// dictionaries do not define. The SDK joins the two by `groupPrefixes` and the number
/// (cmp-api.md §4.1); a group without a dictionary entry has no IAB text and no vendors.
struct IABGroupDefined: SetFunction {
    static let name = "iabGroupDefined"
    static let level = FunctionLevel.set
    static let summary = "Every numbered IAB group in the preferences must be defined in the vendors snapshot's iab2V2Vendors dictionaries."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let vendors = IABVendorsBlock(set: set), let preferences = set.document(.preferences) else { return [] }
        let prefixes = vendors.prefixes
        // Kinds whose dictionary is absent have no entry here.
        var defined: [IABItemKind: [Int: JSONNodeID]] = [:]
        for kind in IABItemKind.numbered { defined[kind] = vendors.definedIDs(kind.dictionaryKey ?? "") }
        var results: [FunctionResult] = []
        for item in IABGroupID.groups(in: preferences, prefixes: prefixes) {
            let dictionary = item.id.kind.dictionaryKey ?? ""
            let ids = defined[item.id.kind]
            if ids?[item.id.number] != nil { continue }
            let why = ids == nil
                ? "the vendors snapshot has no iab2V2Vendors.\(dictionary) dictionary"
                : "iab2V2Vendors.\(dictionary) in the vendors snapshot does not define \(item.id.number)"
            results.append(FunctionResult(
                message: "group \(item.group.groupId) is IAB \(item.id.kind.label) \(item.id.number), but \(why): the SDK has no IAB name, description or vendors for it",
                node: item.group.groupIdNode, component: .preferences,
                evidence: [
                    JSONMember(key: "groupId", value: .string(item.group.groupId)),
                    JSONMember(key: "dictionary", value: .string(dictionary)),
                    JSONMember(key: "id", value: .number(String(item.id.number))),
                ]))
        }
        return results
    }
}
