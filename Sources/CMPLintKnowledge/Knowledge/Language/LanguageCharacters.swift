/// Character classes the tokenizer and the extractor test for every character, answered from
/// ranges for the common scripts before falling back to Unicode properties: the property lookups
/// are a binary search each, and would otherwise take most of the identifier's time.
package enum LanguageCharacters {
    @inline(__always)
    package static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 { return v == 0x20 || (v >= 0x09 && v <= 0x0D) }
        if v < 0x2000 && v != 0xA0 && v != 0x1680 && v != 0x85 { return false }
        return s.properties.isWhitespace
    }

    @inline(__always)
    package static func isDigit(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 { return v >= 0x30 && v <= 0x39 }
        if isFastLetter(v) { return false }
        return s.properties.generalCategory == .decimalNumber
    }

    @inline(__always)
    package static func isLetter(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 { return (v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A }
        if isFastLetter(v) { return true }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    @inline(__always)
    package static func isMark(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x300 || isFastLetter(v) { return false }
        switch s.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    @inline(__always)
    package static func isUppercase(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 { return v >= 0x41 && v <= 0x5A }
        if v >= 0xC0 && v <= 0xFF { return v <= 0xDE && v != 0xD7 }
        if v >= 0x400 && v <= 0x45F { return v < 0x430 }
        if isCaseless(v) { return false }
        return s.properties.isUppercase
    }

    @inline(__always)
    package static func isLowercase(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 { return v >= 0x61 && v <= 0x7A }
        if v >= 0xC0 && v <= 0xFF { return v >= 0xDF && v != 0xF7 }
        if v >= 0x400 && v <= 0x45F { return v >= 0x430 }
        if isCaseless(v) { return false }
        return s.properties.isLowercase
    }

    /// Ranges made only of letters: Latin-1 letters, Cyrillic, the Arabic and Hebrew alphabets,
    /// kana, CJK ideographs, Hangul syllables.
    @inline(__always)
    private static func isFastLetter(_ v: UInt32) -> Bool {
        (v >= 0xC0 && v <= 0xFF && v != 0xD7 && v != 0xF7)
            || (v >= 0x100 && v <= 0x17F)
            || (v >= 0x410 && v <= 0x44F)
            || (v >= 0x621 && v <= 0x64A)
            || (v >= 0x5D0 && v <= 0x5EA)
            || (v >= 0x3041 && v <= 0x3096) || (v >= 0x30A1 && v <= 0x30FA)
            || (v >= 0x4E00 && v <= 0x9FFF)
            || (v >= 0xAC00 && v <= 0xD7A3)
    }

    /// Letters of scripts without case.
    @inline(__always)
    private static func isCaseless(_ v: UInt32) -> Bool {
        (v >= 0x590 && v <= 0x8FF) || (v >= 0x3040 && v <= 0x30FF) || (v >= 0x3400 && v <= 0x9FFF)
            || (v >= 0xAC00 && v <= 0xD7AF)
    }
}
