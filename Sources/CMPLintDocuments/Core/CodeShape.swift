/// Whole-string shape checks for the short codes and names the tool validates (rule ids, alias
/// names, country, region and language codes), written out byte by byte. They run for every rule
/// as it loads and for every set's folder name, where building a regular expression each time cost
/// more than loading the rule or linting a small set. Each accepts exactly the strings its
/// `pattern` does (`CodeShapeTests` checks them against a regular expression engine); the patterns
/// also go into the JSON Schemas.
package enum CodeShape {
    package static let kebabCasePattern = "[a-z][a-z0-9]*(-[a-z0-9]+)*"
    package static let aliasNamePattern = "[A-Za-z][A-Za-z0-9_]*"
    package static let countryCodePattern = "[A-Z]{2}"
    package static let regionCodePattern = "[A-Z0-9]{1,3}"
    package static let languageTagPattern = "[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*"

    private static func isLower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
    private static func isUpper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    private static func isLetter(_ b: UInt8) -> Bool { isLower(b) || isUpper(b) }
    private static let hyphen = UInt8(ascii: "-")

    /// `[a-z][a-z0-9]*(-[a-z0-9]+)*`: rule ids.
    package static func isKebabCase(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, isLower(first), bytes.last != hyphen else { return false }
        var previous = first
        for b in bytes.dropFirst() {
            guard isLower(b) || isDigit(b) || (b == hyphen && previous != hyphen) else { return false }
            previous = b
        }
        return true
    }

    /// `[A-Za-z][A-Za-z0-9_]*`: path alias names.
    package static func isAliasName(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.dropFirst().allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// `[A-Z]{2}`: ISO 3166-1 alpha-2 country codes.
    package static func isCountryCode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.count == 2 && bytes.allSatisfy(isUpper)
    }

    package static func isCountryCode(_ text: String) -> Bool { isCountryCode(text.utf8) }

    /// `[A-Z0-9]{1,3}`: region codes.
    package static func isRegionCode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        (1...3).contains(bytes.count) && bytes.allSatisfy { isUpper($0) || isDigit($0) }
    }

    package static func isRegionCode(_ text: String) -> Bool { isRegionCode(text.utf8) }

    /// `[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*`: BCP 47 language tags as the tool accepts them; with
    /// `lowercasePrimary`, `[a-z]{2,3}(-[A-Za-z0-9]{2,8})*` (folder names).
    package static func isLanguageTag<Bytes: Collection<UInt8>>(_ bytes: Bytes, lowercasePrimary: Bool = false) -> Bool
    {
        let subtags = bytes.split(separator: hyphen, omittingEmptySubsequences: false)
        guard let primary = subtags.first, (2...3).contains(primary.count),
            primary.allSatisfy(lowercasePrimary ? isLower : isLetter)
        else { return false }
        return subtags.dropFirst().allSatisfy {
            (2...8).contains($0.count) && $0.allSatisfy { isLetter($0) || isDigit($0) }
        }
    }

    package static func isLanguageTag(_ text: String) -> Bool { isLanguageTag(text.utf8) }

    /// The folder-name convention `CC[-RR]_lang` (`DE_de`, `US-CA_en`, `BR_pt-BR`) split into its
    /// parts: `[A-Z]{2}(-[A-Z0-9]{1,3})?_[a-z]{2,3}(-[A-Za-z0-9]{2,8})*`; nil when the name does
    /// not follow it.
    package static func folderParts(_ name: String) -> (country: String, region: String?, language: String)? {
        let bytes = Array(name.utf8)
        guard let underscore = bytes.firstIndex(of: UInt8(ascii: "_")) else { return nil }
        let geo = bytes[..<underscore].split(separator: hyphen, maxSplits: 1, omittingEmptySubsequences: false)
        let language = bytes[(underscore + 1)...]
        guard isCountryCode(geo[0]), geo.count == 1 || isRegionCode(geo[1]),
            isLanguageTag(language, lowercasePrimary: true)
        else { return nil }
        func text(_ part: ArraySlice<UInt8>) -> String { String(decoding: part, as: UTF8.self) }
        return (text(geo[0]), geo.count == 2 ? text(geo[1]) : nil, text(language))
    }
}
