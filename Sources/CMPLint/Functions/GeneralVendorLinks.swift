import CMPLintDocuments
import CMPLintPaths

/// Reports broken or one-sided links between preference groups and general (non-IAB) vendors: a
/// group's vendor list (`groupVendors`, e.g. `generalVendorsIds`) names keys of the vendors
/// snapshot's general vendors, and each general vendor's group list (`vendorGroups`, e.g.
/// `linkedGroupIds`) names groups (OneTrust CMP API reference, "Get Preference Center Data" and
/// "Get IAB and Google Vendors", https://developer.onetrust.com/onetrust/reference/get_preferences,
/// https://developer.onetrust.com/onetrust/reference/get_vendors; the fields are confirmed, the
/// pairing is inferred). A name that does not resolve, or a link only one side states, means the
/// group's vendor list and the vendor's purposes disagree.
///
/// Both directions are joins, but the mirror check pairs a group with a vendor, which a join of
/// single values cannot express, so the four cases stay one function.
package struct GeneralVendorLinks: SetCheck {
    package static let summary =
        "Groups' general vendor lists and general vendors' group lists must resolve and mirror each other."
    package static let options = [
        OptionSpec(
            "purposeTree", .paths,
            "the preferences' list of groups; nothing is checked unless it is there as a list (e.g. #PurposeTree)",
            required: true),
        GroupSelection.groupsOption, GroupSelection.groupIdOption,
        OptionSpec(
            "groupVendors", .string, "the member of a group listing its general vendors' keys (e.g. generalVendorsIds)",
            required: true),
        OptionSpec(
            "generalVendors", .paths,
            "the vendors snapshot's general vendors, keyed by vendor id (e.g. #GeneralVendors)", required: true),
        OptionSpec(
            "vendorGroups", .string, "the member of a general vendor listing its groups' ids (e.g. linkedGroupIds)",
            required: true),
    ]
    package static let facts = [
        FactSpec("groupId", "the group's id"),
        FactSpec("vendor", "the general vendor's key"),
    ]
    package static let messageCases = ["unknownVendor", "vendorSide", "unknownGroup"]

    package let purposeTree: SelectorWalker
    package let groups: GroupSelection
    package let groupVendors: String
    package let generalVendors: SelectorWalker
    package let vendorGroups: String

    package init(options: FunctionOptions) throws(YAMLError) {
        purposeTree = SelectorWalker(selectors: try options.paths("purposeTree") ?? [])
        groups = try GroupSelection(options: options, withType: false)
        groupVendors = try options.string("groupVendors") ?? ""
        generalVendors = SelectorWalker(selectors: try options.paths("generalVendors") ?? [])
        vendorGroups = try options.string("vendorGroups") ?? ""
    }

    /// The string elements of an array member, with their nodes.
    private static func strings(_ object: JSONNodeID, _ key: String, in document: JSONDocument) -> [(
        value: String, node: JSONNodeID
    )] {
        guard let array = document.member(object, key) else { return [] }
        return document.elements(array).compactMap { element in document.string(element).map { ($0, element) } }
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let vendorsDocument = set.response(.vendors), let preferences = set.response(.preferences),
            CoherenceSelection.hasArray(purposeTree, in: preferences)
        else { return [] }

        // groupId → the vendor ids its groups list (a repeated groupId lists the union).
        var groupVendorIds: [String: Set<String>] = [:]
        var groupLinks: [(groupId: String, vendorId: String, node: JSONNodeID)] = []
        for group in groups.groups(in: preferences) {
            let ids = Self.strings(group.node, groupVendors, in: preferences)
            groupVendorIds[group.groupId, default: []].formUnion(ids.map(\.value))
            groupLinks += ids.map { (group.groupId, $0.value, $0.node) }
        }

        // vendor key → the groups it links to.
        var vendorGroupIds: [String: Set<String>] = [:]
        var vendorLinks: [(vendorId: String, groupId: String, node: JSONNodeID)] = []
        for general in CoherenceSelection.objects(generalVendors, in: vendorsDocument) {
            for member in vendorsDocument.members(general) {
                guard let key = vendorsDocument.string(member.key) else { continue }
                let ids =
                    vendorsDocument.kind(member.value) == .object
                    ? Self.strings(member.value, vendorGroups, in: vendorsDocument) : []
                vendorGroupIds[key, default: []].formUnion(ids.map(\.value))
                vendorLinks += ids.map { (key, $0.value, $0.node) }
            }
        }

        var results: [FunctionResult] = []
        for link in groupLinks {
            let messageCase: String?
            if let linked = vendorGroupIds[link.vendorId] {
                guard !linked.contains(link.groupId) else { continue }
                messageCase = nil
            } else {
                messageCase = "unknownVendor"
            }
            results.append(
                FunctionResult(
                    facts: ["groupId": .string(link.groupId), "vendor": .string(link.vendorId)],
                    case: messageCase, node: link.node, component: .preferences,
                    evidence: [
                        JSONMember(key: "groupId", value: .string(link.groupId)),
                        JSONMember(key: "vendor", value: .string(link.vendorId)),
                    ]))
        }
        for link in vendorLinks {
            let messageCase: String
            if let listed = groupVendorIds[link.groupId] {
                guard !listed.contains(link.vendorId) else { continue }
                messageCase = "vendorSide"
            } else {
                messageCase = "unknownGroup"
            }
            results.append(
                FunctionResult(
                    facts: ["groupId": .string(link.groupId), "vendor": .string(link.vendorId)],
                    case: messageCase, node: link.node, component: .vendors,
                    evidence: [
                        JSONMember(key: "vendor", value: .string(link.vendorId)),
                        JSONMember(key: "groupId", value: .string(link.groupId)),
                    ]))
        }
        return results
    }
}
