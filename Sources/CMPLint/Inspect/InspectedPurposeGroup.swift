import CMPLintDocuments
import CMPLintKnowledge

/// A group of the preference center's purpose tree (`pcUIData.purposeTree.purposes[]`, children
/// nested; OneTrust CMP API reference, https://developer.onetrust.com/onetrust/reference/get_preferences,
/// confirmed): its id, name, type, toggle, and what links vendors to it.
public struct InspectedPurposeGroup: Sendable, Equatable {
    public let groupId: String
    public let name: String?
    /// `type`: `COOKIE`, `BRANCH`, `IAB2V2_PURPOSE`, `IAB2V2_STACK`, …
    public let type: String?
    /// `consentToggleStatus` as written.
    public let toggleStatus: Int?
    /// `consentStatus` and `legIntStatus` as written.
    public let consentStatus: Int?
    public let legIntStatus: Int?
    /// SDKs listed in the group (`firstPartyCookies`, which holds SDKs despite its name).
    public let sdkCount: Int
    /// `generalVendorsIds`: general vendors the group lists.
    public let generalVendorIds: [String]
    /// `vendorsLinkedInfo`: the partner count the preference center shows ("25 partners can use this purpose").
    public let vendorsLinkedInfo: String?
    /// The IAB item the group is, read with the vendors snapshot's `groupPrefixes` (`IAB2V2_3` →
    /// purpose 3); nil for custom groups, stacks, or without a vendors snapshot.
    public let iabItem: IABGroupID?
    /// IAB vendors of the vendors snapshot that use that item (`IABItemKind.vendorArrays`).
    public let iabVendorCount: Int?
    public let children: [InspectedPurposeGroup]
    /// Where the group is in the preferences file.
    public let pointer: String

    /// What `consentToggleStatus` means for the UI (OneTrust CMP API reference, `consentToggleStatus`;
    /// the meanings are confirmed by client code, the Roku SDK's `preferenceCenter.model.brs`, and for
    /// -1 by the Age-Based Consent documentation,
    /// https://developer.onetrust.com/onetrust/docs/age-based-consent-for-ios-sdks, "Server (CMP API) Updates").
    public enum Toggle: String, Sendable {
        /// Absent or -1: no toggle.
        case none
        /// 0 or 1: a toggle, initially `consentStatus`.
        case toggle
        /// 2: always active.
        case alwaysActive
        /// Another value.
        case unknown
    }

    public var toggle: Toggle {
        switch toggleStatus {
        case nil, -1: return .none
        case 0, 1: return .toggle
        case 2: return .alwaysActive
        default: return .unknown
        }
    }

    /// The group and its descendants, depth first.
    public var flattened: [InspectedPurposeGroup] {
        [self] + children.flatMap(\.flattened)
    }

    public init(
        groupId: String, name: String?, type: String?, toggleStatus: Int?, consentStatus: Int?, legIntStatus: Int?,
        sdkCount: Int, generalVendorIds: [String], vendorsLinkedInfo: String?, iabItem: IABGroupID?,
        iabVendorCount: Int?,
        children: [InspectedPurposeGroup], pointer: String
    ) {
        self.groupId = groupId
        self.name = name
        self.type = type
        self.toggleStatus = toggleStatus
        self.consentStatus = consentStatus
        self.legIntStatus = legIntStatus
        self.sdkCount = sdkCount
        self.generalVendorIds = generalVendorIds
        self.vendorsLinkedInfo = vendorsLinkedInfo
        self.iabItem = iabItem
        self.iabVendorCount = iabVendorCount
        self.children = children
        self.pointer = pointer
    }

    /// The groups of the array `list` (the purpose tree, or a group's `children`), in order; entries
    /// without a string `groupId` are left out. `vendors` links IAB items to vendor counts.
    package static func groups(in list: JSONNodeID?, reader: InspectionReader, vendors: InspectedVendors?)
        -> [InspectedPurposeGroup]
    {
        reader.elements(list).compactMap { node in
            guard let groupId = reader.string(node, "groupId") else { return nil }
            let type = reader.string(node, "type")
            let stack = type?.containsBytes("_STACK") ?? false
            let item = stack ? nil : vendors.flatMap { IABGroupID.parse(groupId, prefixes: $0.groupPrefixes) }
            return InspectedPurposeGroup(
                groupId: groupId, name: reader.string(node, "groupName"), type: type,
                toggleStatus: reader.integer(node, "consentToggleStatus"),
                consentStatus: reader.integer(node, "consentStatus"),
                legIntStatus: reader.integer(node, "legIntStatus"),
                sdkCount: reader.elements(reader.member(node, "firstPartyCookies")).count,
                generalVendorIds: reader.strings(reader.member(node, "generalVendorsIds")),
                vendorsLinkedInfo: reader.string(node, "vendorsLinkedInfo"), iabItem: item,
                iabVendorCount: item.flatMap { vendors?.vendorCount(using: $0) },
                children: groups(in: reader.member(node, "children"), reader: reader, vendors: vendors),
                pointer: reader.pointer(node))
        }
    }
}
