import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// Google AC strings (examples of Google's Additional Consent technical specification,
/// https://support.google.com/admanager/answer/9681920) and US Privacy strings.
struct AdditionalConsentAndUSPrivacyTests {
    func acReason(_ value: String) -> String? {
        do {
            _ = try AdditionalConsentString.decode(value)
            return nil
        } catch { return error.reason }
    }

    func uspReason(_ value: String) -> String? {
        do {
            _ = try USPrivacyString.decode(value)
            return nil
        } catch { return error.reason }
    }

    @Test func googleSpecVectors() throws {
        let vectors: [(String, Int, [Int], [Int])] = [
            ("2~1.35.41.101~dv.9.21.81", 2, [1, 35, 41, 101], [9, 21, 81]),
            ("2~~dv.1.2.3.4.10", 2, [], [1, 2, 3, 4, 10]),
            ("2~1.2.3.4.10~dv.", 2, [1, 2, 3, 4, 10], []),
            ("2~1.2.3.4.10~dv", 2, [1, 2, 3, 4, 10], []),
            ("2~1.10~dv.2.3.4", 2, [1, 10], [2, 3, 4]),
            ("1~1.35.41.101", 1, [1, 35, 41, 101], []),
        ]
        for (value, version, consented, disclosed) in vectors {
            let ac = try AdditionalConsentString.decode(value)
            #expect(ac.version == version, "\(value)")
            #expect(ac.consentedProviders == consented, "\(value)")
            #expect(ac.disclosedProviders == disclosed, "\(value)")
        }
    }

    @Test func orderIsKeptAndEmptyFormsDecode() throws {
        #expect(try AdditionalConsentString.decode("2~2072.70.89.93~dv.").consentedProviders == [2072, 70, 89, 93])
        #expect(try AdditionalConsentString.decode("1~1584.2292.2392.").consentedProviders == [1584, 2292, 2392])
        for empty in ["1~", "2~~dv.", "2~~dv"] {
            #expect(try AdditionalConsentString.decode(empty).isEmpty, "\(empty)")
        }
        #expect(try !AdditionalConsentString.decode("2~~dv.7").isEmpty)  // disclosed, nothing consented: not empty
        #expect(try AdditionalConsentString.decode("2%7E1.2%7Edv.3").disclosedProviders == [3])
    }

    @Test func evidence() throws {
        #expect(
            try AdditionalConsentString.decode("2~1.35.41.101~dv.9.21.81").evidence == [
                JSONMember(key: "version", value: .int(2)),
                JSONMember(key: "consentedCount", value: .int(4)),
                JSONMember(key: "disclosedCount", value: .int(3)),
            ])
        #expect(
            try AdditionalConsentString.decode("1~1.35").evidence.last
                == JSONMember(key: "disclosedCount", value: .null))
        let dispatched = try ConsentStringDecoder.evidence(
            for: "2~1.35.41.101~dv.9.21.81", kind: .additionalConsent, revealing: false
        ).get()
        #expect(dispatched.first { $0.key == "prefix" }?.value == .string("2~1.35… (24 chars)"))
    }

    @Test func malformedACStrings() {
        #expect(acReason("3~1.2") == "an Additional Consent string starts with its version '1~' or '2~'")
        #expect(acReason("") == "an Additional Consent string starts with its version '1~' or '2~'")
        #expect(acReason("2~1.2") == "a v2 Additional Consent string has 3 '~'-separated parts, this one has 2")
        #expect(acReason("1~1~dv.2") == "a v1 Additional Consent string has 2 '~'-separated parts, this one has 3")
        #expect(
            acReason("2~1~xv.2") == "the third part of a v2 Additional Consent string must be 'dv' or start with 'dv.'")
        #expect(acReason("2~1..2~dv") == "item 2 of the consented list is empty")
        #expect(acReason("2~1.a~dv") == "item 2 of the consented list is not a decimal id of at most 9 digits")
        #expect(
            acReason("2~1~dv.99999999999") == "item 1 of the disclosed list is not a decimal id of at most 9 digits")
        // non-ASCII digit
        #expect(acReason("2~1~dv.٣") == "item 1 of the disclosed list is not a decimal id of at most 9 digits")
        #expect(
            acReason("1~" + Array(repeating: "1", count: 10_001).joined(separator: "."))
                == "not decoded: the value is 20003 bytes long, and values over 16384 bytes are recognised by their shape only"
        )
    }

    @Test func usPrivacy() throws {
        let usp = try USPrivacyString.decode("1YN-")
        #expect(usp.version == 1 && usp.notice == .yes && usp.optOutSale == .no && usp.lspaCovered == .notApplicable)
        #expect(!usp.isNotApplicable)
        #expect(try USPrivacyString.decode("1---").isNotApplicable)
        #expect(uspReason("1YN") == "a US Privacy string has 4 characters, this one has 3")
        #expect(uspReason("2YNN") == "US Privacy version is '2'; only version 1 exists")
        #expect(uspReason("1yNN") == "US Privacy Notice is 'y'; it must be 'Y', 'N' or '-'")
        #expect(uspReason("1YNX") == "US Privacy LspaCovered is 'X'; it must be 'Y', 'N' or '-'")
    }
}
