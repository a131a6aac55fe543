/// The platform of the app that bundles a set, which decides how the advice reads: the two SDKs
/// take offline data and logos through different APIs. iOS takes logos in
/// `OTOfflineData.LogoData` (`bannerLogo`, `pcLogo`, `ageGateLogo`, `attLogo`; OneTrust iOS
/// Offline Mode, https://developer.onetrust.com/onetrust/docs/ios-offline-mode, section
/// '4. Supplying Logos', confirmed); Android through
/// `OTConfiguration.OTConfigurationBuilder.setBannerLogo(...)` / `setPCLogo(...)`, passed to the UI
/// methods, and reads the JSON from the APK's `assets/` (OneTrust Android Offline Mode, "available
/// as of 202604.2.0", https://developer.onetrust.com/onetrust/docs/android-offline-mode, section
/// '1. Quick Start', confirmed). `unknown` when nothing says which: advice then names both.
public enum AppPlatform: String, Sendable, CaseIterable {
    case unknown, ios, android

    /// What a config file may write as `platform:` (`unknown` is the absence of a value).
    public static let configValues = [AppPlatform.ios, .android].map(\.rawValue)

    /// The platform's name in messages.
    public var displayName: String {
        switch self {
        case .unknown: return "an unknown platform"
        case .ios: return "iOS"
        case .android: return "Android"
        }
    }

    /// The logos an app on this platform can supply offline. The ATT prompt exists on iOS only
    /// (App Tracking Transparency), so Android has no ATT logo (confirmed: the Android Offline Mode
    /// document supplies logos through `OTConfigurationBuilder`, which has no ATT counterpart).
    public var bundledLogos: [SetExpectations.BundledLogo] {
        switch self {
        case .unknown, .ios: return SetExpectations.BundledLogo.allCases
        case .android: return SetExpectations.BundledLogo.allCases.filter { $0 != .att }
        }
    }
}
