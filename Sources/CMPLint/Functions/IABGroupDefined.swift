import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Reports a numbered IAB group of the preferences (`IAB2V2_12`) whose id the vendors snapshot's
/// dictionaries do not define. The SDK joins the two by `groupPrefixes` and the number
/// (groupId = prefix + `_` + id; OneTrust CMP API reference, "Get IAB and Google Vendors",
/// https://developer.onetrust.com/onetrust/reference/get_vendors); a group without a dictionary
/// entry has no IAB text and no vendors. The groups, `groupPrefixes` and the dictionaries are where
/// the rule's options say.
package struct IABGroupDefined: SetCheck {
    package static let summary =
        "Every numbered IAB group in the preferences must be defined in the vendors snapshot's dictionary of its kind."
    package static let options = [
        GroupSelection.groupsOption, GroupSelection.groupIdOption, GroupSelection.groupTypeOption,
        OptionSpec(
            "groupPrefixes", .paths, "the vendors snapshot's groupId prefixes by kind (e.g. #IABGroupPrefixes)",
            required: true),
        OptionSpec(
            "dictionaries", CoherenceOptions.perKind(.paths, "the vendors snapshot's dictionary"),
            "per kind (purpose, specialPurpose, feature, specialFeature), where the vendors snapshot defines its ids; kinds not named are not checked",
            required: true),
    ]
    package static let facts = [
        FactSpec("groupId", "the group's id"),
        FactSpec("kind", "the IAB item kind: purpose, special purpose, feature or special feature"),
        FactSpec("id", "the item's numeric id"),
        FactSpec("dictionary", "the dictionary's member name (e.g. purposes)"),
        FactSpec("definedAt", "the dictionary's path, without the leading `$.`"),
    ]
    package static let messageCases = ["noDictionary"]

    package let groups: GroupSelection
    package let prefixes: SelectorWalker
    package let dictionaries: [IABItemKind: SelectorWalker]

    package init(options: FunctionOptions) throws(YAMLError) {
        groups = try GroupSelection(options: options, withType: true)
        prefixes = SelectorWalker(selectors: try options.paths("groupPrefixes") ?? [])
        dictionaries = CoherenceOptions.byKind(try CoherenceOptions.pathsByKey("dictionaries", options)).mapValues(
            SelectorWalker.init)
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let vendors = set.response(.vendors), let preferences = set.response(.preferences) else { return [] }
        // Kinds whose dictionary is absent map to nil.
        var defined: [IABItemKind: IABIDMap<JSONNodeID>?] = [:]
        for (kind, walker) in dictionaries { defined[kind] = IABReading.definedIDs(walker, in: vendors) }
        var results: [FunctionResult] = []
        let prefixes = IABReading.prefixes(prefixes, in: vendors)
        for item in IABGroupID.groups(groups.groups(in: preferences), prefixes: prefixes) {
            guard let selectors = dictionaries[item.id.kind]?.selectors, let ids = defined[item.id.kind] else {
                continue
            }
            if ids?[item.id.number] != nil { continue }
            let dictionary = CoherencePathText.lastKey(selectors)
            results.append(
                FunctionResult(
                    facts: [
                        "groupId": .string(item.group.groupId), "kind": .string(item.id.kind.label),
                        "id": .number(String(item.id.number)), "dictionary": .string(dictionary),
                        "definedAt": .array(CoherencePathText.of(selectors).map(JSONValue.string)),
                    ],
                    case: ids == nil ? "noDictionary" : nil,
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
