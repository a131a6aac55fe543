import Foundation

/// Decides whether a captured field value is a consent string, and of which kind.
///
/// Shape tests (first characters and alphabet, see `ConsentStringKind`) only pick a candidate; a
/// value is classified only when it also decodes, so ordinary strings ("C0001", "CPRA", "Cookies",
/// URLs, UUIDs, "#FFFFFF") are not mistaken for consent strings. Values that decode but carry no
/// consent state are placeholders and classify as nil (a choice of this linter): `DBAA` (GPP
/// without sections), `1~`/`2~~dv.`/`2~~dv` (AC without ids) and `1---` (US Privacy, nothing
/// applicable). The TCF date window below is a heuristic of this linter (inferred from TCF's
/// timeline), not a spec rule; `decode` itself never applies it.
public enum ConsentStringClassifier {
    /// Values that stand for "nothing here", compared case-insensitively after trimming.
    package static let placeholders: Set<String> = [
        "", "null", "nil", "none", "undefined", "0", "-", "n/a", "na", "{}", "[]", "\"\"", "''",
        "false", "true",
    ]

    /// Earliest plausible TCF v2 Created/LastUpdated: TCF v2 launched after 2018.
    package static let earliestTCFv2 = Date(timeIntervalSince1970: 1_514_764_800)  // 2018-01-01
    /// Earliest plausible TCF v1.1 date (the v1.1 spec's own example is from 2017-11).
    package static let earliestTCFv1 = Date(timeIntervalSince1970: 1_483_228_800)  // 2017-01-01
    /// Latest plausible date for either: far enough ahead never to need updating.
    package static let latestTCF = Date(timeIntervalSince1970: 4_102_444_800)  // 2100-01-01

    /// Best-effort classification of a whole field value; nil for empty strings, placeholders
    /// ("", "null", "undefined", "0", "-", "N/A", whitespace, "{}" etc.) and anything that does
    /// not look like a consent string.
    ///
    /// One allocation-free pass over the bytes (`ConsentStringShape`) rules out most values; a value
    /// longer than `ConsentStringInput.maxDecodedLength` is classified by that shape and its header
    /// alone, never decoded.
    public static func classify(_ value: String) -> ConsentStringKind? {
        classify(value, shape: ConsentStringShape(value, keepingHead: ConsentStringInput.isTooLongToDecode(value)))
    }

    /// `classify` with the value's shape already read, e.g. from a JSON document's source bytes
    /// (which then held no escape and no non-ASCII byte); the head must be kept when the value is
    /// too long to decode, and a shape read `accepting` some kinds classifies only those.
    package static func classify(_ value: String, shape: ConsentStringShape) -> ConsentStringKind? {
        if shape.isRuledOut { return nil }
        if ConsentStringInput.isTooLongToDecode(value) { return shape.kind }
        let text = ConsentStringInput.normalized(value)
        guard !placeholders.contains(text.lowercased()), text.utf8.allSatisfy(isConsentStringByte) else { return nil }
        if text.count == 4, text.hasPrefix("1") {
            if let usp = try? USPrivacyString.decode(text) { return usp.isNotApplicable ? nil : .usPrivacy }
        }
        if text.hasPrefix("1~") || text.hasPrefix("2~") {
            if let ac = try? AdditionalConsentString.decode(text) { return ac.isEmpty ? nil : .additionalConsent }
            return nil
        }
        if text.hasPrefix("DB") {
            if let gpp = try? GPPString.decode(text) { return gpp.isEmpty ? nil : .gpp }
            return nil
        }
        if text.hasPrefix("C") {
            if let tc = try? TCString.decode(text), plausible(tc.created, tc.lastUpdated, from: earliestTCFv2) {
                return .tcfV2
            }
            return nil
        }
        if text.hasPrefix("B") {
            if let tc = try? TCFv1ConsentString.decode(text), plausible(tc.created, tc.lastUpdated, from: earliestTCFv1)
            {
                return .tcfV1
            }
            // Fall through: base64 JSON never starts with B, but keep the order simple and safe.
        }
        // Base64 of a JSON object starts with "e" ("{" encodes to 0x1E, 'e'): skip the decode otherwise.
        if text.hasPrefix("e"), (try? OTConsentObject.decode(text)) != nil { return .otConsentString }
        return nil
    }

    /// Bytes every consent string is made of: base64 and base64url, and the `.`, `~` separators of
    /// TCF segments, GPP sections and AC strings (line breaks for wrapped base64). Anything else,
    /// such as a space, rules a value out before any decoding.
    package static func isConsentStringByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"), UInt8(ascii: "+"),
            UInt8(ascii: "/"),
            UInt8(ascii: "="), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            return true
        default:
            return false
        }
    }

    /// Both dates inside the plausible window and not updated before created.
    package static func plausible(_ created: Date, _ lastUpdated: Date, from earliest: Date) -> Bool {
        created >= earliest && created < latestTCF && lastUpdated >= created && lastUpdated < latestTCF
    }
}
