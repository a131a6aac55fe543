import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// The hand-written shape checks accept exactly what their patterns do (the patterns go into the
/// JSON Schemas), over every short string of a small alphabet that holds each kind of character
/// the patterns tell apart, plus longer and non-ASCII cases.
struct CodeShapeTests {
    static let alphabet = ["a", "z", "A", "Z", "0", "9", "-", "_", "é"]

    /// Every string of up to `length` characters of `alphabet`, and some longer ones.
    static var strings: [String] {
        var all = [""]
        var layer = [""]
        for _ in 0..<4 {
            layer = layer.flatMap { prefix in alphabet.map { prefix + $0 } }
            all += layer
        }
        return all + [
            "abcdefghijkl", "de-ABCDEFGH", "de-ABCDEFGHI", "pt-BR-x9", "en-", "a--b", "rule-id-2", "Alias_1x", "ABCD",
        ]
    }

    func agree(_ pattern: String, _ check: (String) -> Bool) throws {
        let regex = try Regex(pattern)
        for text in Self.strings {
            #expect(check(text) == (text.wholeMatch(of: regex) != nil), "\(pattern) on '\(text)'")
        }
    }

    @Test func eachCheckMatchesItsPattern() throws {
        try agree(CodeShape.kebabCasePattern, CodeShape.isKebabCase)
        try agree(CodeShape.aliasNamePattern, CodeShape.isAliasName)
        try agree(CodeShape.countryCodePattern, CodeShape.isCountryCode)
        try agree(CodeShape.regionCodePattern, CodeShape.isRegionCode)
        try agree(CodeShape.languageTagPattern, CodeShape.isLanguageTag)
    }

    @Test func folderNamesSplitAsTheConventionSays() throws {
        let regex = try Regex("([A-Z]{2})(-([A-Z0-9]{1,3}))?_([a-z]{2,3}(-[A-Za-z0-9]{2,8})*)")
        let names =
            Self.strings.flatMap { geo in ["de", "pt-BR", "EN", "de-"].map { "\(geo)_\($0)" } }
            + ["DE_de", "US-CA_en", "BR_pt-BR", "US-CA-X_en", "DE__de", "DE_de_x", "_de", "DE_"]
        for name in names {
            let parts = CodeShape.folderParts(name)
            if let match = name.wholeMatch(of: regex) {
                #expect(parts?.country == match.output[1].substring.map(String.init), "\(name)")
                #expect(parts?.region == match.output[3].substring.map(String.init), "\(name)")
                #expect(parts?.language == match.output[4].substring.map(String.init), "\(name)")
            } else {
                #expect(parts == nil, "\(name)")
            }
        }
        let expectations = try #require(SetExpectations(folderName: "US-CA_en"))
        #expect(expectations.country == "US" && expectations.region == "CA" && expectations.language == "en")
    }
}
