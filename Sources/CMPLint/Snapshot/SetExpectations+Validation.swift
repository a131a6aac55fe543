import CMPLintDocuments

/// What a set is meant for is validated and normalised here, whatever its source (command-line
/// flags, a config `sets:` entry, an example's `meantFor`, a folder name), so the same mistake gets
/// the same error everywhere: `country 'Germany' is not an ISO 3166-1 alpha-2 code such as DE or US`.
extension SetExpectations {
    /// A value that cannot be what a set is meant for: `field` names the flag or key.
    public struct InvalidValue: Error, Sendable, Equatable {
        public let field: String
        public let message: String
    }

    /// Validates and normalises (country and region upper-cased; a language tag's region subtag
    /// upper-cased: `pt-br` → `pt-BR`).
    public static func validated(
        country: String?, region: String?, language: String?, bundledLogos: Set<BundledLogo>? = nil,
        source: Source
    ) throws(InvalidValue) -> SetExpectations {
        if region != nil && country == nil {
            throw InvalidValue(field: "region", message: "region needs a country (a region is part of a country)")
        }
        // Checked upper-cased, but quoted as the user wrote them; ASCII before upper-casing, since
        // Unicode upper-cases some other letters to ASCII ("ß" to "SS", dotless "ı" to "I").
        if let written = country,
            !(written.utf8.allSatisfy { $0 < 0x80 } && CodeShape.isCountryCode(written.uppercased()))
        {
            throw InvalidValue(
                field: "country", message: "country '\(written)' is not an ISO 3166-1 alpha-2 code such as DE or US")
        }
        if let written = region,
            !(written.utf8.allSatisfy { $0 < 0x80 } && CodeShape.isRegionCode(written.uppercased()))
        {
            throw InvalidValue(field: "region", message: "region '\(written)' is not a region code such as CA or BY")
        }
        let country = country?.uppercased()
        let region = region?.uppercased()
        var normalizedLanguage: String?
        if let language {
            guard CodeShape.isLanguageTag(language) else {
                throw InvalidValue(
                    field: "language",
                    message: "language '\(language)' is not a BCP 47 language tag such as de, en or pt-BR")
            }
            normalizedLanguage = normalizedTag(language)
        }
        return SetExpectations(
            country: country, region: region, language: normalizedLanguage, bundledLogos: bundledLogos,
            geoSource: country == nil ? nil : source, languageSource: language == nil ? nil : source)
    }

    /// BCP 47 case conventions: language lower-case, script title-case, region upper-case.
    package static func normalizedTag(_ tag: String) -> String {
        tag.split(separator: "-").enumerated().map { index, part in
            if index == 0 { return part.lowercased() }
            if part.count == 4, part.allSatisfy(\.isLetter) {
                return part.prefix(1).uppercased() + part.dropFirst().lowercased()
            }
            if part.count == 2 || (part.count == 3 && part.allSatisfy(\.isNumber)) { return part.uppercased() }
            return part.lowercased()
        }.joined(separator: "-")
    }
}
