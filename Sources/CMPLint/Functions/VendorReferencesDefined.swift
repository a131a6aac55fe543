import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Reports an id in an IAB vendor's arrays that the vendors snapshot's own dictionaries do not
/// define: vendors refer to purposes, features and data categories by numeric id (OneTrust CMP API
/// reference, "Get IAB and Google Vendors", https://developer.onetrust.com/onetrust/reference/get_vendors).
/// The vendor list cannot name such an item. Each entry of `references` is one join: the vendor
/// arrays it names, the dictionary defining their ids, and what the ids are called.
///
/// This is a set of joins like `references`, but kept as one function: it names the vendor and the
/// array in its findings, reads only integer elements (others are left to type checks), and decides
/// per join whether an absent dictionary is itself a finding.
package struct VendorReferencesDefined: SetCheck {
    package static let summary =
        "Every id in an IAB vendor's arrays named by `references` must be defined in the dictionary each names."
    package static let options = [
        OptionSpec("vendors", .paths, "the IAB vendors, keyed by vendor id (e.g. #IABVendorList)", required: true),
        OptionSpec("vendorName", .string, "the member of a vendor holding its name, for messages (e.g. name)"),
        OptionSpec(
            "references",
            .table([
                OptionSpec(
                    "arrays", .strings, "the vendor members listing ids (e.g. [purposes, legIntPurposes])",
                    required: true),
                OptionSpec(
                    "definedIn", .paths, "the dictionary whose member keys define the ids (paths or #Aliases)",
                    required: true),
                OptionSpec("label", .string, "what the ids are called in messages (e.g. purpose)", required: true),
                OptionSpec(
                    "targetRequired", .bool, "report every id when the dictionary is absent (else the join is skipped)",
                    default: .bool(false)),
            ]), "the joins, each vendor array to the dictionary defining its ids", required: true),
    ]
    package static let facts = [
        FactSpec("vendor", "the vendor's key (its GVL id)"),
        FactSpec("vendorName", "the vendor's name, when it has one"),
        FactSpec("item", "what the id is called (the join's label)"),
        FactSpec("id", "the id that is not defined"),
        FactSpec("array", "the vendor member listing it"),
        FactSpec("dictionary", "the dictionary's member name (e.g. purposes)"),
        FactSpec("definedAt", "the dictionary's path, without the leading `$.`"),
    ]
    package static let messageCases = ["noDictionary"]

    package struct Join {
        package let arrays: [String]
        package let definedIn: SelectorWalker
        package let label: String
        package let targetRequired: Bool
    }

    package let vendors: SelectorWalker
    package let vendorName: String?
    package let joins: [Join]

    package init(options: FunctionOptions) throws(YAMLError) {
        vendors = SelectorWalker(selectors: try options.paths("vendors") ?? [])
        vendorName = try options.string("vendorName")
        var joins: [Join] = []
        if let mapping = options.mapping, let node = mapping.node("references"), case .sequence(let rows) = node.content
        {
            for row in rows {
                let map = try YAMLMapping(row, file: mapping.file, context: "an entry of option 'references'")
                guard let definedIn = map.node("definedIn") else { continue }
                joins.append(
                    Join(
                        arrays: try map.stringList("arrays") ?? [],
                        definedIn: SelectorWalker(
                            selectors: try CoherenceOptions.selectors(
                                definedIn, options, file: mapping.file, name: "definedIn")),
                        label: try map.string("label") ?? "",
                        targetRequired: try map.bool("targetRequired") ?? false))
            }
        }
        self.joins = joins
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let document = set.response(.vendors), let table = IABReading.vendors(vendors, in: set) else { return [] }
        // One check per join and array that some vendor has, in the order of the options; a join
        // whose dictionary is absent is checked only when `targetRequired`.
        var checks: [Check] = []
        for join in joins {
            let defined = IABReading.definedIDs(join.definedIn, in: document)
            guard defined != nil || join.targetRequired else { continue }
            for array in join.arrays {
                if let slot = table.slot(array) {
                    checks.append(Check(join: join, array: array, slot: slot, defined: defined))
                }
            }
        }
        // The loop reads plain arrays: copying a `Check` per vendor cost more than the lookups.
        let slots = checks.map(\.slot)
        let defined = checks.map(\.defined)
        var results: [FunctionResult] = []
        for vendor in table.vendors.indices {
            for k in checks.indices {
                for i in table.elements(of: vendor, slot: slots[k]) where defined[k]?[table.ids[i]] == nil {
                    results.append(finding(table, vendor: vendor, check: checks[k], element: i))
                }
            }
        }
        return results
    }

    /// One vendor array of a join, by its slot in the vendor table; `defined` is nil when the
    /// join's dictionary is absent.
    package struct Check {
        package let join: Join
        package let array: String
        package let slot: Int32
        package let defined: IABIDMap<JSONNodeID>?
    }

    /// The finding for element `element` of the table (an id of `vendor`) that `check`'s dictionary
    /// does not define.
    private func finding(_ table: IABVendorTable, vendor: Int, check: Check, element: Int) -> FunctionResult {
        let join = check.join
        let array = check.array
        let key = table.key(of: vendor)
        let id = JSONValue.number(String(table.ids[element]))
        let dictionary = CoherencePathText.lastKey(join.definedIn.selectors)
        var facts: [String: JSONValue] = [
            "vendor": .string(key), "item": .string(join.label), "id": id,
            "array": .string(array), "dictionary": .string(dictionary),
            "definedAt": .array(CoherencePathText.of(join.definedIn.selectors).map(JSONValue.string)),
        ]
        if let name = table.string(of: vendor, member: vendorName) {
            facts["vendorName"] = .string(name)
        }
        return FunctionResult(
            facts: facts, case: check.defined == nil ? "noDictionary" : nil,
            node: table.node(ofElement: element), component: .vendors,
            evidence: [
                JSONMember(key: "vendor", value: .string(key)),
                JSONMember(key: "array", value: .string(array)),
                JSONMember(key: "id", value: id),
                JSONMember(key: "dictionary", value: .string(dictionary)),
            ])
    }
}
