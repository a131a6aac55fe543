import CMPLint
import CMPLintDocuments

/// One geolocation × language to capture: the country (ISO 3166-1 alpha-2), an optional region and
/// the language (BCP 47). Its folder is the convention `lint` reads back (`CC[-RR]_lang`).
public struct CaptureTarget: Sendable, Equatable, Hashable {
    public let country: String
    public let region: String?
    public let language: String

    /// Validates and normalises the codes with the same rules and wording as `lint`'s
    /// `--country/--region/--language`, config `sets:` entries and folder names.
    public init(country: String, region: String?, language: String, source: SetExpectations.Source) throws(LintError) {
        do {
            let valid = try SetExpectations.validated(
                country: country, region: region, language: language, source: source)
            self.country = valid.country ?? country
            self.region = valid.region
            self.language = valid.language ?? language
        } catch {
            let prefix = source == .commandLine ? "--" : ""
            throw LintError(prefix + error.message)
        }
    }

    /// `DE_de`, `US-CA_en`: the folder `lint` takes the set's expectations from.
    public var folderName: String { "\(geo)_\(language)" }

    /// `DE`, `US-CA`.
    public var geo: String { region.map { "\(country)-\($0)" } ?? country }
}
