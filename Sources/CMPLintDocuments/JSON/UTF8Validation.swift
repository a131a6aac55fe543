/// UTF-8 checks on raw bytes. The parser works on bytes for speed, so it validates the encoding
/// itself (Unicode Table 3-7: no overlongs, no encoded surrogates, nothing above U+10FFFF).
package enum UTF8Validation {
    /// The length (2...4) of the well-formed multi-byte sequence starting at `p[i]`, or 0 when the
    /// sequence is ill-formed or truncated by `end`. `p[i]` must be >= 0x80.
    @inline(__always)
    package static func sequenceLength(_ p: UnsafePointer<UInt8>, at i: Int, end: Int) -> Int {
        @inline(__always) func cont(_ k: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool {
            k < end && p[k] >= lo && p[k] <= hi
        }
        switch p[i] {
        case 0xC2...0xDF:
            return cont(i + 1) ? 2 : 0
        case 0xE0:
            return cont(i + 1, 0xA0) && cont(i + 2) ? 3 : 0
        case 0xE1...0xEC, 0xEE, 0xEF:
            return cont(i + 1) && cont(i + 2) ? 3 : 0
        case 0xED:
            return cont(i + 1, 0x80, 0x9F) && cont(i + 2) ? 3 : 0
        case 0xF0:
            return cont(i + 1, 0x90) && cont(i + 2) && cont(i + 3) ? 4 : 0
        case 0xF1...0xF3:
            return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0
        case 0xF4:
            return cont(i + 1, 0x80, 0x8F) && cont(i + 2) && cont(i + 3) ? 4 : 0
        default:
            return 0
        }
    }

    /// The scalar encoded at `p[i]` if it is well-formed UTF-8 (ASCII included), else nil.
    package static func scalar(_ p: UnsafePointer<UInt8>, at i: Int, end: Int) -> Unicode.Scalar? {
        guard i < end else { return nil }
        let b0 = p[i]
        if b0 < 0x80 { return Unicode.Scalar(b0) }
        let length = sequenceLength(p, at: i, end: end)
        var value: UInt32
        switch length {
        case 2: value = UInt32(b0 & 0x1F)
        case 3: value = UInt32(b0 & 0x0F)
        case 4: value = UInt32(b0 & 0x07)
        default: return nil
        }
        for k in 1..<length { value = value << 6 | UInt32(p[i + k] & 0x3F) }
        return Unicode.Scalar(value)
    }

    /// How a byte or scalar found in the input is quoted in messages: 'x', U+0007, or "end of input".
    package static func describe(_ p: UnsafePointer<UInt8>?, at i: Int, end: Int) -> String {
        guard let p, i < end, i >= 0 else { return "end of input" }
        guard let scalar = scalar(p, at: i, end: end) else {
            return "byte " + hexByte(p[i])
        }
        return describe(scalar)
    }

    package static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .surrogate, .privateUse, .unassigned:
            return uPlus(scalar.value)
        default:
            return "'" + String(Character(scalar)) + "'"
        }
    }

    /// "U+000A", "U+1F600".
    package static func uPlus(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// "0xC3".
    package static func hexByte(_ b: UInt8) -> String {
        let hex = String(b, radix: 16, uppercase: true)
        return "0x" + (hex.count < 2 ? "0" : "") + hex
    }
}
