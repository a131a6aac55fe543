import Foundation

/// Input clean-up shared by every consent-string decoder: captured values may carry surrounding
/// whitespace, and values taken from cookies or URLs may be percent-encoded (`%7E` for `~`;
/// RFC 3986 section 2.1, https://www.rfc-editor.org/rfc/rfc3986#section-2.1).
package enum ConsentStringInput {
    /// Longest value (UTF-8 bytes, as captured) a decoder reads. Consent strings are made to be
    /// compact: the TCF v2 spec expects TC strings to fit the size limit of a cookie except in the
    /// "remote" case of exhausted publisher restrictions (IAB TCF v2 "Consent string and vendor
    /// list formats", section "Managing conflicting string versions", note), which RFC 6265 section
    /// 6.1 sets at 4096 bytes; the GPP spec adopts Fibonacci coding because "string length will
    /// continue to be a concern" (IAB GPP "Consent String Specification", section "Fibonacci
    /// Encoding to Deal with String Length"). Four times a cookie leaves room for the largest real
    /// values (an otConsentString with a few hundred SDK consents). Longer values are still reported
    /// by shape (`ConsentStringShape`), only not decoded.
    package static let maxDecodedLength = 16_384

    /// The value trimmed of surrounding whitespace and, when it contains `%`, percent-decoded
    /// (left as is when percent-decoding fails).
    package static func normalized(_ value: String) -> String {
        let text = trimmed(value)
        guard text.containsBytes("%"), let decoded = text.removingPercentEncoding else { return text }
        return trimmed(decoded)
    }

    /// `value` without surrounding white space. Most values start and end with a visible ASCII
    /// character and are returned as they are: Foundation's trimming converts the string to UTF-16
    /// first, which made it most of the cost of decoding a short consent string. Any other end
    /// (which Foundation may count as white space, such as U+200B) is left to Foundation.
    package static func trimmed(_ value: String) -> String {
        guard let first = value.utf8.first, let last = value.utf8.last else { return value }
        let visible = UInt8(ascii: "!")...UInt8(ascii: "~")
        if visible.contains(first) && visible.contains(last) { return value }
        return value.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `normalized(value)` for a decoder, or an error when the value is longer than
    /// `maxDecodedLength`: every decoder starts here, so none can be handed a huge value.
    package static func decodable(_ value: String) throws(ConsentStringError) -> String {
        guard !isTooLongToDecode(value) else { throw tooLong(value) }
        return normalized(value)
    }

    /// O(1) for native strings: their UTF-8 count is stored.
    package static func isTooLongToDecode(_ value: String) -> Bool {
        value.utf8.count > maxDecodedLength
    }

    private static func tooLong(_ value: String) -> ConsentStringError {
        ConsentStringError(
            "not decoded: the value is \(value.utf8.count) bytes long, and values over \(maxDecodedLength) bytes are recognised by their shape only"
        )
    }

    /// A short, safe description of a character for error messages (`'x'`, or `U+0007`).
    package static func describe(_ character: Character) -> String {
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            scalar.value >= 0x21, scalar.value < 0x7F
        {
            return "'\(character)'"
        }
        // A character can hold any number of combining scalars: name a few at most.
        let scalars = character.unicodeScalars
        let named = scalars.prefix(4).map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        return scalars.count > 4 ? named + " …" : named
    }
}
