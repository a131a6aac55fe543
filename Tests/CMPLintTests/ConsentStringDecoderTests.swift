import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// TCF v2/v1 decoding against example vectors (IAB TCF "Consent string and vendor list formats",
/// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework),
/// constructed strings, and malformed input; plus the `ConsentStringDecoder` dispatcher.
struct ConsentStringDecoderTests {
    func iso(_ date: Date) -> String { ConsentStringDate.iso8601(date) }

    func decodeError(_ value: String) -> String? {
        do {
            _ = try TCString.decode(value)
            return nil
        } catch { return error.reason }
    }

    // MARK: - Example vectors

    @Test func specExampleT1() throws {
        let tc = try TCString.decode("CQSbk4AQSbk4ANwAAAENAwCgAAAAAAAAAAYgACPAAAAA.IDKQA4AAgAKAGQAygAAA.YAAAAAAAAAAA")
        #expect(tc.version == 2)
        #expect(iso(tc.created) == "2025-06-03T00:00:00Z")
        #expect(iso(tc.lastUpdated) == "2025-06-03T00:00:00Z")
        #expect(tc.created.timeIntervalSince1970 == 1_748_908_800)
        #expect(tc.cmpId == 880 && tc.cmpVersion == 0 && tc.consentScreen == 0)
        #expect(tc.consentLanguage == "EN")
        #expect(tc.vendorListVersion == 48 && tc.policyVersion == 2)
        #expect(tc.isServiceSpecific && !tc.useNonStandardTexts)
        #expect(tc.specialFeatureOptIns.isEmpty && tc.purposeConsents.isEmpty && tc.purposeLegitimateInterests.isEmpty)
        #expect(!tc.purposeOneTreatment)
        #expect(tc.publisherCountryCode == "DE")
        #expect(tc.vendorConsents == [1, 2, 3, 4])
        #expect(tc.vendorLegitimateInterests.isEmpty)
        #expect(tc.publisherRestrictionCount == 0)
        #expect(tc.segmentTypes == ["core", "disclosedVendors", "publisherTC"])
        #expect(tc.disclosedVendors == Set(1...5).union([100, 404]))
        #expect(tc.publisherPurposeConsents.isEmpty && tc.publisherPurposeLegitimateInterests.isEmpty)

        let urlMacro = try TCString.decode("CQSbk4AQSbk4ANwAAAENAwCgAAAAAAAAAAYgACPAAAAA.IDKQA4AAgAKAGQAygAAA")
        #expect(urlMacro.segmentTypes == ["core", "disclosedVendors"])
        #expect(urlMacro.disclosedVendors == tc.disclosedVendors)
        #expect(urlMacro.cmpId == 880)
    }

    @Test func iabtcfJavaVectorT2() throws {
        let tc = try TCString.decode("COtybn4PA_zT4KjACBENAPCIAEBAAECAAIAAAAAAAAAA")
        #expect(tc.version == 2)
        #expect(iso(tc.created) == "2020-01-26T17:01:00Z")
        #expect(iso(tc.lastUpdated) == "2021-02-02T17:01:00Z")
        #expect(tc.cmpId == 675 && tc.cmpVersion == 2 && tc.consentScreen == 1)
        #expect(tc.vendorListVersion == 15 && tc.policyVersion == 2)
        #expect(tc.consentLanguage == "EN" && tc.publisherCountryCode == "AA")
        #expect(!tc.isServiceSpecific && tc.purposeOneTreatment && !tc.useNonStandardTexts)
        #expect(tc.specialFeatureOptIns == [1])
        #expect(tc.purposeConsents == [2, 10])
        #expect(tc.purposeLegitimateInterests == [2, 9])
        #expect(tc.vendorConsents.isEmpty && tc.vendorLegitimateInterests.isEmpty)
        #expect(tc.segmentTypes == ["core"])
    }

    @Test func iabgppTCFSectionsT6() throws {
        let first = try TCString.decode("CPSG_8APSG_8ANwAAAENAwCgAAAAAAAAAAAAAAAAAAAA.IAAA.YAAAAAAAAAAA")
        #expect(first.version == 2 && first.cmpId == 880 && first.cmpVersion == 0 && first.consentScreen == 0)
        #expect(first.consentLanguage == "EN" && first.vendorListVersion == 48 && first.policyVersion == 2)
        #expect(first.isServiceSpecific && !first.useNonStandardTexts && !first.purposeOneTreatment)
        #expect(first.publisherCountryCode == "AA")
        #expect(iso(first.created) == "2022-01-01T00:00:00Z" && first.created == first.lastUpdated)
        #expect(first.segmentTypes == ["core", "disclosedVendors", "publisherTC"])

        let second = try TCString.decode("CPSG_8APSG_8ANwAAAENDgCgAAAAAAAAAAAAAAAAAAAA.IAAA.YAAAAAAAAAAA")
        #expect(second.vendorListVersion == 224)
        #expect(second.cmpId == 880 && second.consentLanguage == "EN")

        let rows: [(String, Set<Int>, Set<Int>)] = [
            ("CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAAOAAAABAAAAA.IAOABgAB.YAAAAAAAAAAA", [28], [10, 11, 28]),
            ("CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAAOwAQAOgAAAA.IAOgBgAAgAAA.YAAAAAAAAAAA", [29], [10, 11, 29]),
            (
                "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA",
                [1, 173, 722], [1, 10, 11, 29, 173, 722]
            ),
        ]
        for (string, consents, disclosed) in rows {
            let tc = try TCString.decode(string)
            #expect(tc.vendorConsents == consents)
            #expect(tc.disclosedVendors == disclosed)
            #expect(tc.policyVersion == 5 && tc.cmpId == 0 && tc.vendorListVersion == 0)
        }
    }

    @Test func truncatedDisclosedSegmentT8IsMalformed() {
        let value =
            "CLSYjTaOngnCIAOABBENAXCMAGOAABBAAA7IA5n-m7fP6_3fbqVv6E__PoA5Aqff3aJx8tv_1967rfnQEQoAIAAQCrwkAEABAcACABIMACAAuApEVABABUSABgBCAVSAtIoACACIArYQAHACgAFgAVwBJgDcAI7AWgMAAgBiKgAgBMgFfKQAQBRkQAQA4AFiBAAoA-AEVAJlAVgAtYcACAJcAr4eABAK8OgBgFzAOmAqwgABAWyA.IFukWSQh"
        #expect(
            decodeError(value)
                == "segment 2: disclosed vendors MaxVendorId 733 needs a 733-bit bitfield but only 28 bits remain")
        #expect(ConsentStringClassifier.classify(value) == nil)
        // The core alone is fine.
        #expect(decodeError(String(value.split(separator: ".")[0])) == nil)
    }

    @Test func specHistoryExamples() throws {
        let four = try TCString.decode(
            "COw4XqLOw4XqLAAAAAENAXCAAAAAAAAAAAAAAAAAAAAA.IFukWSQgAIQwgI0QEByFAAAAeIAACAIgSAAQAIAgEQACEABAAAgAQFAEAIAAAGBAAgAAAAQAIFAAMCQAAgAAQiRAEQAAAAANAAIAAggAIYQFAAARmggBC3ZCYzU2yIA.QFukWSQgAIQwgI0QEByFAAAAeIAACAIgSAAQAIAgEQACEABAAAgAQFAEAIAAAGBAAgAAAAQAIFAAMCQAAgAAQiRAEQAAAAANAAIAAggAIYQFAAARmggBC3ZCYzU2yIA.YAAAAAAAAAAAAAAAAAA"
        )
        #expect(four.segmentTypes == ["core", "disclosedVendors", "allowedVendors", "publisherTC"])
        #expect(four.disclosedVendors.count == 115)

        let publisher = try TCString.decode(
            "CLcVDxRMWfGmWAVAHCENAXCkAKDAADnAABRgA5mdfCKZuYJez-NQm0TBMYA4oCAAGQYIAAAAAAEAIAEgAA.argAC0gAAAAAAAAAAAA")
        #expect(publisher.cmpId == 21)
        #expect(publisher.publisherCountryCode == "KM")
        #expect(publisher.purposeConsents == [1, 3, 9, 10])
        #expect(publisher.segmentTypes == ["core", "publisherTC"])
        #expect(publisher.publisherPurposeConsents == [2, 4, 6, 8, 9, 10])
    }

    @Test func tcfV1VectorsT9() throws {
        let spec = try TCFv1ConsentString.decode("BOEFEAyOEFEAyAHABDENAI4AAAB9vABAASA")
        #expect(spec.version == 1)
        #expect(iso(spec.created) == "2017-11-07T19:15:55.4Z" && spec.created == spec.lastUpdated)
        #expect(spec.created.timeIntervalSince1970 * 10 == 15_100_821_554)
        #expect(spec.cmpId == 7 && spec.cmpVersion == 1 && spec.consentScreen == 3)
        #expect(spec.consentLanguage == "EN" && spec.vendorListVersion == 8)
        #expect(spec.purposesAllowed == [1, 2, 3])
        #expect(spec.maxVendorId == 2011)
        #expect(
            spec.vendorConsents.count == 2010 && !spec.vendorConsents.contains(9) && spec.vendorConsents.contains(2011))

        let issue156 = try TCFv1ConsentString.decode(
            "BOhwdphOxFC7tAHABBFRC--AAAAuhr_7__7-_9_-_f__9uj3Or_v_f__32ccL59v_h_7v-_7fi_20nV4u_1vft9yfk1-5ctDztp507iakivXmqdeb9v_nz3_5pxP78k89r7337Ew_v8_v-b7BCON_YxEiA"
        )
        #expect(issue156.version == 1)
        #expect(
            ConsentStringClassifier.classify(
                "BOhwdphOxFC7tAHABBFRC--AAAAuhr_7__7-_9_-_f__9uj3Or_v_f__32ccL59v_h_7v-_7fi_20nV4u_1vft9yfk1-5ctDztp507iakivXmqdeb9v_nz3_5pxP78k89r7337Ew_v8_v-b7BCON_YxEiA"
            ) == .tcfV1)

        // A v2 decoder names what it got instead of guessing.
        #expect(decodeError("BOEFEAyOEFEAyAHABDENAI4AAAB9vABAASA")?.contains("TCF v1.1") == true)
    }

    // MARK: - Constructed strings

    @Test func constructedCoreRoundTripsEveryField() throws {
        var core = ConsentTestCore()
        core.created = 16_000_000_001  // decisecond precision, as before Dec 2021
        core.lastUpdated = 16_000_000_123
        core.cmpId = 4000
        core.cmpVersion = 4095
        core.consentScreen = 63
        core.language = "ZZ"
        core.vendorListVersion = 3000
        core.policyVersion = 63
        core.isServiceSpecific = false
        core.useNonStandardTexts = true
        core.specialFeatures = [1, 12]
        core.purposes = Set(1...24)
        core.purposeLI = [24]
        core.purposeOneTreatment = true
        core.publisherCC = "AZ"
        core.vendorSection = { $0.vendorBitfield([1, 2, 755, 1000]) }
        core.vendorLISection = { $0.vendorBitfield([3]) }
        for pad in [6, 8, 24] {
            let tc = try TCString.decode(core.encoded(padTo: pad))
            #expect(iso(tc.created) == "2020-09-13T12:26:40.1Z")
            #expect(tc.lastUpdated.timeIntervalSince1970 == 1_600_000_012.3)
            #expect(tc.cmpId == 4000 && tc.cmpVersion == 4095 && tc.consentScreen == 63)
            #expect(tc.consentLanguage == "ZZ" && tc.vendorListVersion == 3000 && tc.policyVersion == 63)
            #expect(!tc.isServiceSpecific && tc.useNonStandardTexts && tc.purposeOneTreatment)
            #expect(
                tc.specialFeatureOptIns == [1, 12] && tc.purposeConsents == Set(1...24)
                    && tc.purposeLegitimateInterests == [24])
            #expect(tc.publisherCountryCode == "AZ")
            #expect(tc.vendorConsents == [1, 2, 755, 1000] && tc.vendorLegitimateInterests == [3])
        }
    }

    @Test func constructedRangeEncodingAndRestrictions() throws {
        var core = ConsentTestCore()
        core.vendorSection = { $0.vendorRanges(maxVendorId: 900, [(5, 5), (10, 12), (11, 20), (900, 900)]) }
        core.vendorLISection = { $0.vendorRanges(maxVendorId: 0, []) }
        core.restrictions = [(1, 0, [(8, 8)]), (2, 1, [(1, 65_535)]), (7, 3, [])]
        let tc = try TCString.decode(core.encoded())
        #expect(tc.vendorConsents == Set([5, 900]).union(10...20))
        #expect(tc.vendorLegitimateInterests.isEmpty)
        #expect(tc.publisherRestrictionCount == 3)  // a 1–65535 restriction range is counted, never expanded
        #expect(tc.segmentTypes == ["core"])
    }

    @Test func constructedSegmentsInAnyOrder() throws {
        let core = ConsentTestCore().encoded()
        var publisher = ConsentTestBitWriter()
        publisher.int(3, 3)
        publisher.bitfield([1, 24], 24)
        publisher.bitfield([2], 24)
        publisher.int(2, 6)
        publisher.raw("10")
        publisher.raw("01")
        var disclosed = ConsentTestBitWriter()
        disclosed.int(1, 3)
        disclosed.vendorRanges(maxVendorId: 300, [(1, 3), (300, 300)])
        var allowed = ConsentTestBitWriter()
        allowed.int(2, 3)
        allowed.vendorBitfield([7])
        var unknown = ConsentTestBitWriter()
        unknown.int(6, 3)
        unknown.int(0, 9)

        let tc = try TCString.decode(
            [core, publisher.base64url(), disclosed.base64url(padTo: 24), allowed.base64url(), unknown.base64url()]
                .joined(separator: "."))
        #expect(tc.segmentTypes == ["core", "publisherTC", "disclosedVendors", "allowedVendors", "unknown(6)"])
        #expect(tc.publisherPurposeConsents == [1, 24] && tc.publisherPurposeLegitimateInterests == [2])
        #expect(tc.disclosedVendors == [1, 2, 3, 300])
        #expect(
            tc.evidence.first { $0.key == "segmentTypes" }?.value
                == .array(
                    ["core", "publisherTC", "disclosedVendors", "allowedVendors", "unknown(6)"].map(JSONValue.string)))
    }

    @Test func paddingAndWhitespaceAreTolerated() throws {
        let core = ConsentTestCore().encoded(padTo: 6)
        let reference = try TCString.decode(core)
        #expect(try TCString.decode(core + "==") == reference)
        #expect(try TCString.decode("  \(core)\n") == reference)
        #expect(try TCString.decode(core + "AAAA") == reference)  // extra zero bits after the last field
    }

    // MARK: - Malformed

    @Test func malformedTCStringsSayWhy() {
        #expect(decodeError("") == "the value is empty")
        #expect(decodeError("CPRA") == "segment 1 is 24 bits long; the core segment needs at least 213")
        #expect(
            decodeError("CO tybn") == "segment 1 has ' ' at character 3, which is not in the base64url alphabet"
                || decodeError("CO tybn") == "segment 1 has U+20 at character 3, which is not in the base64url alphabet"
        )
        var v3 = ConsentTestCore()
        v3.version = 3
        #expect(decodeError(v3.encoded()) == "core version is 3; a TCF v2 TC string has version 2")
        var badLanguage = ConsentTestCore()
        badLanguage.language = "E["
        #expect(decodeError(badLanguage.encoded()) == "segment 1: ConsentLanguage letter 2 is 26, not a letter (0–25)")
        let core = ConsentTestCore().encoded()
        #expect(decodeError(core + ".") == "segment 2 is empty")
        #expect(decodeError(core + "..YAAA") == "segment 2 is empty")
        var secondCore = ConsentTestBitWriter()
        secondCore.int(0, 3)
        secondCore.int(0, 9)
        #expect(
            decodeError(core + "." + secondCore.base64url())
                == "segment 2 has segment type 0 (core), but only the first segment may be the core")
        // PublisherTC declaring 40 custom purposes with no bits for them.
        var shortPublisher = ConsentTestBitWriter()
        shortPublisher.int(3, 3)
        shortPublisher.int(0, 48)
        shortPublisher.int(40, 6)
        #expect(decodeError(core + "." + shortPublisher.base64url())?.hasPrefix("segment 2 ends at bit ") == true)
    }

    @Test func malformedVendorSections() {
        var zeroStart = ConsentTestCore()
        zeroStart.vendorSection = { $0.vendorRanges(maxVendorId: 5, [(0, 5)]) }
        #expect(
            decodeError(zeroStart.encoded())
                == "segment 1: vendor consent section range entry 1 starts at vendor id 0; vendor ids start at 1")
        var backwards = ConsentTestCore()
        backwards.vendorSection = { $0.vendorRanges(maxVendorId: 9, [(9, 4)]) }
        #expect(
            decodeError(backwards.encoded()) == "segment 1: vendor consent section range entry 1 runs backwards (9–4)")
        var huge = ConsentTestCore()
        huge.vendorSection = { $0.vendorRanges(maxVendorId: 65_535, [(1, 65_535)]) }
        #expect(
            decodeError(huge.encoded())
                == "segment 1: vendor consent section range entries claim 65535 vendor ids; more than 10000 is treated as malformed"
        )
        // Overlapping ranges are merged before the cap is checked, so they are not double-counted.
        var overlapping = ConsentTestCore()
        overlapping.vendorSection = { $0.vendorRanges(maxVendorId: 9000, Array(repeating: (1, 9000), count: 50)) }
        #expect((try? TCString.decode(overlapping.encoded()))?.vendorConsents.count == 9000)
        // 2800 entries of 1–65535 (as many as the decoding limit of 16384 bytes allows): bounded work, still an error.
        var many = ConsentTestCore()
        many.vendorLISection = { $0.vendorRanges(maxVendorId: 65_535, Array(repeating: (1, 65_535), count: 2800)) }
        #expect(many.encoded().utf8.count <= ConsentStringInput.maxDecodedLength)
        #expect(
            decodeError(many.encoded())?.contains("vendor legitimate interest section range entries claim 65535")
                == true)
        var truncated = ConsentTestCore()
        truncated.vendorSection = { $0.vendorBitfield([500]) }
        let text = truncated.encoded()
        #expect(decodeError(String(text.prefix(50)))?.contains("MaxVendorId 500 needs a 500-bit bitfield") == true)
    }

    @Test func evidenceListsFieldsAndCounts() throws {
        let tc = try TCString.decode("CQSbk4AQSbk4ANwAAAENAwCgAAAAAAAAAAYgACPAAAAA.IDKQA4AAgAKAGQAygAAA.YAAAAAAAAAAA")
        let evidence = JSONValue.object(tc.evidence)
        #expect(
            evidence.jsonText
                == #"{"version":2,"created":"2025-06-03T00:00:00Z","lastUpdated":"2025-06-03T00:00:00Z","cmpId":880,"cmpVersion":0,"consentScreen":0,"consentLanguage":"EN","vendorListVersion":48,"policyVersion":2,"isServiceSpecific":true,"publisherCountryCode":"DE","specialFeatureOptInCount":0,"purposeConsentCount":0,"purposeLegitimateInterestCount":0,"vendorConsentCount":4,"vendorLegitimateInterestCount":0,"publisherRestrictionCount":0,"segmentTypes":["core","disclosedVendors","publisherTC"]}"#
        )
    }

    // MARK: - Dispatcher

    @Test func dispatcherAddsKindLengthAndRedactedPrefix() throws {
        let value = "CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA"
        let members = try ConsentStringDecoder.evidence(for: value, kind: .tcfV2, revealing: false).get()
        #expect(
            Array(members.prefix(3)) == [
                JSONMember(key: "kind", value: .string("TCF v2 TC string")),
                JSONMember(key: "length", value: .int(44)),
                JSONMember(key: "prefix", value: .string("CPXxRfAP… (44 chars)")),
            ])
        #expect(members.contains(JSONMember(key: "cmpId", value: .int(31))))
        #expect(!JSONValue.object(members).jsonText.contains(value))
        let revealed = try ConsentStringDecoder.evidence(for: value, kind: .tcfV2, revealing: true).get()
        #expect(revealed.contains(JSONMember(key: "prefix", value: .string(value))))

        let v1 = try ConsentStringDecoder.evidence(
            for: "BOEFEAyOEFEAyAHABDENAI4AAAB9vABAASA", kind: .tcfV1, revealing: false
        ).get()
        #expect(v1.contains(JSONMember(key: "vendorConsentCount", value: .int(2010))))
        #expect(v1.contains(JSONMember(key: "created", value: .string("2017-11-07T19:15:55.4Z"))))

        let usp = try ConsentStringDecoder.evidence(for: "1YNY", kind: .usPrivacy, revealing: false).get()
        #expect(
            Array(usp.dropFirst(3)) == [
                JSONMember(key: "version", value: .int(1)), JSONMember(key: "notice", value: .string("Y")),
                JSONMember(key: "optOutSale", value: .string("N")), JSONMember(key: "lspaCovered", value: .string("Y")),
            ])
        #expect(usp.contains(JSONMember(key: "prefix", value: .string("1… (4 chars)"))))
    }

    @Test func dispatcherReportsTheDecodeFailure() {
        let result = ConsentStringDecoder.evidence(for: "CPRA", kind: .tcfV2, revealing: false)
        #expect(throws: ConsentStringError("segment 1 is 24 bits long; the core segment needs at least 213")) {
            try result.get()
        }
        let wrongKind = ConsentStringDecoder.evidence(for: "1YNN", kind: .gpp, revealing: false)
        #expect(throws: ConsentStringError.self) { try wrongKind.get() }
    }
}
