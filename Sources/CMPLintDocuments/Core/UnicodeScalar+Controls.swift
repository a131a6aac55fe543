extension Unicode.Scalar {
    /// Whether the character acts on the display instead of being shown: C0 controls (line breaks,
    /// tab, ESC starting terminal sequences), DEL, C1 controls (U+0080–U+009F, including the 8-bit
    /// CSI and OSC), the line and paragraph separators U+2028/U+2029, and the bidirectional
    /// formatting characters that can make text read in another order than it is stored
    /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069; Unicode UAX #9, and "Trojan Source",
    /// CVE-2021-42574). Reports show such characters as escapes, never raw.
    package var actsOnDisplay: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `\u` and four lower-case hex digits, as JSON writes an escaped character.
    package var jsonEscape: String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
