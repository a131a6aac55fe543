import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Reports an IAB purpose, special purpose, feature or special feature that vendors use but for
/// which the preferences offer no group (`<prefix>_<n>` anywhere among the groups). The preference
/// center then never shows it, so users cannot see or decide on what those vendors do (the join of
/// groupId = prefix + `_` + id, OneTrust CMP API reference, "Get IAB and Google Vendors",
/// https://developer.onetrust.com/onetrust/reference/get_vendors). Ids the dictionaries do not
/// define are `vendorReferencesDefined`'s concern.
package struct VendorPurposesOffered: SetCheck {
    package static let summary = "Every IAB item a vendor uses must have a group in the preferences."
    package static let options = [
        OptionSpec(
            "purposeTree", .paths,
            "the preferences' list of groups; nothing is checked unless it is there as a list (e.g. #PurposeTree)",
            required: true),
        GroupSelection.groupsOption, GroupSelection.groupIdOption, GroupSelection.groupTypeOption,
        OptionSpec(
            "groupPrefixes", .paths, "the vendors snapshot's groupId prefixes by kind (e.g. #IABGroupPrefixes)",
            required: true),
        OptionSpec("vendors", .paths, "the IAB vendors, keyed by vendor id (e.g. #IABVendorList)", required: true),
        OptionSpec(
            "vendorArrays", CoherenceOptions.perKind(.strings, "the vendor members listing ids"),
            "per kind (purpose, specialPurpose, feature, specialFeature), the vendor members whose ids make a vendor use an item",
            required: true),
        OptionSpec(
            "dictionaries", CoherenceOptions.perKind(.paths, "the vendors snapshot's dictionary"),
            "per kind, where the vendors snapshot defines its ids; the finding points at the entry, and undefined ids are skipped",
            required: true),
    ]
    package static let facts = [
        FactSpec("kind", "the IAB item kind: purpose, special purpose, feature or special feature"),
        FactSpec("id", "the item's numeric id"),
        FactSpec("vendors", "how many vendors use it"),
        FactSpec("single", "true when one vendor uses it"),
        FactSpec("groupId", "the group id the preferences would have for it"),
    ]

    package let purposeTree: SelectorWalker
    package let groups: GroupSelection
    package let prefixes: SelectorWalker
    package let vendors: SelectorWalker
    package let vendorArrays: [IABItemKind: [String]]
    package let dictionaries: [IABItemKind: SelectorWalker]

    package init(options: FunctionOptions) throws(YAMLError) {
        purposeTree = SelectorWalker(selectors: try options.paths("purposeTree") ?? [])
        groups = try GroupSelection(options: options, withType: true)
        prefixes = SelectorWalker(selectors: try options.paths("groupPrefixes") ?? [])
        vendors = SelectorWalker(selectors: try options.paths("vendors") ?? [])
        vendorArrays = CoherenceOptions.byKind(try CoherenceOptions.stringsByKey("vendorArrays", options))
        dictionaries = CoherenceOptions.byKind(try CoherenceOptions.pathsByKey("dictionaries", options)).mapValues(
            SelectorWalker.init)
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let document = set.response(.vendors), let preferences = set.response(.preferences),
            CoherenceSelection.hasArray(purposeTree, in: preferences)
        else { return [] }
        let prefixes = IABReading.prefixes(prefixes, in: document)
        let offered = Set(IABGroupID.groups(groups.groups(in: preferences), prefixes: prefixes).map(\.id))
        var results: [FunctionResult] = []
        for kind in IABItemKind.numbered {
            guard let prefix = prefixes[kind], let dictionary = dictionaries[kind],
                let defined = IABReading.definedIDs(dictionary, in: document)
            else { continue }
            let users = IABReading.vendorUsage(vendors, arrays: vendorArrays[kind] ?? [], in: set)
            for (id, count) in users.sorted where !offered.contains(IABGroupID(kind: kind, number: id)) {
                guard let entry = defined[id] else { continue }
                let groupId = "\(prefix)_\(id)"
                results.append(
                    FunctionResult(
                        facts: [
                            "kind": .string(kind.label), "id": .number(String(id)), "vendors": .number(String(count)),
                            "single": .bool(count == 1), "groupId": .string(groupId),
                        ],
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
