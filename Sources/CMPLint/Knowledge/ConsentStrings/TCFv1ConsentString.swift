import Foundation

/// A decoded TCF v1.1 consent string, for recognition and evidence only: v1.1 is deprecated and
/// invalid since 2020-09-30, but old captures still carry it (consent-strings.md §2.5, v1.1 spec,
/// confirmed; the spec's worked example is a test vector).
///
/// Unlike v2, a v1 range lists *exceptions* to DefaultConsent (§7 item 8), so `vendorConsents` is
/// computed over 1…MaxVendorId.
public struct TCFv1ConsentString: Sendable, Equatable {
    public let version: Int
    public let created: Date
    public let lastUpdated: Date
    public let cmpId: Int
    public let cmpVersion: Int
    public let consentScreen: Int
    public let consentLanguage: String
    public let vendorListVersion: Int
    public let purposesAllowed: Set<Int>
    public let maxVendorId: Int
    public let vendorConsents: Set<Int>

    /// Fixed fields up to and including EncodingType.
    static let fixedBits = 6 + 36 + 36 + 12 + 12 + 6 + 12 + 12 + 24 + 16 + 1

    public static func decode(_ string: String) throws(ConsentStringError) -> TCFv1ConsentString {
        let text = ConsentStringInput.normalized(string)
        guard !text.isEmpty else { throw ConsentStringError("the value is empty") }
        guard !text.contains(".") else {
            throw ConsentStringError("a TCF v1.1 consent string has a single segment, but this one has \(text.split(separator: ".", omittingEmptySubsequences: false).count)")
        }
        var reader = try ConsentBitReader(base64url: Substring(text), label: "the consent string")
        guard reader.bitCount >= fixedBits else {
            throw ConsentStringError("the consent string is \(reader.bitCount) bits long; a TCF v1.1 string needs at least \(fixedBits)")
        }
        let version = try reader.int(6, "Version")
        guard version == 1 else {
            throw ConsentStringError("version is \(version); a TCF v1.1 consent string has version 1")
        }
        let created = try reader.int(36, "Created")
        let lastUpdated = try reader.int(36, "LastUpdated")
        let cmpId = try reader.int(12, "CmpId")
        let cmpVersion = try reader.int(12, "CmpVersion")
        let consentScreen = try reader.int(6, "ConsentScreen")
        let language = try reader.letters(2, "ConsentLanguage")
        let vendorListVersion = try reader.int(12, "VendorListVersion")
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
                throw ConsentStringError("the consent string: MaxVendorId \(maxVendorId) needs a \(maxVendorId)-bit bitfield but only \(reader.remaining) bits remain")
            }
            consents = try reader.bitfield(maxVendorId, "vendor bitfield")
        }
        return TCFv1ConsentString(
            version: version,
            created: ConsentStringDate.fromDeciseconds(created),
            lastUpdated: ConsentStringDate.fromDeciseconds(lastUpdated),
            cmpId: cmpId, cmpVersion: cmpVersion, consentScreen: consentScreen,
            consentLanguage: language, vendorListVersion: vendorListVersion,
            purposesAllowed: purposes, maxVendorId: maxVendorId, vendorConsents: consents)
    }

    public var evidence: [JSONMember] {
        [
            JSONMember(key: "version", value: .int(version)),
            JSONMember(key: "created", value: .string(ConsentStringDate.iso8601(created))),
            JSONMember(key: "lastUpdated", value: .string(ConsentStringDate.iso8601(lastUpdated))),
            JSONMember(key: "cmpId", value: .int(cmpId)),
            JSONMember(key: "cmpVersion", value: .int(cmpVersion)),
            JSONMember(key: "consentScreen", value: .int(consentScreen)),
            JSONMember(key: "consentLanguage", value: .string(consentLanguage)),
            JSONMember(key: "vendorListVersion", value: .int(vendorListVersion)),
            JSONMember(key: "purposesAllowedCount", value: .int(purposesAllowed.count)),
            JSONMember(key: "maxVendorId", value: .int(maxVendorId)),
            JSONMember(key: "vendorConsentCount", value: .int(vendorConsents.count)),
        ]
    }
}
