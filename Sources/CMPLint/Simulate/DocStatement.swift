/// A statement of OneTrust's public documentation that a step of `cmplint simulate` follows: the
/// page and the section (with the row, condition or question when the statement is one of a
/// table or a list), so every step of the output names where it comes from and a reader can
/// check it there.
public struct DocStatement: Sendable, Hashable {
    public let page: DocPage
    /// The section as the page titles it, then the part of it: `5. When Does the SDK Use Offline
    /// Data?, condition "No old-flow data exists"`.
    public let section: String

    public init(_ page: DocPage, _ section: String) {
        self.page = page
        self.section = section
    }

    /// `Offline Mode, 5. When Does the SDK Use Offline Data?, condition "Offline data is set"`.
    public var citation: String { "\(page.title), \(section)" }
}

/// The OneTrust documentation pages the simulation follows (iOS and tvOS SDK; the seeds of this
/// command are their text).
public enum DocPage: String, Sendable, CaseIterable {
    case offlineMode, displayUserInterfaces, ageBasedConsent

    public var title: String {
        switch self {
        case .offlineMode: return "Offline Mode"
        case .displayUserInterfaces: return "Display User Interfaces"
        case .ageBasedConsent: return "Age-Based Consent"
        }
    }

    public var url: String {
        switch self {
        case .offlineMode: return "https://developer.onetrust.com/onetrust/docs/ios-offline-mode"
        case .displayUserInterfaces:
            return "https://developer.onetrust.com/onetrust/docs/display-user-interfaces-ios-next-gen"
        case .ageBasedConsent: return "https://developer.onetrust.com/onetrust/docs/age-based-consent-for-ios-sdks"
        }
    }
}
