import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Reports a group's stated partner count (`vendorsLinkedInfo`, "310 partners can use this
/// purpose") that differs from the count of IAB vendors in the vendors snapshot that use the group's
/// item: the vendors whose `vendorArrays` for the item's kind list its id (OneTrust CMP API
/// reference, "Get Preference Center Data" and "Get IAB and Google Vendors",
/// https://developer.onetrust.com/onetrust/reference/get_preferences,
/// https://developer.onetrust.com/onetrust/reference/get_vendors). The number is the first integer
/// in the text, in any script's decimal digits, as the Roku SDK's `getVendorCount` reads it
/// ([C-code]); text without a number is skipped.
package struct VendorsLinkedCount: SetCheck {
    package static let summary =
        "A group's stated partner count must equal the number of IAB vendors that use its purpose or feature."
    package static let options = [
        GroupSelection.groupsOption, GroupSelection.groupIdOption, GroupSelection.groupTypeOption,
        OptionSpec(
            "linkedInfo", .string, "the member of a group stating how many vendors use it (e.g. vendorsLinkedInfo)",
            required: true),
        OptionSpec(
            "groupPrefixes", .paths, "the vendors snapshot's groupId prefixes by kind (e.g. #IABGroupPrefixes)",
            required: true),
        OptionSpec(
            "vendors", .paths,
            "the IAB vendors, keyed by vendor id; nothing is checked unless they are there as an object (e.g. #IABVendorList)",
            required: true),
        OptionSpec(
            "vendorArrays", CoherenceOptions.perKind(.strings, "the vendor members counted"),
            "per kind (purpose, specialPurpose, feature, specialFeature), the vendor members whose ids count a vendor for an item; kinds not named are not checked",
            required: true),
    ]
    package static let facts = [
        FactSpec("groupId", "the group's id"),
        FactSpec("stated", "the count the text states"),
        FactSpec("actual", "how many IAB vendors use the item"),
        FactSpec("single", "true when exactly one vendor uses it"),
        FactSpec("kind", "the IAB item kind: purpose, special purpose, feature or special feature"),
        FactSpec("purpose", "true for an IAB purpose"),
        FactSpec("id", "the item's numeric id"),
    ]

    package let groups: GroupSelection
    package let linkedInfo: String
    package let prefixes: SelectorWalker
    package let vendors: SelectorWalker
    package let vendorArrays: [IABItemKind: [String]]

    package init(options: FunctionOptions) throws(YAMLError) {
        groups = try GroupSelection(options: options, withType: true)
        linkedInfo = try options.string("linkedInfo") ?? ""
        prefixes = SelectorWalker(selectors: try options.paths("groupPrefixes") ?? [])
        vendors = SelectorWalker(selectors: try options.paths("vendors") ?? [])
        vendorArrays = CoherenceOptions.byKind(try CoherenceOptions.stringsByKey("vendorArrays", options))
    }

    /// The first run of decimal digits in `text` (any script), as an integer; nil if none or too long.
    package static func firstInteger(in text: String) -> Int? {
        var value = 0
        var digits = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue.map(Int.init) {
                guard digits < 15 else { return nil }
                value = value * 10 + digit
                digits += 1
            } else if digits > 0 {
                break
            }
        }
        return digits > 0 ? value : nil
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let document = set.response(.vendors), IABReading.vendors(vendors, in: set) != nil,
            let preferences = set.response(.preferences)
        else { return [] }
        let counts = vendorArrays.filter { $0.key != .stack }.mapValues {
            IABReading.vendorUsage(vendors, arrays: $0, in: set)
        }
        var results: [FunctionResult] = []
        for item in IABGroupID.groups(
            groups.groups(in: preferences), prefixes: IABReading.prefixes(prefixes, in: document))
        {
            guard let users = counts[item.id.kind], let info = preferences.member(item.group.node, linkedInfo),
                let text = preferences.string(info), let stated = Self.firstInteger(in: text)
            else { continue }
            let actual = users[item.id.number] ?? 0
            guard stated != actual else { continue }
            results.append(
                FunctionResult(
                    facts: [
                        "groupId": .string(item.group.groupId), "stated": .number(String(stated)),
                        "actual": .number(String(actual)),
                        "single": .bool(actual == 1), "kind": .string(item.id.kind.label),
                        "purpose": .bool(item.id.kind == .purpose),
                        "id": .number(String(item.id.number)),
                    ],
                    node: info, component: .preferences,
                    evidence: [
                        JSONMember(key: "stated", value: .number(String(stated))),
                        JSONMember(key: "actual", value: .number(String(actual))),
                    ]))
        }
        return results
    }
}
