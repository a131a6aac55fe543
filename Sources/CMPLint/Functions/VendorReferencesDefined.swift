/// Reports an id in an IAB vendor's arrays that the vendors snapshot's own dictionaries do not
/// define (cmp-api.md §4: vendors refer to purposes, features and data categories by numeric id).
/// The vendor list cannot name such an item. `dataDeclaration` is checked against
/// `iabDataCategories` only when that dictionary is present.
struct VendorReferencesDefined: SetFunction {
    static let name = "vendorReferencesDefined"
    static let level = FunctionLevel.set
    static let summary = "Every id in an IAB vendor's purpose, feature and data-declaration arrays must be defined in iab2V2Vendors."

    /// Vendor array → the dictionary defining its ids, and what the ids are called.
    static let targets: [(array: String, dictionary: String, label: String, required: Bool)] =
        IABItemKind.numbered.flatMap { kind in
            kind.vendorArrays.map { ($0, kind.dictionaryKey ?? "", kind.label, true) }
        } + [("dataDeclaration", "iabDataCategories", "data category", false)]

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let block = IABVendorsBlock(set: set) else { return [] }
        // Dictionaries that are absent have no entry here.
        var dictionaries: [String: [Int: JSONNodeID]] = [:]
        for target in Self.targets where dictionaries[target.dictionary] == nil {
            dictionaries[target.dictionary] = block.definedIDs(target.dictionary)
        }
        var results: [FunctionResult] = []
        for vendor in block.vendors {
            for target in Self.targets {
                let defined = dictionaries[target.dictionary]
                if defined == nil && !target.required { continue }
                for reference in vendor.ids(in: target.array) where defined?[reference.id] == nil {
                    let why = defined == nil
                        ? "the vendors snapshot has no iab2V2Vendors.\(target.dictionary) dictionary"
                        : "iab2V2Vendors.\(target.dictionary) does not define it"
                    results.append(FunctionResult(
                        message: "vendor \(vendor.label) lists \(target.label) \(reference.id) in \(target.array), but \(why): the vendor list cannot show what the vendor does with it",
                        node: reference.node, component: .vendors,
                        evidence: [
                            JSONMember(key: "vendor", value: .string(vendor.key)),
                            JSONMember(key: "array", value: .string(target.array)),
                            JSONMember(key: "id", value: .number(String(reference.id))),
                            JSONMember(key: "dictionary", value: .string(target.dictionary)),
                        ]))
                }
            }
        }
        return results
    }
}
