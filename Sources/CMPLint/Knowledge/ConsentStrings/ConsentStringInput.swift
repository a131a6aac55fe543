import Foundation

/// Input clean-up shared by every consent-string decoder: captured values may carry surrounding
/// whitespace, and values taken from cookies or URLs may be percent-encoded (`%7E` for `~`;
/// RFC 3986 section 2.1, https://www.rfc-editor.org/rfc/rfc3986#section-2.1).
enum ConsentStringInput {
    /// The value trimmed of surrounding whitespace and, when it contains `%`, percent-decoded
    /// (left as is when percent-decoding fails).
    static func normalized(_ value: String) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.contains("%"), let decoded = trimmed.removingPercentEncoding else { return trimmed }
        return decoded.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A short, safe description of a character for error messages (`'x'`, or `U+0007`).
    static func describe(_ character: Character) -> String {
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
           scalar.value >= 0x21, scalar.value < 0x7F {
            return "'\(character)'"
        }
        return character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}
