/// Reports a vendors snapshot that was not captured together with the preferences: the SDK only
/// uses vendors with the preferences they came with, because vendors depend on the preference
/// center's purpose definitions (offline-mode.txt §9, same-source constraint, confirmed). Differing
/// `appConfig.templateType`, `countryCode` or `regionCode` show two captures; so does a differing
/// vendor-list version when the preferences carry one (the preferences schema has none, so a
/// `vendorListVersion` member anywhere in them, outside `googleVendors`, is taken as theirs: inferred).
struct VendorsSameSource: SetFunction {
    static let name = "vendorsSameSource"
    static let level = FunctionLevel.set
    static let summary = "The vendors snapshot must come from the same capture as the preferences (appConfig and vendor-list version agree)."

    static let appConfigKeys = ["templateType", "countryCode", "regionCode"]

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let vendors = set.document(.vendors), let preferences = set.document(.preferences) else { return [] }
        var results: [FunctionResult] = []
        for key in Self.appConfigKeys {
            guard let theirs = vendors.appConfigString(key), let ours = preferences.appConfigString(key),
                  theirs.value != ours.value else { continue }
            results.append(mismatch("appConfig.\(key)", vendors: theirs.value, preferences: ours.value, node: theirs.node))
        }
        if let theirs = IABVendorsBlock(vendors)?.vendorListVersion, let ours = Self.vendorListVersion(in: preferences),
           theirs.text != ours {
            results.append(mismatch("iab2V2Vendors.vendorListVersion", vendors: theirs.text, preferences: ours, node: theirs.node))
        }
        return results
    }

    private func mismatch(_ field: String, vendors: String, preferences: String, node: JSONNodeID) -> FunctionResult {
        FunctionResult(
            message: "the vendors snapshot's \(field) is \(JSONValue.quoted(vendors)) but the preferences' is \(JSONValue.quoted(preferences)): the two are not from the same capture, and the vendor list would describe other purposes than the preference center",
            node: node, component: .vendors,
            evidence: [
                JSONMember(key: "field", value: .string(field)),
                JSONMember(key: "vendors", value: .string(vendors)),
                JSONMember(key: "preferences", value: .string(preferences)),
            ])
    }

    /// The first `vendorListVersion` member of the preferences in document order, outside a
    /// `googleVendors` object (Google's list has its own version).
    static func vendorListVersion(in document: JSONDocument) -> String? {
        for index in 0..<document.nodeCount {
            let key = JSONNodeID(rawValue: Int32(truncatingIfNeeded: index))
            guard document.isKey(key), document.stringEquals(key, "vendorListVersion"),
                  index + 1 < document.nodeCount else { continue }
            if let object = document.parent(key), let owner = document.keyNode(of: object),
               document.stringEquals(owner, "googleVendors") { continue }
            let value = JSONNodeID(rawValue: Int32(truncatingIfNeeded: index + 1))
            if let text = VendorListVersion.text(of: value, in: document) { return text }
        }
        return nil
    }
}
