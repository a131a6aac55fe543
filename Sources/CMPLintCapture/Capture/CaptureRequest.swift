import CMPLint
import CMPLintDocuments
import Foundation

/// Everything a capture run is asked to do (`cmplint capture`), however it was asked: which app and
/// SDK version to ask the CMP API for, which sets, where to write them, how to behave on the
/// network, and how to lint what was captured (`lint`, a `LintRequest` whose paths the run fills).
public struct CaptureRequest: Sendable {
    /// `OT-App-Id`: the app's GUID, optionally with OneTrust's `-test` suffix.
    public var appId: String
    /// `OT-SDK-Version`: the SDK version the app ships, `YYYYMM.x.y` (e.g. `202604.2.0`).
    public var sdkVersion: String
    /// `OT-CDN-Location`: the CDN the app's data is published to.
    public var cdnLocation: String
    /// `OT-Platform` (`Apple` or `Android`); not sent when nil.
    public var platform: String?
    /// `OT-Device-Type` (`mobile` or `ctv`).
    public var deviceType: String
    /// Scheme and host of the CMP API (tests point it at a local server).
    public var baseURL: String
    /// The sets, in the order given.
    public var targets: [CaptureTarget]
    /// The folder the sets are written into, one `CC[-RR]_lang` folder each.
    public var outputFolder: String
    public var vendors: VendorsMode
    /// `--dry-run`: list the requests, send nothing, write nothing.
    public var dryRun: Bool
    public var network: NetworkLimits
    /// How the captured sets are linted (report formats, fail severity, config…).
    public var lint: LintRequest

    /// When to fetch `/cfw/cmp/v1/vendors`.
    public enum VendorsMode: String, Sendable, CaseIterable {
        /// Only when IAB TCF is in scope, decided from the banner and preferences responses as the
        /// `vendors-missing` rule decides it.
        case auto
        case always
    }

    /// The CMP API's server, as OneTrust's OpenAPI definition of the CMP API names it
    /// (https://developer.onetrust.com/onetrust/openapi/consent-preferences-consent-management-platform-cmp.json,
    /// `servers`).
    public static let defaultBaseURL = "https://mobile-data.onetrust.io"
    /// The `OT-CDN-Location` of most apps (the first value of the header's enum in the same definition).
    public static let defaultCDNLocation = "cdn.cookielaw.org"
    public static let platforms = ["Apple", "Android"]
    public static let deviceTypes = ["mobile", "ctv"]

    public init(
        appId: String, sdkVersion: String, cdnLocation: String = defaultCDNLocation, platform: String? = nil,
        deviceType: String = "mobile", baseURL: String = defaultBaseURL, targets: [CaptureTarget], outputFolder: String,
        vendors: VendorsMode = .auto, dryRun: Bool = false, network: NetworkLimits = NetworkLimits(),
        lint: LintRequest = LintRequest()
    ) {
        self.appId = appId
        self.sdkVersion = sdkVersion
        self.cdnLocation = cdnLocation
        self.platform = platform
        self.deviceType = deviceType
        self.baseURL = baseURL
        self.targets = targets
        self.outputFolder = outputFolder
        self.vendors = vendors
        self.dryRun = dryRun
        self.network = network
        self.lint = lint
    }

    /// Checks the header values against the patterns and enums of OneTrust's OpenAPI definition of
    /// the CMP API, so that a typo is a usage error here rather than a 400 from the server per set.
    public func validate() throws(LintError) {
        if !HeaderValueShape.isAppId(appId) {
            throw LintError(
                "--app-id: '\(appId.shortened(to: 60))' is not an app id (a GUID, optionally ending in -test)")
        }
        if !HeaderValueShape.isSDKVersion(sdkVersion) {
            throw LintError(
                "--sdk-version: '\(sdkVersion.shortened(to: 40))' is not an SDK version such as 202604.2.0 (YYYYMM.x.y, ASCII digits)"
            )
        }
        if !HeaderValueShape.isHostName(cdnLocation) {
            throw LintError(
                "--cdn-location: '\(cdnLocation.shortened(to: 60))' is not a host name such as \(Self.defaultCDNLocation) (ASCII letters, digits, hyphens and dots)"
            )
        }
        if let platform, !Self.platforms.contains(platform) {
            throw LintError(
                "--platform: '\(platform.shortened(to: 40))' is not one of \(Self.platforms.joined(separator: ", "))")
        }
        if !Self.deviceTypes.contains(deviceType) {
            throw LintError(
                "--device-type: '\(deviceType.shortened(to: 40))' is not one of \(Self.deviceTypes.joined(separator: ", "))"
            )
        }
        if let problem = URLShape.baseURLProblem(baseURL) {
            throw LintError(
                "--base-url: '\(baseURL.shortened(to: 60))' is not an http or https URL such as \(Self.defaultBaseURL): \(problem)"
            )
        }
        if targets.isEmpty {
            throw LintError(
                "nothing to capture: give --country and --language, --matrix FILE, or sets: entries with a country and a language in .cmplint.yml"
            )
        }
        try network.validate()
    }
}
