import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Reports legitimate interest offered for IAB purposes for which the TCF allows only consent
/// (TCF v2.2 removed it for purposes 3 to 6; IAB Europe TCF FAQ, https://iabeurope.eu/tcf-faqs/,
/// confirmed): a purpose group of the preferences with a legitimate-interest toggle (its
/// `legIntStatus` is a number other than -1, which the Roku SDK reads as "no toggle", [C-code]), or
/// a vendor whose `legIntPurposes` lists such a purpose (the GVL's field, OneTrust CMP API
/// reference, "Get IAB and Google Vendors",
/// https://developer.onetrust.com/onetrust/reference/get_vendors, confirmed). Purpose groups are
/// found by the vendors' `groupPrefixes`, else by the known prefixes of both TCF versions
/// (`IABFamily`), so a set without vendors is checked too.
package struct RestrictedLegitimateInterest: SetCheck {
    package static let summary =
        "No purpose of `purposes` may be offered under legitimate interest, by a preference group's toggle or a vendor's declaration."
    package static let options = [
        GroupSelection.groupsOption, GroupSelection.groupIdOption, GroupSelection.groupTypeOption,
        OptionSpec(
            "legIntStatus", .string,
            "the member of a group holding its legitimate-interest toggle status, -1 meaning no toggle (e.g. legIntStatus)",
            required: true),
        OptionSpec(
            "groupPrefixes", .paths,
            "the vendors snapshot's groupId prefixes by kind (e.g. #IABGroupPrefixes); without them the known TCF prefixes",
            required: true),
        OptionSpec(
            "vendors", .paths, "the IAB vendors, keyed by vendor id (e.g. #IABVendorList)", required: true),
        OptionSpec(
            "vendorArrays", .strings, "the vendor members listing legitimate-interest purposes (e.g. legIntPurposes)",
            required: true),
        OptionSpec("vendorName", .string, "the vendor member holding its name, for messages (e.g. name)"),
        OptionSpec(
            "purposes", .strings, "the IAB purpose ids that admit consent only (e.g. ['3', '4', '5', '6'])",
            required: true),
    ]
    package static let facts = [
        FactSpec("groupId", "the preference group's id"),
        FactSpec("id", "the IAB purpose's numeric id"),
        FactSpec("status", "the group's legitimate-interest status"),
        FactSpec("vendor", "the vendor's GVL id (case vendor)"),
        FactSpec("vendorName", "the vendor's name, when it has one (case vendor)"),
        FactSpec("array", "the vendor member that lists the purpose (case vendor)"),
    ]
    package static let messageCases = ["vendor"]

    package let groups: GroupSelection
    package let legIntStatus: String
    package let prefixes: SelectorWalker
    package let vendors: SelectorWalker
    package let vendorArrays: [String]
    package let vendorName: String?
    package let purposes: Set<Int>

    package init(options: FunctionOptions) throws(YAMLError) {
        groups = try GroupSelection(options: options, withType: true)
        legIntStatus = try options.string("legIntStatus") ?? ""
        prefixes = SelectorWalker(selectors: try options.paths("groupPrefixes") ?? [])
        vendors = SelectorWalker(selectors: try options.paths("vendors") ?? [])
        vendorArrays = try options.stringList("vendorArrays") ?? []
        vendorName = try options.string("vendorName")
        var ids: Set<Int> = []
        for text in try options.stringList("purposes") ?? [] {
            guard let id = IABGroupID.number(fromDigits: text) else {
                throw options.error(
                    "'purposes' must list IAB purpose ids (decimal digits), found '\(text)'", at: "purposes")
            }
            ids.insert(id)
        }
        purposes = ids
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        groupResults(set) + vendorResults(set)
    }

    /// Purpose groups with a legitimate-interest toggle.
    private func groupResults(_ set: SnapshotSet) -> [FunctionResult] {
        guard let preferences = set.response(.preferences) else { return [] }
        let vendorPrefixes = set.response(.vendors).map { IABReading.prefixes(prefixes, in: $0) } ?? [:]
        let families = vendorPrefixes[.purpose] != nil ? [vendorPrefixes] : IABFamily.all.map(\.prefixes)
        var results: [FunctionResult] = []
        for group in groups.groups(in: preferences) where !IABGroupID.isStack(group) {
            guard let id = families.lazy.compactMap({ IABGroupID.parse(group.groupId, prefixes: $0) }).first,
                id.kind == .purpose, purposes.contains(id.number),
                let node = preferences.member(group.node, legIntStatus), let status = Self.status(node, preferences),
                status != -1
            else { continue }
            results.append(
                FunctionResult(
                    facts: [
                        "groupId": .string(group.groupId), "id": .number(String(id.number)),
                        "status": .number(String(status)),
                    ], node: node, component: .preferences))
        }
        return results
    }

    /// Vendors declaring legitimate interest for such a purpose.
    private func vendorResults(_ set: SnapshotSet) -> [FunctionResult] {
        guard let table = IABReading.vendors(vendors, in: set) else { return [] }
        var results: [FunctionResult] = []
        for array in vendorArrays {
            let slot = table.slot(array)
            for vendor in table.vendors.indices {
                for element in table.elements(of: vendor, slot: slot) where purposes.contains(table.ids[element]) {
                    guard let node = table.node(ofElement: element) else { continue }
                    var facts: [String: JSONValue] = [
                        "vendor": .string(table.key(of: vendor)), "id": .number(String(table.ids[element])),
                        "array": .string(array),
                    ]
                    if let name = table.string(of: vendor, member: vendorName) { facts["vendorName"] = .string(name) }
                    results.append(FunctionResult(facts: facts, case: "vendor", node: node, component: .vendors))
                }
            }
        }
        return results
    }

    /// A status written as an integer or as integer text (the vendors snapshot writes its statuses
    /// as strings, OneTrust CMP API reference, "Get IAB and Google Vendors").
    private static func status(_ node: JSONNodeID, _ document: JSONDocument) -> Int? {
        document.integer(node) ?? document.string(node).flatMap { Int($0) }
    }
}
