/// The predefined classes a pattern can name (`\d`, `\w`, `\s`, `\p{…}`) and the line terminators
/// `.` and `$` care about, with ICU's Unicode definitions, because cmplint matched patterns with
/// ICU (through NSRegularExpression) before it had its own matcher (ICU User Guide, "Regular
/// Expressions", https://unicode-org.github.io/icu/userguide/strings/regexp.html, table "Regular
/// Expression Metacharacters"). ASCII takes a fast path; other scalars ask the Unicode properties.
package enum RegexScalarProperty: Sendable, Equatable {
    /// `\d`: `\p{Nd}`, decimal digits of every script.
    case digit
    /// `\w`: `[\p{Alphabetic}\p{Mark}\p{Decimal_Number}\p{Connector_Punctuation}\u200c\u200d]`.
    case word
    /// `\s`: `\p{White_Space}`.
    case space
    /// What `.` does not match and `$` may stand before: U+000A…U+000D, U+0085, U+2028, U+2029.
    case lineTerminator
    /// `\p{L}`, `\p{Lu}`, …: general categories, by their one- or two-letter names.
    case generalCategories([Unicode.GeneralCategory])

    package func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch self {
        case .digit:
            if value < 0x80 { return value >= 0x30 && value <= 0x39 }
            return scalar.properties.generalCategory == .decimalNumber
        case .word:
            return Self.isWord(scalar)
        case .space:
            if value < 0x80 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
            return scalar.properties.isWhitespace
        case .lineTerminator:
            return Self.isLineTerminator(scalar)
        case .generalCategories(let categories):
            return categories.contains(scalar.properties.generalCategory)
        }
    }

    package static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
                || (value >= 0x61 && value <= 0x7A) || value == 0x5F
        }
        if value == 0x200C || value == 0x200D { return true }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }

    package static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value >= 0x0A && value <= 0x0D) || value == 0x85 || value == 0x2028 || value == 0x2029
    }

    /// Scalars a word boundary looks through (ICU: Grapheme_Extend or a format character), so a
    /// combining mark never starts or ends a word on its own.
    package static func isBoundaryTransparent(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return false }
        let properties = scalar.properties
        return properties.isGraphemeExtend || properties.generalCategory == .format
    }

    /// `\p{…}` names: the general categories (Unicode Standard Annex #44, "General_Category Values",
    /// https://www.unicode.org/reports/tr44/#General_Category_Values).
    package static func generalCategories(named name: String) -> [Unicode.GeneralCategory]? {
        let table: [String: [Unicode.GeneralCategory]] = [
            "Lu": [.uppercaseLetter], "Ll": [.lowercaseLetter], "Lt": [.titlecaseLetter], "Lm": [.modifierLetter],
            "Lo": [.otherLetter], "Mn": [.nonspacingMark], "Mc": [.spacingMark], "Me": [.enclosingMark],
            "Nd": [.decimalNumber], "Nl": [.letterNumber], "No": [.otherNumber], "Pc": [.connectorPunctuation],
            "Pd": [.dashPunctuation], "Ps": [.openPunctuation], "Pe": [.closePunctuation], "Pi": [.initialPunctuation],
            "Pf": [.finalPunctuation], "Po": [.otherPunctuation], "Sm": [.mathSymbol], "Sc": [.currencySymbol],
            "Sk": [.modifierSymbol], "So": [.otherSymbol], "Zs": [.spaceSeparator], "Zl": [.lineSeparator],
            "Zp": [.paragraphSeparator], "Cc": [.control], "Cf": [.format], "Cs": [.surrogate], "Co": [.privateUse],
            "Cn": [.unassigned],
        ]
        if let categories = table[name] { return categories }
        guard name.count == 1 else { return nil }
        let group = table.filter { $0.key.hasPrefix(name) }.flatMap(\.value)
        return group.isEmpty ? nil : group
    }
}
