/// The OneTrust SDK version simulated (`--sdk-version 202604.1.3`), compared component by
/// component. Offline Mode documents two behaviours: from 202604.2.0 (section "11. What Changed
/// in 202604.2.0", and §9 "Starting with 202604.2.0") and before it ("12. How It Worked Before
/// 202604.2.0"). The page's table of contents titles the same sections with 202604.1.0, so for a
/// 202604.1.x version the page disagrees with itself: the simulation follows the section headings
/// and §9 and says so (`isAmbiguous`).
public struct SDKVersion: Sendable, Equatable, Comparable, CustomStringConvertible {
    public let components: [Int]

    /// The first version with per-component mixing, sanitization, geo warnings and
    /// `OTResponse.warning`, as the section headings date it.
    public static let redesign = SDKVersion(components: [202604, 2, 0])
    /// The same change as the table of contents dates it.
    public static let tableOfContentsRedesign = SDKVersion(components: [202604, 1, 0])

    package init(components: [Int]) {
        self.components = components
    }

    /// `202604.2.0`, `202604.2` or `202511.1.0.1`: one to four numbers of at most nine digits,
    /// separated by dots; nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        components = parts.compactMap { Int($0) }
    }

    public static func < (a: SDKVersion, b: SDKVersion) -> Bool {
        let count = max(a.components.count, b.components.count)
        for index in 0..<count {
            let x = index < a.components.count ? a.components[index] : 0
            let y = index < b.components.count ? b.components[index] : 0
            if x != y { return x < y }
        }
        return false
    }

    public static func == (a: SDKVersion, b: SDKVersion) -> Bool { !(a < b) && !(b < a) }

    public var description: String { components.map(String.init).joined(separator: ".") }

    /// Whether the version has the behaviour the documentation describes as current.
    public var hasRedesign: Bool { self >= Self.redesign }

    /// 202604.1.x: dated before the change by the section headings, after it by the table of contents.
    public var isAmbiguous: Bool { self >= Self.tableOfContentsRedesign && self < Self.redesign }
}
