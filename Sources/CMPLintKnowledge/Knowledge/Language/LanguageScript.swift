/// The writing system of one letter. Script decides most non-Latin languages outright, and it keeps
/// the word statistics of one script from being diluted by words of another.
package enum LanguageScript: UInt8, CaseIterable, Sendable {
    case latin, greek, cyrillic, arabic, hebrew, hangul, kana, han, thai, devanagari, bengali, other

    /// The script of a letter (callers pass letters only; anything unlisted is `.other`).
    package static func of(_ scalar: Unicode.Scalar) -> LanguageScript {
        let v = scalar.value
        switch v {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0x24F, 0x1E00...0x1EFF, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            return .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF:
            return .greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F:
            return .cyrillic
        case 0x600...0x6FF, 0x750...0x77F, 0x870...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
            return .arabic
        case 0x590...0x5FF, 0xFB1D...0xFB4F:
            return .hebrew
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF, 0xFFA0...0xFFDC:
            return .hangul
        case 0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:
            return .kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF:
            return .han
        case 0xE00...0xE7F:
            return .thai
        case 0x900...0x97F, 0xA8E0...0xA8FF:
            return .devanagari
        case 0x980...0x9FF:
            return .bengali
        default:
            return .other
        }
    }

    /// Scripts written without spaces between words, where each character is counted on its own.
    package var isCharacterBased: Bool { self == .han || self == .kana }

    /// The script a word is scored in: kana and Han form one (Japanese mixes them in one word).
    package var group: LanguageScript { self == .kana ? .han : self }

    /// The script of a profile in `LanguageProfileData` ("cjk" is Han with kana). A switch, not a
    /// search comparing each case's description: describing an enum case goes through reflection.
    package init?(profileScript name: String) {
        switch name {
        case "latin": self = .latin
        case "greek": self = .greek
        case "cyrillic": self = .cyrillic
        case "arabic": self = .arabic
        case "hebrew": self = .hebrew
        case "hangul": self = .hangul
        case "kana": self = .kana
        case "han", "cjk": self = .han
        case "thai": self = .thai
        case "devanagari": self = .devanagari
        case "bengali": self = .bengali
        default: return nil
        }
    }
}
