/// Turns a CMP text value into the plain text a user reads: OneTrust lets authors put HTML in
/// descriptions ("<a href=…>privacy policy</a>", "&nbsp;"), and the tags and entities are neither
/// language nor text.
enum UITextCleaner {
    /// Whether `text` may hold tags or entities; most values do not, and skip cleaning.
    static func containsMarkup(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }
    }

    /// Inline tags that sit inside a word or sentence; removing them must not split words.
    /// Every other tag (p, br, li, div …) separates text and becomes a space.
    static let inlineTags: Set<String> = ["a", "b", "i", "u", "em", "strong", "span", "small", "sup", "sub", "mark", "abbr", "font"]

    /// Named entities decoded; others become a space. Accented letters are included because
    /// rich-text editors write them as entities.
    static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "shy": "",
        "ndash": "–", "mdash": "—", "hellip": "…", "laquo": "«", "raquo": "»", "lsquo": "‘", "rsquo": "’",
        "ldquo": "“", "rdquo": "”", "bdquo": "„", "copy": "©", "reg": "®", "trade": "™", "euro": "€",
        "auml": "ä", "ouml": "ö", "uuml": "ü", "Auml": "Ä", "Ouml": "Ö", "Uuml": "Ü", "szlig": "ß",
        "eacute": "é", "egrave": "è", "ecirc": "ê", "euml": "ë", "Eacute": "É", "Egrave": "È",
        "aacute": "á", "agrave": "à", "acirc": "â", "atilde": "ã", "aring": "å", "aelig": "æ",
        "Agrave": "À", "Aring": "Å", "AElig": "Æ", "ccedil": "ç", "Ccedil": "Ç",
        "iacute": "í", "igrave": "ì", "icirc": "î", "iuml": "ï", "ntilde": "ñ", "Ntilde": "Ñ",
        "oacute": "ó", "ograve": "ò", "ocirc": "ô", "otilde": "õ", "oslash": "ø", "Oslash": "Ø",
        "uacute": "ú", "ugrave": "ù", "ucirc": "û", "yacute": "ý", "yuml": "ÿ", "oelig": "œ",
    ]

    /// Tags removed, entities decoded, whitespace runs collapsed to one space, ends trimmed.
    static func clean(_ text: String) -> String {
        if !containsMarkup(text) && !needsWhitespaceCollapse(text) { return text }
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "<", let end = tagEnd(scalars, from: i) {
                if !isInlineTag(scalars[(i + 1)..<end]) { out.append(" ") }
                i = end + 1
                continue
            }
            if s == "&", let (decoded, end) = entity(scalars, from: i) {
                out.append(contentsOf: decoded.unicodeScalars)
                i = end + 1
                continue
            }
            out.append(s)
            i += 1
        }
        return collapseWhitespace(String(out))
    }

    /// Index of the ">" closing a tag that starts at `start`, if it is one ("<b>", "</p>",
    /// "<br/>", "<!-- -->"); a lone "<" as in "a < b" is text.
    private static func tagEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 1 < s.count else { return nil }
        let first = s[start + 1]
        guard first == "/" || first == "!" || (first.isASCII && first.properties.isAlphabetic) else { return nil }
        var i = start + 1
        while i < s.count, i - start < 2000 {
            if s[i] == ">" { return i }
            if s[i] == "<" { return nil }
            i += 1
        }
        return nil
    }

    private static func isInlineTag(_ body: ArraySlice<Unicode.Scalar>) -> Bool {
        var name = ""
        for s in body.drop(while: { $0 == "/" }) {
            guard s.isASCII, s.properties.isAlphabetic else { break }
            name.unicodeScalars.append(s)
        }
        return inlineTags.contains(name.lowercased())
    }

    /// The decoded text of an entity at `start` ("&amp;", "&#233;", "&#xE9;") and the index of
    /// its ";". Unknown named entities decode to a space.
    private static func entity(_ s: [Unicode.Scalar], from start: Int) -> (String, Int)? {
        var i = start + 1
        var body = ""
        while i < s.count, i - start <= 12, s[i] != ";" {
            guard s[i].isASCII, s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) || s[i] == "#" else { return nil }
            body.unicodeScalars.append(s[i])
            i += 1
        }
        guard i < s.count, s[i] == ";", !body.isEmpty else { return nil }
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let v = value, let scalar = Unicode.Scalar(v) else { return (" ", i) }
            return (String(Character(scalar)), i)
        }
        return (entities[body] ?? " ", i)
    }

    /// Whether `text` has whitespace other than single spaces between words.
    private static func needsWhitespaceCollapse(_ text: String) -> Bool {
        var previousSpace = true  // a leading space needs trimming
        for b in text.utf8 {
            if b == 0x20 {
                if previousSpace { return true }
                previousSpace = true
            } else if (b >= 0x09 && b <= 0x0D) || b >= 0xC2 {
                // Control whitespace, or non-ASCII that may be whitespace (no-break space): check fully.
                if b < 0x80 { return true }
                previousSpace = false
                if b == 0xC2 || b == 0xE1 || b == 0xE2 || b == 0xE3 { return true }
            } else {
                previousSpace = false
            }
        }
        return previousSpace && !text.isEmpty
    }

    private static func collapseWhitespace(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for s in text.unicodeScalars {
            if LanguageCharacters.isWhitespace(s) {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(s)
            }
        }
        return String(out)
    }
}
