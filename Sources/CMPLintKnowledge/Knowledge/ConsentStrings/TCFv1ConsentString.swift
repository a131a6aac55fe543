import CMPLintDocuments
import Foundation

/// A decoded TCF v1.1 consent string, for recognition and evidence only: v1.1 is deprecated and
/// invalid since 2020-09-30, but old captures still carry it (IAB TCF v1.1 "Consent string and
/// vendor list formats",
/// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework/blob/master/Consent%20string%20and%20vendor%20list%20formats%20v1.1%20Final.md, confirmed; the spec's worked example is a test vector).
///
/// Unlike v2, a v1 range lists *exceptions* to DefaultConsent (v1.1 spec, range entries), so
/// `vendorConsents` is computed over 1…MaxVendorId.
public struct TCFv1ConsentString: Sendable, Equatable {
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
    public let purposesAllowed: Set<Int>
    public let maxVendorId: Int
    public let vendorConsents: Set<Int>

    /// Fixed fields up to and including EncodingType.
    package static let fixedBits = 6 + TCFHeader.bits + 24 + 16 + 1

    public static func decode(_ string: String) throws(ConsentStringError) -> TCFv1ConsentString {
        let text = try ConsentStringInput.decodable(string)
        guard !text.isEmpty else { throw ConsentStringError("the value is empty") }
        guard !text.containsBytes(".") else {
            throw ConsentStringError(
                "a TCF v1.1 consent string has a single segment, but this one has \(text.split(separator: ".", omittingEmptySubsequences: false).count)"
            )
        }
        var reader = try ConsentBitReader(base64url: Substring(text), label: "the consent string")
        guard reader.bitCount >= fixedBits else {
            throw ConsentStringError(
                "the consent string is \(reader.bitCount) bits long; a TCF v1.1 string needs at least \(fixedBits)")
        }
        let version = try reader.int(6, "Version")
        guard version == 1 else {
            throw ConsentStringError("version is \(version); a TCF v1.1 consent string has version 1")
        }
        let header = try TCFHeader.read(&reader)
        let purposes = try reader.bitfield(24, "PurposesAllowed")
        let maxVendorId = try reader.int(16, "MaxVendorId")
        let isRange = try reader.bool("EncodingType")
        var consents: Set<Int>
        if isRange {
            let defaultConsent = try reader.bool("DefaultConsent")
            let exceptions = TCFVendorSection.merge(try TCFVendorSection.readRangeEntries(&reader, "vendor range"))
            // Exceptions beyond MaxVendorId are ignored; merged ranges keep the work within 65535 ids.
            let universe = 1...max(maxVendorId, 1)
            consents = defaultConsent && maxVendorId > 0 ? Set(universe) : []
            for range in exceptions where maxVendorId > 0 && range.overlaps(universe) {
                let clipped = range.clamped(to: universe)
                if defaultConsent { consents.subtract(clipped) } else { consents.formUnion(clipped) }
            }
        } else {
            guard maxVendorId <= reader.remaining else {
                throw ConsentStringError(
                    "the consent string: MaxVendorId \(maxVendorId) needs a \(maxVendorId)-bit bitfield but only \(reader.remaining) bits remain"
                )
            }
            consents = try reader.bitfield(maxVendorId, "vendor bitfield")
        }
        return TCFv1ConsentString(
            version: version, header: header, purposesAllowed: purposes, maxVendorId: maxVendorId,
            vendorConsents: consents)
    }

    public var evidence: [JSONMember] {
        [JSONMember(key: "version", value: .int(version))] + header.evidence + [
            JSONMember(key: "purposesAllowedCount", value: .int(purposesAllowed.count)),
            JSONMember(key: "maxVendorId", value: .int(maxVendorId)),
            JSONMember(key: "vendorConsentCount", value: .int(vendorConsents.count)),
        ]
    }
}
