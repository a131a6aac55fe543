/// The vendors snapshot's `iab2V2Vendors` block (cmp-api.md §4, confirmed): the groupId prefixes,
/// the dictionaries defining purposes, features and data categories by numeric id, and the vendors
/// referring to them. Every reading tolerates odd input: wrong types read as absent.
public struct IABVendorsBlock {
    public let document: JSONDocument
    /// The `iab2V2Vendors` object.
    public let node: JSONNodeID

    public init?(_ document: JSONDocument) {
        guard let node = document.node(atPath: ["iab2V2Vendors"]), document.kind(node) == .object else { return nil }
        self.document = document
        self.node = node
    }

    /// The parsed vendors snapshot's block, if the set has one.
    public init?(set: SnapshotSet) {
        guard let document = set.document(.vendors) else { return nil }
        self.init(document)
    }

    /// `groupPrefixes` members whose value is a string, by kind, with the value node.
    public var prefixMembers: [IABItemKind: (value: String, node: JSONNodeID)] {
        guard let object = document.member(node, "groupPrefixes"), document.kind(object) == .object else { return [:] }
        var result: [IABItemKind: (value: String, node: JSONNodeID)] = [:]
        for kind in IABItemKind.allCases {
            if let value = document.member(object, kind.prefixKey), let text = document.string(value) {
                result[kind] = (text, value)
            }
        }
        return result
    }

    /// `groupPrefixes` as plain strings.
    public var prefixes: [IABItemKind: String] { prefixMembers.mapValues(\.value) }

    /// The ids a dictionary (`purposes`, `specialPurposes`, `features`, `specialFeatures`,
    /// `iabDataCategories`) defines, each with its entry's value node; nil when the dictionary is
    /// absent or not an object. Keys that are not decimal ids are left out.
    public func definedIDs(_ dictionaryKey: String) -> [Int: JSONNodeID]? {
        guard let object = document.member(node, dictionaryKey), document.kind(object) == .object else { return nil }
        var result: [Int: JSONNodeID] = [:]
        for member in document.members(object) {
            if let key = document.string(member.key), let id = IABGroupID.number(fromDigits: key), result[id] == nil {
                result[id] = member.value
            }
        }
        return result
    }

    /// The IAB vendors (object entries of `vendors`) in document order.
    public var vendors: [IABVendor] {
        guard let object = document.member(node, "vendors"), document.kind(object) == .object else { return [] }
        return document.members(object).compactMap { member in
            guard document.kind(member.value) == .object else { return nil }
            return IABVendor(document: document, key: document.string(member.key) ?? "", node: member.value)
        }
    }

    /// Whether `vendors` is present as an object (an absent one cannot be counted).
    public var hasVendorsObject: Bool {
        document.member(node, "vendors").map { document.kind($0) == .object } ?? false
    }

    /// `iab2V2Vendors.vendorListVersion`, as written.
    public var vendorListVersion: (text: String, node: JSONNodeID)? {
        guard let value = document.member(node, "vendorListVersion") else { return nil }
        return VendorListVersion.text(of: value, in: document).map { ($0, value) }
    }
}

/// One IAB vendor of `iab2V2Vendors.vendors`.
public struct IABVendor {
    public let document: JSONDocument
    /// The vendor's key in `vendors` (its GVL id as a string).
    public let key: String
    public let node: JSONNodeID

    /// For messages: `10 (Index Exchange Inc.)`.
    public var label: String {
        let name = document.member(node, "name").flatMap { document.string($0) }
        return name.map { "\(key) (\($0))" } ?? key
    }

    /// The integer elements of one of the vendor's id arrays (`purposes`, `legIntPurposes`, …), with
    /// their nodes; other elements are left to type rules.
    public func ids(in array: String) -> [(id: Int, node: JSONNodeID)] {
        guard let list = document.member(node, array) else { return [] }
        return document.elements(list).compactMap { element in
            guard let text = document.numberText(element), JSONValue.isInteger(text), let id = Int(text) else { return nil }
            return (id, element)
        }
    }

    /// Whether any of `arrays` lists `id`.
    public func uses(_ id: Int, in arrays: [String]) -> Bool {
        arrays.contains { array in ids(in: array).contains { $0.id == id } }
    }
}

/// A vendor-list version as text, so `98` and `"98"` compare equal.
enum VendorListVersion {
    static func text(of node: JSONNodeID, in document: JSONDocument) -> String? {
        if let number = document.numberText(node) {
            return Double(number).map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : number } ?? number
        }
        if let string = document.string(node), !string.isEmpty { return string }
        return nil
    }
}
