/// Turns a CMP text value into the plain text a user reads: OneTrust lets authors put HTML in
/// descriptions ("<a href=…>privacy policy</a>", "&nbsp;"), and the tags and entities are neither
/// language nor text.
package enum UITextCleaner {
    /// Whether `text` may hold tags or entities; most values do not, and skip cleaning.
    package static func containsMarkup(_ text: String) -> Bool {
        UTF8Scalars.withUTF8(text) { bytes in bytes.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") } }
    }

    /// Inline tags that sit inside a word or sentence; removing them must not split words.
    /// Every other tag (p, br, li, div …) separates text and becomes a space.
    package static let inlineTags: Set<String> = [
        "a", "b", "i", "u", "em", "strong", "span", "small", "sup", "sub", "mark", "abbr", "font",
    ]

    /// Named entities decoded; others become a space. Accented letters are included because
    /// rich-text editors write them as entities.
    package static let entities: [String: String] = [
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
    /// Tags and entities are ASCII, so the text is read as UTF-8 bytes.
    package static func clean(_ text: String) -> String {
        if !UITextScan(text).needsCleaning { return text }
        let out = UTF8Scalars.withUTF8(text) { s -> [UInt8] in
            var out: [UInt8] = []
            out.reserveCapacity(s.count)
            var i = 0
            while i < s.count {
                let b = s[i]
                if b == UInt8(ascii: "<"), let end = tagEnd(s, from: i) {
                    if !isInlineTag(s[(i + 1)..<end]) { out.append(0x20) }
                    i = end + 1
                    continue
                }
                if b == UInt8(ascii: "&"), let (decoded, end) = entity(s, from: i) {
                    out.append(contentsOf: decoded.utf8)
                    i = end + 1
                    continue
                }
                out.append(b)
                i += 1
            }
            return out
        }
        return collapseWhitespace(String(decoding: out, as: UTF8.self))
    }

    /// Index of the ">" closing a tag that starts at `start`, if it is one ("<b>", "</p>",
    /// "<br/>", "<!-- -->"), within 2,000 characters; a lone "<" as in "a < b" is text.
    private static func tagEnd(_ s: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start + 1 < s.count else { return nil }
        let first = s[start + 1]
        guard first == UInt8(ascii: "/") || first == UInt8(ascii: "!") || isASCIILetter(first) else { return nil }
        var i = start + 1
        var characters = 1
        while i < s.count, characters < 2000 {
            if s[i] == UInt8(ascii: ">") { return i }
            if s[i] == UInt8(ascii: "<") { return nil }
            i += 1
            if i < s.count && s[i] & 0xC0 != 0x80 { characters += 1 }  // not a UTF-8 continuation byte
        }
        return nil
    }

    private static func isASCIILetter(_ b: UInt8) -> Bool {
        (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
    }

    private static func isInlineTag(_ body: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var name = ""
        for b in body.drop(while: { $0 == UInt8(ascii: "/") }) {
            guard isASCIILetter(b) else { break }
            name.unicodeScalars.append(Unicode.Scalar(b | 0x20))
        }
        return inlineTags.contains(name)
    }

    /// The decoded text of an entity at `start` ("&amp;", "&#233;", "&#xE9;") and the index of
    /// its ";". Unknown named entities decode to a space.
    private static func entity(_ s: UnsafeBufferPointer<UInt8>, from start: Int) -> (String, Int)? {
        var i = start + 1
        var body = ""
        while i < s.count, i - start <= 12, s[i] != UInt8(ascii: ";") {
            let b = s[i]
            guard isASCIILetter(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "#")
            else { return nil }
            body.unicodeScalars.append(Unicode.Scalar(b))
            i += 1
        }
        guard i < s.count, s[i] == UInt8(ascii: ";"), !body.isEmpty else { return nil }
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value =
                digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let v = value, let scalar = Unicode.Scalar(v) else { return (" ", i) }
            return (String(Character(scalar)), i)
        }
        return (entities[body] ?? " ", i)
    }

    private static func collapseWhitespace(_ text: String) -> String {
        let out = UTF8Scalars.withUTF8(text) { bytes -> [UInt8] in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var pendingSpace = false
            var i = 0
            while i < bytes.count {
                let (s, length) = UTF8Scalars.decode(bytes, at: i)
                if LanguageCharacters.isWhitespace(s) {
                    pendingSpace = !out.isEmpty
                } else {
                    if pendingSpace { out.append(0x20) }
                    pendingSpace = false
                    out.append(contentsOf: bytes[i..<(i + length)])
                }
                i += length
            }
            return out
        }
        return String(decoding: out, as: UTF8.self)
    }
}
