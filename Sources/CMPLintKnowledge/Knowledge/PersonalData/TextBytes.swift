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

    /// The offset of the first byte at or after `start` that is not alphanumeric (`isAlphanumeric`),
    /// or the end: eight bytes at a time, a word's first such byte found by bit arithmetic, so the
    /// end of a run costs no branch per letter (the leak scan reads the letters of every string).
    @inline(__always)
    package static func alphanumericRunEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let stops = nonAlphanumericBytes(word)
                if stops != 0 { return index + stops.trailingZeroBitCount >> 3 }
                index += 8
            }
        }
        while index < bytes.count, isAlphanumeric(bytes[index]) { index += 1 }
        return index
    }

    /// The high bit of each byte of `word` (eight bytes, the first in the low bits) that is not an
    /// ASCII letter or digit. A byte's low seven bits are compared with a range by adding to them,
    /// which cannot carry into the next byte.
    @inline(__always)
    package static func nonAlphanumericBytes(_ word: UInt64) -> UInt64 {
        let highs: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low = word & ~highs
        func inRange(_ x: UInt64, _ first: UInt64, _ last: UInt64) -> UInt64 {
            (x &+ ones &* (0x80 - first)) & ~(x &+ ones &* (0x7F - last)) & highs
        }
        let digits = inRange(low, 0x30, 0x39)
        let letters = inRange(low | 0x2020_2020_2020_2020, 0x61, 0x7A)
        // A byte with its high bit set is not ASCII.
        return ~((digits | letters) & ~word) & highs
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
        // Two tight loops, past the bytes between runs and then to the run's end, rather than one
        // that tests whether a run is open at every byte.
        var index = 0
        while index < bytes.count {
            while index < bytes.count, !belongs(bytes[index]) { index += 1 }
            guard index < bytes.count else { return }
            let start = index
            while index < bytes.count, belongs(bytes[index]) { index += 1 }
            body(start..<index)
        }
    }

    /// The UTF-8 encoding of "…" (U+2026), which `String.shortened(to:)` puts where it cut.
    package static let ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]

    /// Whether "…" starts at `index`.
    package static func ellipsis(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 3 <= bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA6
    }
}
