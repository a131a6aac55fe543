import CMPLintDocuments
import Foundation

/// The fields TCF v1.1 and v2 consent strings share right after their 6-bit Version: Created,
/// LastUpdated, CmpId, CmpVersion, ConsentScreen, ConsentLanguage, VendorListVersion (same order
/// and widths in both specs: IAB TCF v2 "Consent string and vendor list formats",
/// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework/blob/master/TCFv2/IAB%20Tech%20Lab%20-%20Consent%20string%20and%20vendor%20list%20formats%20v2.md,
/// and the v1.1 "Consent string and vendor list formats",
/// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework/blob/master/Consent%20string%20and%20vendor%20list%20formats%20v1.1%20Final.md; confirmed). Read and reported in one place.
public struct TCFHeader: Sendable, Equatable {
    public let created: Date
    public let lastUpdated: Date
    public let cmpId: Int
    public let cmpVersion: Int
    public let consentScreen: Int
    public let consentLanguage: String
    public let vendorListVersion: Int

    /// The header's width in bits.
    package static let bits = 36 + 36 + 12 + 12 + 6 + 12 + 12

    /// Reads the header; `reader` must stand just after Version.
    package static func read(_ reader: inout ConsentBitReader) throws(ConsentStringError) -> TCFHeader {
        TCFHeader(
            created: ConsentStringDate.fromDeciseconds(try reader.int(36, "Created")),
            lastUpdated: ConsentStringDate.fromDeciseconds(try reader.int(36, "LastUpdated")),
            cmpId: try reader.int(12, "CmpId"),
            cmpVersion: try reader.int(12, "CmpVersion"),
            consentScreen: try reader.int(6, "ConsentScreen"),
            consentLanguage: try reader.letters(2, "ConsentLanguage"),
            vendorListVersion: try reader.int(12, "VendorListVersion"))
    }

    package var evidence: [JSONMember] {
        [
            JSONMember(key: "created", value: .string(ConsentStringDate.iso8601(created))),
            JSONMember(key: "lastUpdated", value: .string(ConsentStringDate.iso8601(lastUpdated))),
            JSONMember(key: "cmpId", value: .int(cmpId)),
            JSONMember(key: "cmpVersion", value: .int(cmpVersion)),
            JSONMember(key: "consentScreen", value: .int(consentScreen)),
            JSONMember(key: "consentLanguage", value: .string(consentLanguage)),
            JSONMember(key: "vendorListVersion", value: .int(vendorListVersion)),
        ]
    }
}
