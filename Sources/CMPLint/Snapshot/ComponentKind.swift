/// The three CMP API responses a snapshot set is made of (OneTrust Offline Mode documentation,
/// https://developer.onetrust.com/onetrust/docs/ios-offline-mode, section 3).
public enum ComponentKind: String, CaseIterable, Sendable, Comparable, Codable {
    case banner, preferences, vendors

    public static func < (lhs: ComponentKind, rhs: ComponentKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// File names accepted for this component, the SDK's own name first.
    public var acceptedFileNames: [String] {
        switch self {
        case .banner: return ["OneTrustBannerData.json", "banner.json"]
        case .preferences: return ["OneTrustPCData.json", "preferences.json", "pc.json"]
        case .vendors: return ["OneTrustVendorsData.json", "vendors.json"]
        }
    }

    /// The CMP API endpoint whose response this component is.
    public var endpoint: String { "GET /cfw/cmp/v1/\(rawValue)" }

    /// The component a file name stands for, if it is one of the accepted names.
    public init?(fileName: String) {
        guard let kind = ComponentKind.allCases.first(where: { $0.acceptedFileNames.contains(fileName) }) else {
            return nil
        }
        self = kind
    }
}
