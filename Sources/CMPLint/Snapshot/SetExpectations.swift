import CMPLintDocuments
import Foundation

/// What a snapshot set is meant for: the country (ISO 3166-1 alpha-2), optional region (state or
/// province code) and language (BCP 47). Unknown stays nil; rules that need it say so instead of guessing.
public struct SetExpectations: Sendable, Equatable {
    public var country: String?
    public var region: String?
    public var language: String?
    /// Logos the app supplies through `OTOfflineData.LogoData` (OneTrust Offline Mode documentation, section 4), from a
    /// config `sets:` entry's `logos:`; nil when the set declares nothing.
    public var bundledLogos: Set<BundledLogo>?
    /// The app's platform, which decides the advice (`AppPlatform`); `unknown` when nothing says.
    public var platform: AppPlatform
    /// Where the geo (country + region), the language and the platform came from, for messages.
    public var geoSource: Source?
    public var languageSource: Source?
    public var platformSource: Source?

    public enum Source: Sendable, Equatable, CustomStringConvertible {
        case commandLine
        case configFile(String)
        case folderName(String)
        /// The app artifact the set was found in (`app-release.apk`).
        case artifact(String)
        /// A folder on the set's path that only one platform's projects have (`src/main/assets`,
        /// `en.lproj`, a folder next to `MyApp.xcodeproj`).
        case folderLayout(String)

        public var description: String {
            switch self {
            case .commandLine: return "command line"
            // The file's name only: messages go into baselines, which must match from any working
            // directory; reports name the config's path once (`RunInputs`).
            case .configFile(let path): return "config file \(path.split(separator: "/").last.map(String.init) ?? path)"
            case .folderName(let name): return "folder name '\(name)'"
            case .artifact(let name): return "app artifact '\(name)'"
            case .folderLayout(let what): return "folder layout '\(what)'"
            }
        }
    }

    /// The logos `OTOfflineData.LogoData` can carry (`bannerLogo`, `pcLogo`, `ageGateLogo`, `attLogo`).
    public enum BundledLogo: String, CaseIterable, Sendable {
        case banner, preferences, ageGate, att
    }

    public init(
        country: String? = nil, region: String? = nil, language: String? = nil, bundledLogos: Set<BundledLogo>? = nil,
        platform: AppPlatform = .unknown, geoSource: Source? = nil, languageSource: Source? = nil,
        platformSource: Source? = nil
    ) {
        self.country = country
        self.region = region
        self.language = language
        self.bundledLogos = bundledLogos
        self.platform = platform
        self.geoSource = geoSource
        self.languageSource = languageSource
        self.platformSource = platformSource
    }

    /// Fills what is still unknown from `fallback`: country and region travel together (a region
    /// from one source never joins a country from another), the language and the platform each on
    /// their own.
    public func filled(from fallback: SetExpectations) -> SetExpectations {
        var result = self
        if result.country == nil, fallback.country != nil {
            result.country = fallback.country
            result.region = fallback.region
            result.geoSource = fallback.geoSource
        }
        if result.language == nil, fallback.language != nil {
            result.language = fallback.language
            result.languageSource = fallback.languageSource
        }
        if result.bundledLogos == nil {
            result.bundledLogos = fallback.bundledLogos
        }
        if result.platform == .unknown, fallback.platform != .unknown {
            result.platform = fallback.platform
            result.platformSource = fallback.platformSource
        }
        return result
    }

    /// The folder-name convention `CC[-RR]_lang`: `DE_de`, `US-CA_en`, `BR_pt-BR`.
    public init?(folderName name: String) {
        guard let parts = CodeShape.folderParts(name),
            let valid = try? SetExpectations.validated(
                country: parts.country, region: parts.region, language: parts.language,
                source: .folderName(name))
        else { return nil }
        self = valid
    }

    /// The values a message template can name as `{{expected.<key>}}`.
    package func templateValue(_ key: String) -> String? {
        switch key {
        case "country": return country
        case "region": return region
        case "language": return language
        case "geo": return country.map { c in region.map { "\(c)-\($0)" } ?? c }
        case "platform": return platform == .unknown ? nil : platform.rawValue
        default: return nil
        }
    }

    package static let templateKeys = geoAndLanguageKeys + ["platform"]
    /// What a document value can be compared with (`equals`' `expected`): the platform is no value of a snapshot's.
    package static let geoAndLanguageKeys = ["country", "region", "language", "geo"]
}
