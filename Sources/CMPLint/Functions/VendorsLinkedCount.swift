/// Reports a `vendorsLinkedInfo` ("310 partners can use this purpose") whose number differs from
/// the count of IAB vendors in the vendors snapshot that use the group's item: by consent or
/// legitimate interest for purposes, the matching array for special purposes, features and special
/// features (cmp-api.md §3, §4.1). The number is the first integer in the text, in any script's
/// decimal digits, as Roku's `getVendorCount` reads it ([C-code]); text without a number is skipped.
struct VendorsLinkedCount: SetFunction {
    static let name = "vendorsLinkedCount"
    static let level = FunctionLevel.set
    static let summary = "A group's vendorsLinkedInfo count must equal the number of IAB vendors that use its purpose or feature."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    /// The first run of decimal digits in `text` (any script), as an integer; nil if none or too long.
    static func firstInteger(in text: String) -> Int? {
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

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let block = IABVendorsBlock(set: set), block.hasVendorsObject, let preferences = set.document(.preferences) else { return [] }
        let vendors = block.vendors
        var counts: [IABGroupID: Int] = [:]
        for kind in IABItemKind.numbered {
            for vendor in vendors {
                for id in Set(kind.countedVendorArrays.flatMap { vendor.ids(in: $0).map(\.id) }) {
                    counts[IABGroupID(kind: kind, number: id), default: 0] += 1
                }
            }
        }
        var results: [FunctionResult] = []
        for item in IABGroupID.groups(in: preferences, prefixes: block.prefixes) {
            guard let info = preferences.member(item.group.node, "vendorsLinkedInfo"), let text = preferences.string(info),
                  let stated = Self.firstInteger(in: text) else { continue }
            let actual = counts[item.id] ?? 0
            guard stated != actual else { continue }
            let how = item.id.kind == .purpose ? " (by consent or legitimate interest)" : ""
            results.append(FunctionResult(
                message: "group \(item.group.groupId) says \(stated) vendors use it, but \(actual) IAB vendor\(actual == 1 ? "" : "s") in the vendors snapshot use\(actual == 1 ? "s" : "") \(item.id.kind.label) \(item.id.number)\(how): the preference center shows a wrong partner count",
                node: info, component: .preferences,
                evidence: [
                    JSONMember(key: "stated", value: .number(String(stated))),
                    JSONMember(key: "actual", value: .number(String(actual))),
                ]))
        }
        return results
    }
}
