/// Looks inside base64 data without decoding all of it: a bounded prefix is decoded and kept only
/// when it reads as text, so `PersonalDataFinder` can look for consent strings and identifiers in
/// it (an otConsentString is base64 of JSON holding a `dsId`; tokens and cookies are often base64
/// of JSON or of a query string).
package enum Base64Peek {
    /// The text that the first `limit` characters of `bytes` decode to, reading the base64 and
    /// base64url alphabets alike (RFC 4648 sections 4 and 5, https://www.rfc-editor.org/rfc/rfc4648)
    /// and stopping at "=" padding; nil when the decoded bytes are not UTF-8 text (at most one in
    /// 16 characters may be a control character or an invalid sequence, so binary data, such as a
    /// TC string's bit fields, is not taken for text). A sequence cut at the end of the prefix is dropped.
    package static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, limit: Int) -> String? {
        // First, nothing stored: count what is certainly unreadable, a lower bound of what
        // `isText` counts. An ASCII control byte is an unreadable character of its own whatever
        // surrounds it; so is a byte no UTF-8 sequence can start with or hold where it stands (a
        // stray continuation byte, a lead byte whose sequence stops short: each is a maximal
        // invalid subpart of its own). There are no more characters than bytes, so too many of
        // them rule the data out: a TC string's bit fields are mostly zero bytes, and a run of
        // base64 letters that is only a long word decodes to bytes that are mostly not UTF-8.
        // The decoded prefix holds at most `limit * 6 / 8` bytes: once the unreadable are too many
        // for that, they are too many for the count the whole prefix would give (binary data,
        // such as an embedded image, stops after a few hundred characters).
        let mostBytes = limit * 6 / 8
        var unreadable = 0
        var count = 0
        var continuations = 0  // still expected by the sequence being read
        decode(bytes.prefix(limit)) { byte in
            count += 1
            if byte & 0xC0 == 0x80 {
                if continuations > 0 { continuations -= 1 } else { unreadable += 1 }
            } else {
                if continuations > 0 { unreadable += 1 }  // the sequence before stops short
                continuations = 0
                switch byte {
                case 0xC2...0xDF: continuations = 1
                case 0xE0...0xEF: continuations = 2
                case 0xF0...0xF4: continuations = 3
                case 0xC0, 0xC1, 0xF5...0xFF: unreadable += 1
                default: if isControl(byte) { unreadable += 1 }
                }
            }
            return unreadable * 16 <= mostBytes
        }
        guard unreadable * 16 <= count else { return nil }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(count)
        decode(bytes.prefix(limit)) { byte in
            decoded.append(byte)
            return true
        }
        dropCutSequence(&decoded)
        guard decoded.count >= 8, isText(decoded) else { return nil }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Whether at most one in 16 of the characters `bytes` decode to is unreadable: an invalid
    /// sequence (which `String(decoding:as:)` would replace by U+FFFD, one per maximal invalid
    /// subpart, as the parser reports them), a U+FFFD itself or a control character. Counted on the
    /// bytes: most data that gets here is not text, and repairing it into a `String` first would
    /// cost more than the check (a long German word is a run of base64 letters).
    private static func isText(_ bytes: [UInt8]) -> Bool {
        var unreadable = 0
        var total = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                total += 1
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar == "\u{FFFD}" || (scalar.isASCII && isControl(UInt8(scalar.value))) { unreadable += 1 }
            case .error:
                total += 1
                unreadable += 1
            case .emptyInput:
                return unreadable * 16 <= total
            }
        }
    }

    /// Calls `body` with each byte that the base64 or base64url characters of `bytes` encode, up to
    /// the first character of neither alphabet ("=" padding or the end of the data), or until
    /// `body` returns false.
    private static func decode(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ body: (UInt8) -> Bool) {
        var buffer: UInt32 = 0
        var bits = 0
        for byte in bytes {
            guard let sextet = sextet(byte) else { return }
            buffer = (buffer << 6) | UInt32(sextet)
            bits += 6
            if bits >= 8 {
                bits -= 8
                guard body(UInt8(truncatingIfNeeded: buffer >> UInt32(bits))) else { return }
            }
        }
    }

    /// C0 controls but tab, line feed and carriage return, and DEL: not text.
    private static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") && byte != UInt8(ascii: "\t"))
            || byte == 0x7F
    }

    /// Drops a UTF-8 sequence that the end of the prefix cut short, so it is not counted as invalid.
    private static func dropCutSequence(_ bytes: inout [UInt8]) {
        var lead = bytes.count - 1
        while lead >= 0, lead >= bytes.count - 3, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        guard lead >= 0, bytes[lead] >= 0xC0 else { return }
        let length = bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : 2
        if bytes.count - lead < length { bytes.removeSubrange(lead...) }
    }

    /// The 6-bit value of a base64 or base64url character.
    private static func sextet(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"), UInt8(ascii: "-"): return 62
        case UInt8(ascii: "/"), UInt8(ascii: "_"): return 63
        default: return nil
        }
    }
}
