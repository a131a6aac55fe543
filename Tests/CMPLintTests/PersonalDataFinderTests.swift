import Foundation
import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// `PersonalDataFinder` finds consent strings and identifiers wherever they sit in a text, and
/// nothing in ordinary report text; `PersonalDataRedaction` hides exactly what it finds.
struct PersonalDataFinderTests {
    typealias V = PersonalDataVectors

    func found(_ text: String) -> [(
        kind: PersonalDataMatch.Kind, carrier: PersonalDataMatch.Carrier, value: String, text: String
    )] {
        let bytes = Array(text.utf8)
        return PersonalDataFinder.matches(in: text).map {
            ($0.kind, $0.carrier, $0.value, String(decoding: bytes[$0.range], as: UTF8.self))
        }
    }

    @Test func wholeValuesOfEveryKind() {
        for (value, kind) in V.all {
            let matches = found(value)
            #expect(matches.count == 1, "\(value)")
            #expect(matches.first?.kind == kind, "\(value)")
            #expect(matches.first?.text == value)
        }
    }

    @Test func tokensInASentence() {
        let text = "Your consent \(V.tcString). Id \(V.identifier), ac \(V.additionalConsent) and \(V.usPrivacy)!"
        let matches = found(text)
        #expect(matches.map(\.value) == [V.tcString, V.identifier, V.additionalConsent, V.usPrivacy])
        #expect(
            matches.map(\.kind) == [
                .consentString(.tcfV2), .identifier, .consentString(.additionalConsent), .consentString(.usPrivacy),
            ])
    }

    @Test func urlQueryAndFragmentParameters() {
        let encodedAC = V.additionalConsent.replacingOccurrences(of: "~", with: "%7E")
        let url =
            "https://cdn.example.com/logo.png?gdpr=1&gdpr_consent=\(V.tcString)&addtl_consent=\(encodedAC)&us_privacy=\(V.usPrivacy)&dsid=alice-42#gpp=\(V.gppString)"
        let matches = found(url)
        #expect(
            matches.map(\.carrier) == [
                .parameter("gdpr_consent"), .parameter("addtl_consent"), .parameter("us_privacy"),
                .parameter("dsid"), .parameter("gpp"),
            ])
        #expect(matches.map(\.value) == [V.tcString, V.additionalConsent, V.usPrivacy, "alice-42", V.gppString])
        #expect(matches[1].text == encodedAC, "the redacted range is the value as written")
        #expect(matches[3].kind == .identifier)
        // A consent parameter holds consent state even when it does not decode; placeholders do not count.
        #expect(found("https://x.test/?gdpr_consent=not-a-tc-string").map(\.kind) == [.consentValue])
        #expect(found("https://x.test/?us_privacy=1---&gpp=DBAA&dsid=null").isEmpty)
    }

    @Test func uuidsCountOutsideURLPathsOnly() {
        #expect(found("https://cdn.cookielaw.org/logos/\(V.identifier)/logo.png").isEmpty)
        #expect(found("https://cdn.example.com/x?id=\(V.identifier)").map(\.value) == [V.identifier])
        #expect(found("https://cdn.example.com/x#\(V.identifier)").map(\.value) == [V.identifier])
        #expect(found("the key \(V.identifier.uppercased())-test").map(\.kind) == [.identifier])
        #expect(found("x\(V.identifier)").isEmpty, "part of a longer word")
    }

    @Test func insideBase64() {
        let json = #"{"user":{"dsId":"\#(V.dsId)"}}"#
        for blob in [
            V.base64(json), V.base64url(json), V.base64(V.base64("consent=" + V.tcString)),
            V.base64("https://x.test/?gdpr_consent=\(V.tcString)"),
        ] {
            let matches = found("token \(blob) end")
            #expect(matches.count == 1, "\(blob)")
            #expect(matches.first?.carrier == .base64)
            #expect(matches.first?.text == blob)
        }
        #expect(found(V.base64(json)).first?.value == V.dsId)
        // An otConsentString is itself a consent string, found as a whole.
        #expect(found("state: \(V.otConsentString)").map(\.kind) == [.consentString(.otConsentString)])
    }

    @Test func base64IsLookedIntoOnlyUpToItsBoundedPrefix() {
        let padding = String(repeating: "x ", count: PersonalDataFinder.base64PeekLength / 2)
        let hidden = V.base64(padding + V.dsId)
        #expect(found(hidden).isEmpty, "the dsId lies beyond the decoded prefix")
        #expect(!found(V.base64(String(padding.prefix(2_000)) + V.dsId)).isEmpty)
        // Three levels of base64: the third is not looked into.
        #expect(found(V.base64(V.base64(V.base64(V.dsId)))).isEmpty)
        #expect(!found(V.base64(V.base64(V.dsId))).isEmpty)
    }

    @Test func cutTokensBeforeAnEllipsis() {
        let cut = String(V.tcString.prefix(30)) + "…"
        #expect(found("message: \(cut)").map(\.kind) == [.truncated])
        #expect(found("id " + String(V.identifier.prefix(20)) + "…").map(\.kind) == [.truncated])
        // A base64 blob cut inside the dsId it carries.
        let blob = V.base64(#"{"a":1,"dsId":"\#(V.dsId)"}"#)
        #expect(found(String(blob.prefix(36)) + "…").map(\.carrier) == [.base64])
        // What leak evidence shows (8 characters) and ordinary words stay.
        #expect(found("CPSG_8AP… (94 chars)").isEmpty)
        #expect(found("Banner will not be shown as consent validi…").isEmpty)
    }

    @Test func tokensTooLongToInspect() {
        let long = "C" + String(repeating: "A", count: PersonalDataFinder.maxInspectedLength)
        let matches = found("value \(long) end")
        #expect(matches.map(\.kind) == [.longValue])
        #expect(matches.first?.value == "", "never copied or decoded")
    }

    @Test func ordinaryReportTextHasNone() throws {
        let ordinary = [
            "C0001", "IABV2_1", "IAB2V2_11", "ISF2V2_3", "V2STACK", "Cookies", "CPRA",
            "ERROR_CODE_INVALID_COUNTRY_OR_REGION",
            "https://www.example.com/images/app-logo.png", "https://cdn.cookielaw.org/consent/3e188561/OtAutoBlock.js",
            "202209.1.0", "2024-04-15T20:03:46.531Z", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl",
            "ConsentManagementPlatformBannerTitleTextColorConfigurationValueForDarkMode",
            "groupId C0003 is defined again (first at /pcUIData/purposeTree/purposes/2/groupId)",
            "kind: TCF v2 TC string, length: 94, prefix: CPSG_8AP… (94 chars), dsId: 3f9c…6c58 (36 chars)",
            "a=b&c=d", "~", "1~", "DBAA", "1~2 items", "pages 2~5.",
        ]
        for text in ordinary {
            #expect(found(text).isEmpty, "\(text)")
        }
        // The samples/ report is ordinary text (the other formats have golden files).
        for format in [ReportFormat.stylish, .json] {
            let text = format.render(ReportFixtures.samples, options: ReportFixtures.samplesOptions)
            #expect(PersonalDataRedaction.text(text) == text, "\(format)")
        }
    }

    @Test func placeholdersAreStableCompactAndReadable() {
        let redacted = PersonalDataRedaction.text("'\(V.tcString)' holds a TC string")
        let hash = String(StableHash.hex(V.tcString).prefix(6))
        #expect(redacted == "'[redacted TCF v2 TC string, 94 chars, #\(hash)]' holds a TC string")
        #expect(
            PersonalDataRedaction.text("us_privacy=1YNN") == "us_privacy=[redacted US Privacy string, 4 chars]",
            "no hash of a short value")
        #expect(PersonalDataRedaction.text(redacted) == redacted, "redacting twice changes nothing")
        // Two different identifiers stay apart.
        #expect(PersonalDataRedaction.text(V.dsId) != PersonalDataRedaction.text(V.identifier))
    }

    @Test func pointersKeepTheirStructure() {
        let pointer = JSONPointer.appending(
            JSONPointer.appending(JSONPointer.appending("", "purposes"), V.additionalConsent), "id")
        #expect(pointer == "/purposes/2~01.35.41.101~0dv.9.21.81/id")
        let redacted = PersonalDataRedaction.pointer(pointer)
        #expect(
            JSONPointer.tokens(redacted) == [
                "purposes",
                "[redacted Google Additional Consent string, 24 chars, #\(StableHash.hex(V.additionalConsent).prefix(6))]",
                "id",
            ])
        #expect(
            PersonalDataRedaction.pointer("/pcUIData/purposeTree/purposes/0/groupId")
                == "/pcUIData/purposeTree/purposes/0/groupId")
        let url = "https://x.test/a?dsid=\(V.identifier)"
        #expect(
            JSONPointer.tokens(PersonalDataRedaction.pointer("/logos/" + JSONPointer.escape(url)))?[1].hasPrefix(
                "https://x.test/a?dsid=[redacted identifier") == true)
    }

    @Test func mayContainNeverRulesOutAMatch() {
        var generator = SplitMix64(seed: 13)
        // Pieces of consent strings, identifiers, base64 text and URLs (whose paths mix the token
        // and base64 alphabets), joined at random.
        let pieces = [
            "CPSG", "AAAA", "1YNN", "~", "=", "…", " ", "-", ".", "b875b382", "eyJ", "%7E", "/", "+", "x", "0",
            "DB", "ABMA", "https://", "www.", ".com/", "-e89b-12d3-a456-", "426614174000", "BO", "Q1BTRw",
            "1~1.", "\\", "_", "%20", "ZHNJZD0", "COw4XqLOw4XqLAAAAAENAPCgAAAAAAAAAAAAAA", "1006", "Y", "N", "1Y",
        ]
        for _ in 0..<20_000 {
            let text = (0..<generator.below(14)).map { _ in pieces[generator.below(pieces.count)] }.joined()
            if !PersonalDataFinder.matches(in: Array(text.utf8), depth: 0).isEmpty {
                #expect(PersonalDataFinder.mayContain(Array(text.utf8)), "\(text)")
            }
        }
        // Found by fuzz-personal-data: a GPP string whose only "~" is percent-encoded, in a token
        // shorter than the 16 characters a run needs.
        let encoded = "DBABACN1---%7EY\u{FFFD}1Y"
        #expect(!PersonalDataFinder.matches(in: Array(encoded.utf8), depth: 0).isEmpty)
        #expect(PersonalDataFinder.mayContain(Array(encoded.utf8)))
        // A token too long to inspect is reported whole, whatever its characters.
        let dots = String(repeating: ".", count: PersonalDataFinder.maxInspectedLength + 1)
        #expect(!PersonalDataFinder.matches(in: Array(dots.utf8), depth: 0).isEmpty)
        #expect(PersonalDataFinder.mayContain(Array(dots.utf8)))
        // An ordinary URL, or a vendor name ending in a number, is ruled out without a search.
        #expect(!PersonalDataFinder.mayContain(Array("https://www.vendor-example.com/privacy-policy/en".utf8)))
        #expect(!PersonalDataFinder.mayContain(Array("Xandr, Inc. 1006".utf8)))
        #expect(PersonalDataFinder.mayContain(Array("opt-out: 1YN-.".utf8)))
    }

    /// Read in a document's source, a string gets the answer its content (the source between the
    /// quotes) gets on its own, and the closing quote the test reports, when it read that far, is
    /// the string's (`EmbeddedPersonalData` then does not look for the end again).
    @Test func mayContainReadsAJSONStringToItsClosingQuote() throws {
        var generator = SplitMix64(seed: 29)
        let pieces = [
            "CPSG", "1YNN", "1Y", "1", "DB", "ABMA", " ", "-", ".", "x", "Datenschutzeinstellungen", "\"", "\\", "…",
            "https://a.test/b", "é", "_", "\n",
        ]
        var quotesFound = 0
        for _ in 0..<4_000 {
            let texts = (0..<3).map { _ in
                (0..<generator.below(8)).map { _ in pieces[generator.below(pieces.count)] }.joined()
            }
            let source = Array(try JSONSerialization.data(withJSONObject: texts))
            let document = try JSONParser.parse(source)
            for node in document.elements(document.root) {
                let range = document.byteRange(node)
                let expected = PersonalDataFinder.mayContain(source[(range.lowerBound + 1)..<(range.upperBound - 1)])
                let read = source.withUnsafeBufferPointer {
                    PersonalDataFinder.mayContain(jsonStringAt: range.lowerBound + 1, in: $0)
                }
                #expect(read.mayContain == expected, "\(String(decoding: source[range], as: UTF8.self))")
                if let quote = read.closingQuote {
                    #expect(quote == range.upperBound - 1)
                    quotesFound += 1
                }
            }
        }
        #expect(quotesFound > 1_000, "most generated strings are ruled out, read to their end (\(quotesFound))")
    }
}
