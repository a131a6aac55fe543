import CMPLintDocuments

/// What a parsed snapshot actually is, judged by keys that only one CMP API response carries
/// (OneTrust CMP API reference, https://developer.onetrust.com/onetrust/reference, banner,
/// preferences and vendors endpoints, confirmed): `bannerUIData` (banner), `pcUIData` (preferences),
/// `iab2V2Vendors` / `vendorListUIData` / `googleVendors` / `generalVendors` (vendors).
public enum DetectedContent: Equatable, Sendable {
    /// The document carries the markers of exactly one component; `marker` is the first marker key.
    case component(ComponentKind, marker: JSONNodeID)
    /// The top-level value is not an object, so it is no CMP API response at all.
    case notAnObject(JSONKind)
    /// No marker, or markers of several components: nothing can be claimed.
    case unrecognized

    package static let markers: [(key: String, kind: ComponentKind)] = [
        ("bannerUIData", .banner),
        ("pcUIData", .preferences),
        ("iab2V2Vendors", .vendors),
        ("vendorListUIData", .vendors),
        ("googleVendors", .vendors),
        ("generalVendors", .vendors),
    ]

    public init(_ document: JSONDocument) {
        let root = document.root
        guard document.kind(root) == .object else {
            self = .notAnObject(document.kind(root))
            return
        }
        var found: [(ComponentKind, JSONNodeID)] = []
        for (key, value) in document.members(root) {
            if let marker = Self.markers.first(where: { document.stringEquals(key, $0.key) }) {
                found.append((marker.kind, value))
            }
        }
        let kinds = Set(found.map(\.0))
        if kinds.count == 1, let first = found.first {
            self = .component(first.0, marker: document.keyNode(of: first.1) ?? first.1)
        } else {
            self = .unrecognized
        }
    }

    /// Whether the document has a marker of any component at its top level.
    package static func hasMarkers(_ document: JSONDocument) -> Bool {
        guard document.kind(document.root) == .object else { return false }
        return document.members(document.root).contains { member in
            markers.contains { document.stringEquals(member.key, $0.key) }
        }
    }
}
