/// The byte classes `PersonalDataFinder` splits text by. Only ASCII bytes belong to a class, so any
/// other character (a space, a quote, "…", a letter with an accent) ends a run.
package enum TextBytes {
    package static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || isLetter(byte)
    }

    package static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    package static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    package static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }

    /// RFC 3986 "unreserved" characters (ALPHA / DIGIT / "-" / "." / "_" / "~",
    /// https://www.rfc-editor.org/rfc/rfc3986#section-2.3) and "%" of a percent-encoded octet:
    /// everything a TC, GPP, AC or US Privacy string or a UUID is written with, even inside a URL.
    package static func isToken(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "%")
    }

    /// The base64 and base64url alphabets together (RFC 4648 sections 4 and 5,
    /// https://www.rfc-editor.org/rfc/rfc4648), without the "=" padding.
    package static func isBase64(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_")
    }

    /// A name of a `name=value` pair: letters, digits, "_", "-", ".".
    package static func isParameterName(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// Bytes that end a parameter's value: the next parameter or the fragment ("&", "#", ";"),
    /// white space and control characters, quotes, brackets and a backslash (JSON escapes).
    package static func endsParameterValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""),
            UInt8(ascii: "'"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\\"), UInt8(ascii: " "), 0x7F:
            return true
        default:
            return byte < 0x20
        }
    }

    /// Calls `body` with each maximal run of bytes in `bytes` for which `belongs` holds, in order
    /// (one at a time, so a text of many words costs no list of them).
    package static func forEachRun(
        in bytes: UnsafeBufferPointer<UInt8>, where belongs: (UInt8) -> Bool, _ body: (Range<Int>) -> Void
    ) {
        var start: Int?
        for index in bytes.indices {
            if belongs(bytes[index]) {
                if start == nil { start = index }
            } else if let first = start {
                body(first..<index)
                start = nil
            }
        }
        if let first = start { body(first..<bytes.count) }
    }

    /// The UTF-8 encoding of "…" (U+2026), which `String.shortened(to:)` puts where it cut.
    package static let ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]

    /// Whether "…" starts at `index`.
    package static func ellipsis(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 3 <= bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA6
    }
}
