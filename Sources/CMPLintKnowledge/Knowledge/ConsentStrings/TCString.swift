import CMPLintDocuments
import Foundation

/// A decoded TCF v2.x TC string: the core segment's fields, plus which other segments are present.
///
/// Layout from the IAB TCF v2 "Consent string and vendor list formats" spec
/// (https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework/blob/master/TCFv2/IAB%20Tech%20Lab%20-%20Consent%20string%20and%20vendor%20list%20formats%20v2.md,
/// confirmed; bit widths cross-checked against https://github.com/InteractiveAdvertisingBureau/iabtcf-es).
/// Decoding is strict about structure (every declared field must be present, vendor ranges must
/// make sense) and lenient about values the spec evolves (policy version is opaque,
/// IsServiceSpecific is not enforced, trailing padding bits of any length are ignored).
public struct TCString: Sendable, Equatable {
    public let version: Int
    /// Created … VendorListVersion, shared with the other TCF version.
    public let header: TCFHeader
    public var created: Date { header.created }
    public var lastUpdated: Date { header.lastUpdated }
    public var cmpId: Int { header.cmpId }
    public var cmpVersion: Int { header.cmpVersion }
    public var consentScreen: Int { header.consentScreen }
    public var consentLanguage: String { header.consentLanguage }
    public var vendorListVersion: Int { header.vendorListVersion }
    public let policyVersion: Int
    public let isServiceSpecific: Bool
    public let useNonStandardTexts: Bool
    public let specialFeatureOptIns: Set<Int>
    public let purposeConsents: Set<Int>
    public let purposeLegitimateInterests: Set<Int>
    public let purposeOneTreatment: Bool
    public let publisherCountryCode: String
    public let vendorConsents: Set<Int>
    public let vendorLegitimateInterests: Set<Int>
    public let publisherRestrictionCount: Int
    /// Segment names in string order: "core", then "disclosedVendors", "allowedVendors" (legacy
    /// OOB type 2), "publisherTC", or "unknown(N)" for a segment type the spec does not define.
    /// Each type is named once, where it first appears: the spec has three distinct segments, and
    /// the 3-bit SegmentType keeps the list at 8 names whatever the input repeats.
    public let segmentTypes: [String]
    /// Vendor ids of the DisclosedVendors segment(s); empty when there is none.
    public let disclosedVendors: Set<Int>
    /// PubPurposesConsent and PubPurposesLITransparency of the PublisherTC segment; empty without one.
    public let publisherPurposeConsents: Set<Int>
    public let publisherPurposeLegitimateInterests: Set<Int>

    /// The size of the core's fixed part; the variable part starts here.
    package static let coreFixedBits = 213

    /// Decodes a whole TC string (`core[.segment]*`). Surrounding whitespace and percent-encoding
    /// are tolerated; anything structurally wrong throws with the reason.
    public static func decode(_ string: String) throws(ConsentStringError) -> TCString {
        let text = try ConsentStringInput.decodable(string)
        guard !text.isEmpty else { throw ConsentStringError("the value is empty") }
        let segments = text.split(separator: ".", omittingEmptySubsequences: false)
        var core = try ConsentBitReader(base64url: segments[0], label: "segment 1")
        // Every segment has at least 6 bits, so the version can be named before the length.
        let version = try core.int(6, "Version")
        guard version == 2 else {
            let hint = version == 1 ? " (this looks like a TCF v1.1 consent string)" : ""
            throw ConsentStringError("core version is \(version); a TCF v2 TC string has version 2\(hint)")
        }
        guard core.bitCount >= coreFixedBits else {
            throw ConsentStringError(
                "segment 1 is \(core.bitCount) bits long; the core segment needs at least \(coreFixedBits)")
        }
        let header = try TCFHeader.read(&core)
        let policyVersion = try core.int(6, "TcfPolicyVersion")
        let isServiceSpecific = try core.bool("IsServiceSpecific")
        let useNonStandardTexts = try core.bool("UseNonStandardTexts")
        let specialFeatures = try core.bitfield(12, "SpecialFeatureOptIns")
        let purposeConsents = try core.bitfield(24, "PurposesConsent")
        let purposeLI = try core.bitfield(24, "PurposesLITransparency")
        let purposeOneTreatment = try core.bool("PurposeOneTreatment")
        let publisherCC = try core.letters(2, "PublisherCC")
        let vendorConsents = try TCFVendorSection.read(&core, "vendor consent section")
        let vendorLI = try TCFVendorSection.read(&core, "vendor legitimate interest section")
        let restrictionCount = try readPublisherRestrictions(&core)

        var segmentTypes = ["core"]
        func found(_ name: String) {
            if !segmentTypes.contains(name) { segmentTypes.append(name) }
        }
        var disclosed = Set<Int>()
        var publisherConsents = Set<Int>()
        var publisherLI = Set<Int>()
        for (offset, segment) in segments.enumerated().dropFirst() {
            var reader = try ConsentBitReader(base64url: segment, label: "segment \(offset + 1)")
            let type = try reader.int(3, "SegmentType")
            switch type {
            case 0:
                throw ConsentStringError(
                    "segment \(offset + 1) has segment type 0 (core), but only the first segment may be the core")
            case 1:
                disclosed.formUnion(try TCFVendorSection.read(&reader, "disclosed vendors"))
                found("disclosedVendors")
            case 2:
                _ = try TCFVendorSection.read(&reader, "allowed vendors")
                found("allowedVendors")
            case 3:
                publisherConsents = try reader.bitfield(24, "PubPurposesConsent")
                publisherLI = try reader.bitfield(24, "PubPurposesLITransparency")
                let custom = try reader.int(6, "NumCustomPurposes")
                try reader.require(2 * custom, for: "CustomPurposesConsent and CustomPurposesLITransparency")
                found("publisherTC")
            default:
                found("unknown(\(type))")
            }
        }
        return TCString(
            version: version, header: header, policyVersion: policyVersion, isServiceSpecific: isServiceSpecific,
            useNonStandardTexts: useNonStandardTexts, specialFeatureOptIns: specialFeatures,
            purposeConsents: purposeConsents, purposeLegitimateInterests: purposeLI,
            purposeOneTreatment: purposeOneTreatment, publisherCountryCode: publisherCC,
            vendorConsents: vendorConsents, vendorLegitimateInterests: vendorLI,
            publisherRestrictionCount: restrictionCount, segmentTypes: segmentTypes,
            disclosedVendors: disclosed, publisherPurposeConsents: publisherConsents,
            publisherPurposeLegitimateInterests: publisherLI)
    }

    /// NumPubRestrictions(12), then per restriction PurposeId(6), RestrictionType(2) and range
    /// entries. Only validated and counted: the vendors themselves are not needed.
    private static func readPublisherRestrictions(_ reader: inout ConsentBitReader) throws(ConsentStringError) -> Int {
        let count = try reader.int(12, "NumPubRestrictions")
        for index in 1...max(count, 1) where index <= count {
            _ = try reader.int(6, "publisher restriction \(index) PurposeId")
            _ = try reader.int(2, "publisher restriction \(index) RestrictionType")
            _ = try TCFVendorSection.readRangeEntries(&reader, "publisher restriction \(index)")
        }
        return count
    }

    /// What a report may say about the string: dates, CMP, vendor list, countries, counts and
    /// segments. No id lists, so the evidence stays short.
    public var evidence: [JSONMember] {
        [JSONMember(key: "version", value: .int(version))] + header.evidence + [
            JSONMember(key: "policyVersion", value: .int(policyVersion)),
            JSONMember(key: "isServiceSpecific", value: .bool(isServiceSpecific)),
            JSONMember(key: "publisherCountryCode", value: .string(publisherCountryCode)),
            JSONMember(key: "specialFeatureOptInCount", value: .int(specialFeatureOptIns.count)),
            JSONMember(key: "purposeConsentCount", value: .int(purposeConsents.count)),
            JSONMember(key: "purposeLegitimateInterestCount", value: .int(purposeLegitimateInterests.count)),
            JSONMember(key: "vendorConsentCount", value: .int(vendorConsents.count)),
            JSONMember(key: "vendorLegitimateInterestCount", value: .int(vendorLegitimateInterests.count)),
            JSONMember(key: "publisherRestrictionCount", value: .int(publisherRestrictionCount)),
            JSONMember(key: "segmentTypes", value: .array(segmentTypes.map(JSONValue.string))),
        ]
    }
}
