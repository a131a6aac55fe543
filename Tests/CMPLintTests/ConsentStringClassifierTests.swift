import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// Classification positives (every decodable vector) and negatives (ordinary values that only
/// look similar, placeholders, and consent strings that carry no consent state).
struct ConsentStringClassifierTests {
    @Test func positives() {
        let cases: [(String, ConsentStringKind)] = [
            ("CQSbk4AQSbk4ANwAAAENAwCgAAAAAAAAAAYgACPAAAAA.IDKQA4AAgAKAGQAygAAA.YAAAAAAAAAAA", .tcfV2),
            ("COtybn4PA_zT4KjACBENAPCIAEBAAECAAIAAAAAAAAAA", .tcfV2),
            ("CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA", .tcfV2),
            ("CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA", .tcfV2),
            ("  CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA\n", .tcfV2),
            ("BOEFEAyOEFEAyAHABDENAI4AAAB9vABAASA", .tcfV1),
            ("DBABM~CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA", .gpp),
            ("DBACNY~CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA~1YNN", .gpp),
            ("DBABTA~1YNN", .gpp),
            ("DBABLA~CAAAVVVVVVRA.QA", .gpp),
            ("DBABBg~BVqqqqpY.YA", .gpp),
            ("DBABTA%7E1YNN", .gpp),
            ("2~1.35.41.101~dv.9.21.81", .additionalConsent),
            ("2~~dv.1.2.3.4.10", .additionalConsent),
            ("1~1.35.41.101", .additionalConsent),
            ("2%7E1.35%7Edv.", .additionalConsent),
            ("1YNN", .usPrivacy),
            ("1-Y-", .usPrivacy),
            (OTConsentObjectTests.sample, .otConsentString),
            ("eyJkc0lkIjoiYSJ9", .otConsentString),
            ("eyJsYXN0TGF1bmNoRGF0ZSI6MTcxMzIxMTQyNjI4NywiZHNJZCI6ImI4NzViMzgyIn0=", .otConsentString),
        ]
        for (value, kind) in cases {
            #expect(ConsentStringClassifier.classify(value) == kind, "\(value)")
        }
    }

    @Test func ordinaryValuesAreNotConsentStrings() {
        let negatives = [
            "C0001", "C0002:1,C0003:0", "CPRA", "CCPA", "Cookies", "Cookie Settings", "abc", "CMP", "IAB2V2_1", "BG41",
            "https://cdn.cookielaw.org/consent/3e188561/OtAutoBlock.js", "cdn.cookielaw.org",
            "b875b382-0d5e-4c8a-9f31-6a7e2b90c1d2", "C875B382-0D5E-4C8A-9F31-6A7E2B90C1D2",
            "D875B382-0D5E-4C8A-9F31-6A7E2B90C1D2",
            "#FFFFFF", "#1276CE", "202209.1.0", "en-US", "2024-04-15T20:03:46.531Z", "1713211426531", "1234",
            "SGVsbG8gd29ybGQ=", Data(#"{"countryCode":"US","regionCode":"CA"}"#.utf8).base64EncodedString(),
            "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl",
            "ConsentManagementPlatformBannerTitleTextColorConfigurationValueForDarkMode",
            "BannerTitleTextColorConfigurationValueForTheDarkModeOfTheConsentPreferenceCenter",
            "DBConnectionStringForTheConsentLoggingServiceInProductionEnvironment",
            "CAAAVVVVVVRA.QA",  // a usnat section, not a TC string
            "isGpcEnabled=0&datestamp=Wed+Feb+01+2023&version=202209.1.0&consentId=7f3cf16d-b3e1-4781-8db1-61482d0a9dff&groups=C0001%3A1",
            "CLSYjTaOngnCIAOABBENAXCMAGOAABBAAA7IA5n-m7fP6_3fbqVv6E__PoA5Aqff3aJx8tv_1967rfnQEQoAIAAQCrwkAEABAcACABIMACAAuApEVABABUSABgBCAVSAtIoACACIArYQAHACgAFgAVwBJgDcAI7AWgMAAgBiKgAgBMgFfKQAQBRkQAQA4AFiBAAoA-AEVAJlAVgAtYcACAJcAr4eABAK8OgBgFzAOmAqwgABAWyA.IFukWSQh",
            "DBACOeA~~1YNN", "invalid gpp string", "2~1.2", "1YNNN", "1yes",
        ]
        for value in negatives {
            #expect(ConsentStringClassifier.classify(value) == nil, "\(value)")
        }
    }

    @Test func placeholdersAndEmptyConsentStrings() {
        let placeholders = [
            "", " ", "\n\t", "null", "NULL", "undefined", "0", "-", "N/A", "n/a", "{}", "[]", "\"\"", "none", "false",
            "DBAA", "1~", "2~~dv.", "2~~dv", "1---", "e30=",
        ]
        for value in placeholders {
            #expect(ConsentStringClassifier.classify(value) == nil, "\(value.debugDescription)")
        }
    }

    @Test func tcfNeedsPlausibleDates() throws {
        var old = ConsentTestCore()
        old.created = 15_000_000_000
        old.lastUpdated = 15_000_000_000  // 2017-07
        #expect(ConsentStringClassifier.classify(old.encoded()) == nil)
        #expect(try TCString.decode(old.encoded()).cmpId == 28)  // still decodes on request
        // An old spec example decodes, but its synthetic Created date is 2008: not a plausible capture.
        let specHistory =
            "CLcVDxRMWfGmWAVAHCENAXCkAKDAADnAABRgA5mdfCKZuYJez-NQm0TBMYA4oCAAGQYIAAAAAAEAIAEgAA.argAC0gAAAAAAAAAAAA"
        #expect(ConsentStringDate.iso8601(try TCString.decode(specHistory).created) == "2008-12-07T10:04:17.7Z")
        #expect(ConsentStringClassifier.classify(specHistory) == nil)
        var backwards = ConsentTestCore()
        backwards.lastUpdated = backwards.created - 10
        #expect(ConsentStringClassifier.classify(backwards.encoded()) == nil)
        var future = ConsentTestCore()
        future.created = 42_000_000_000
        future.lastUpdated = 42_000_000_000  // 2103
        #expect(ConsentStringClassifier.classify(future.encoded()) == nil)
        #expect(ConsentStringClassifier.classify(ConsentTestCore().encoded()) == .tcfV2)
        #expect(ConsentStringClassifier.classify(ConsentTestCore().encoded(padTo: 6)) == .tcfV2)
    }

    @Test func everyClassifiedVectorDecodesWithItsKind() {
        for value in [
            "COtybn4PA_zT4KjACBENAPCIAEBAAECAAIAAAAAAAAAA", "DBABTA~1YNN", "1~1.35", "1NYN", "eyJkc0lkIjoiYSJ9",
            "BOEFEAyOEFEAyAHABDENAI4AAAB9vABAASA",
        ] {
            guard let kind = ConsentStringClassifier.classify(value) else {
                Issue.record("\(value) not classified")
                continue
            }
            let evidence = ConsentStringDecoder.evidence(for: value, kind: kind, revealing: false)
            #expect((try? evidence.get())?.first == JSONMember(key: "kind", value: .string(kind.rawValue)))
        }
    }
}
