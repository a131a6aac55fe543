import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// otConsentString: base64 of the documented OTConsentObject sample (OneTrust "Persisting Consent",
/// https://developer.onetrust.com/onetrust/docs/persisting-consent), its PascalCase variant,
/// alphabet and padding variants, and failures.
struct OTConsentObjectTests {
    /// The "Persisting Consent" sample; the doc elides the ids, so these are made up in their shape.
    static let sampleJSON =
        #"{"lastLaunchDate":1713211426287,"shouldShowBanner":1,"dsId":"b875b382-0d5e-4c8a-9f31-6a7e2b90c1d2","appId":"3e188561-1c2d-4e5f-8a9b-0c1d2e3f4a5b-test","cdn":"cdn.cookielaw.org","isAnonymous":1,"expiryDate":1744747426531,"lastConsentDate":1713211426531,"lastInteractionType":"Preference Center - Confirm","groupConsents":{"C0001":1,"C0003":1,"C0002":0,"C0004":1},"sdkConsents":{"abdfa468-8c1e-4c5c-bd5c-2c4a6f0e9b11":1}}"#
    static let sample = Data(sampleJSON.utf8).base64EncodedString()

    func reason(_ value: String) -> String? {
        do {
            _ = try OTConsentObject.decode(value)
            return nil
        } catch { return error.reason }
    }

    @Test func documentedSample() throws {
        let object = try OTConsentObject.decode(Self.sample)
        #expect(object.dataSubjectId == "b875b382-0d5e-4c8a-9f31-6a7e2b90c1d2")
        #expect(object.isAnonymous == true)
        #expect(object.lastConsentDate.map(ConsentStringDate.iso8601) == "2024-04-15T20:03:46.531Z")
        #expect(object.lastInteractionType == "Preference Center - Confirm")
        #expect(object.groupConsentCount == 4 && object.sdkConsentCount == 1)
        #expect(object.identifierType == nil)
        #expect(
            object.keys == [
                "appId", "cdn", "dsId", "expiryDate", "groupConsents", "isAnonymous", "lastConsentDate",
                "lastInteractionType", "lastLaunchDate", "sdkConsents", "shouldShowBanner",
            ])
    }

    @Test func evidenceRedactsTheIdentifier() throws {
        let object = try OTConsentObject.decode(Self.sample)
        let hidden = object.evidence(revealing: false)
        #expect(
            Array(hidden.prefix(6)) == [
                JSONMember(key: "dsId", value: .string("b875…c1d2 (36 chars)")),
                JSONMember(key: "isAnonymous", value: .bool(true)),
                JSONMember(key: "lastConsentDate", value: .string("2024-04-15T20:03:46.531Z")),
                JSONMember(key: "lastInteractionType", value: .string("Preference Center - Confirm")),
                JSONMember(key: "groupConsentCount", value: .int(4)),
                JSONMember(key: "sdkConsentCount", value: .int(1)),
            ])
        #expect(!JSONValue.object(hidden).jsonText.contains("b875b382"))
        #expect(object.evidence(revealing: true).first?.value == .string("b875b382-0d5e-4c8a-9f31-6a7e2b90c1d2"))

        let dispatched = try ConsentStringDecoder.evidence(for: Self.sample, kind: .otConsentString, revealing: false)
            .get()
        #expect(dispatched.map(\.key).prefix(4) == ["kind", "length", "prefix", "dsId"])
        #expect(!JSONValue.object(dispatched).jsonText.contains(Self.sample))
        #expect(!JSONValue.object(dispatched).jsonText.contains("0d5e-4c8a"))
    }

    @Test func pascalCaseVariantFromTheOpenAPIExample() throws {
        let value = Data(#"{"LastLaunchDate":1713211426287,"ShouldShowBanner":1,"DSID":"sup-newlkgb"}"#.utf8)
            .base64EncodedString()
        let object = try OTConsentObject.decode(value)
        #expect(object.dataSubjectId == "sup-newlkgb")
        #expect(object.keys == ["DSID", "LastLaunchDate", "ShouldShowBanner"])
        #expect(object.isAnonymous == nil && object.lastConsentDate == nil && object.groupConsentCount == 0)
        #expect(object.evidence(revealing: false).first == JSONMember(key: "dsId", value: .string("s…b (11 chars)")))
        #expect(ConsentStringClassifier.classify(value) == .otConsentString)
    }

    @Test func mixedCaseKeysAndValueShapes() throws {
        let json =
            #"{"DsId":42,"ISANONYMOUS":"false","LastConsentedDate":"1713211426","GroupConsents":{"C0001":1},"identifierType":"Cookie Unique Id"}"#
        let object = try OTConsentObject.decode(Data(json.utf8).base64EncodedString())
        #expect(object.dataSubjectId == "42")
        #expect(object.isAnonymous == false)
        #expect(object.lastConsentDate.map(ConsentStringDate.iso8601) == "2024-04-15T20:03:46Z")  // 10 digits: seconds
        #expect(object.groupConsentCount == 1)
        #expect(object.identifierType == "Cookie Unique Id")
        #expect(
            object.evidence(revealing: false).contains(
                JSONMember(key: "identifierType", value: .string("Cookie Unique Id"))))
    }

    @Test func base64Variants() throws {
        let reference = try OTConsentObject.decode(Self.sample)
        let unpadded = String(Self.sample.drop { _ in false }.reversed().drop { $0 == "=" }.reversed())
        let urlSafe = unpadded.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        #expect(try OTConsentObject.decode(unpadded) == reference)
        #expect(try OTConsentObject.decode(urlSafe) == reference)
        #expect(try OTConsentObject.decode("  \n" + Self.sample + " \t") == reference)
        // Line-wrapped base64, as from a copy of a MIME-style dump.
        let wrapped = stride(from: 0, to: Self.sample.count, by: 76).map { start in
            String(Self.sample.dropFirst(start).prefix(76))
        }.joined(separator: "\r\n")
        #expect(try OTConsentObject.decode(wrapped) == reference)
        // Percent-encoded, as taken from a header or URL.
        let percent = Self.sample.replacingOccurrences(of: "=", with: "%3D").replacingOccurrences(of: "+", with: "%2B")
            .replacingOccurrences(of: "/", with: "%2F")
        #expect(try OTConsentObject.decode(percent) == reference)
        // The short form used by the project's own rule examples.
        #expect(try OTConsentObject.decode("eyJkc0lkIjoiYSJ9").dataSubjectId == "a")
    }

    @Test func failuresSayWhy() {
        #expect(reason("") == "the value is empty")
        #expect(reason("   ") == "the value is empty")
        #expect(reason("abcde") == "the value is 5 base64 characters long, which no byte sequence encodes")
        #expect(reason("ab=cd") == "'=' appears before the end of the base64 value")
        #expect(reason("a.bc") == "'.' is not a base64 character")
        #expect(reason(Data("hello, world".utf8).base64EncodedString()) == "the base64 payload (12 bytes) is not JSON")
        #expect(reason(Data("[1,2]".utf8).base64EncodedString()) == "the base64 payload is JSON but not an object")
        #expect(
            reason(Data(#"{"countryCode":"US","cdn":"x"}"#.utf8).base64EncodedString())
                == "the JSON object has none of the OTConsentObject keys (dsId, lastLaunchDate, groupConsents, …)")
        #expect(reason("e30=") != nil)  // {}
        #expect(reason(Data([0xff, 0xfe, 0x7b]).base64EncodedString())?.hasSuffix("is not JSON") == true)
    }

    @Test func outOfRangeDatesAreDroppedNotTrapped() throws {
        for raw in ["1e300", "-5", "1e20", "\"NaN\"", "\"abc\""] {
            let json = #"{"dsId":"x","lastConsentDate":"# + raw + "}"
            let object = try OTConsentObject.decode(Data(json.utf8).base64EncodedString())
            #expect(object.lastConsentDate == nil, "\(raw)")
        }
    }
}
