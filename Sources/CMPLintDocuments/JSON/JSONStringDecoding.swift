/// Decoding of JSON string contents, done lazily (only when a string is asked for), because most
/// strings of a large document are never read and most of those that are have no escapes.
package enum JSONStringDecoding {
    @inline(__always)
    package static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b &- UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b &- UInt8(ascii: "a") &+ 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b &- UInt8(ascii: "A") &+ 10)
        default: return nil
        }
    }

    /// The 4-hex-digit value at `p[i..<i+4]`, or nil (never traps on short or bad input).
    @inline(__always)
    package static func hex4(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, end: Int) -> UInt32? {
        guard i + 4 <= end else { return nil }
        var v: UInt32 = 0
        for k in 0..<4 {
            guard let d = hexValue(p[i + k]) else { return nil }
            v = v << 4 | d
        }
        return v
    }

    /// Appends the UTF-8 encoding of `value`, or of U+FFFD when `value` is not a scalar (surrogate).
    package static func appendUTF8(_ value: UInt32, to out: inout [UInt8]) {
        let v: UInt32 = (value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF ? 0xFFFD : value
        switch v {
        case 0..<0x80:
            out.append(UInt8(v))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (v >> 6)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (v >> 12)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (v >> 18)))
            out.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        }
    }

    /// Appends the three-byte form of a lone surrogate code unit (generalized UTF-8, as WTF-8 writes
    /// it; https://simonsapin.github.io/wtf-8/): never valid UTF-8, so it cannot equal any text.
    package static func appendSurrogate(_ unit: UInt32, to out: inout [UInt8]) {
        out.append(UInt8(0xE0 | (unit >> 12)))
        out.append(UInt8(0x80 | ((unit >> 6) & 0x3F)))
        out.append(UInt8(0x80 | (unit & 0x3F)))
    }

    /// Decodes the contents `p[from..<to]` of a string that the parser has validated (so escapes are
    /// well-formed and the rest is valid UTF-8). `\u` surrogate pairs combine; unpaired surrogates
    /// become U+FFFD, or, with `keepingLoneSurrogates` (comparing keys), stay the distinct code
    /// units they were written as, so `"\ud800"` and `"\udbff"` are not one key. Defensive against
    /// malformed input anyway: it never traps.
    package static func decode(
        _ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int, into out: inout [UInt8],
        keepingLoneSurrogates: Bool = false
    ) {
        out.reserveCapacity(out.count + (to - from))
        var i = from
        while i < to {
            let b = p[i]
            if b != UInt8(ascii: "\\") {
                out.append(b)
                i += 1
                continue
            }
            guard i + 1 < to else { return }
            let e = p[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hex4(p, i, end: to) else { return }
                i += 4
                if unit >= 0xD800 && unit <= 0xDBFF {
                    // A high surrogate combines with an immediately following \u low surrogate.
                    if i + 6 <= to, p[i] == UInt8(ascii: "\\"), p[i + 1] == UInt8(ascii: "u"),
                        let low = hex4(p, i + 2, end: to), low >= 0xDC00 && low <= 0xDFFF
                    {
                        appendUTF8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &out)
                        i += 6
                    } else if keepingLoneSurrogates {
                        appendSurrogate(unit, to: &out)
                    } else {
                        appendUTF8(0xFFFD, to: &out)
                    }
                } else if keepingLoneSurrogates && unit >= 0xDC00 && unit <= 0xDFFF {
                    appendSurrogate(unit, to: &out)
                } else {
                    // Lone low surrogates are replaced by appendUTF8 (not a valid scalar).
                    appendUTF8(unit, to: &out)
                }
            default:
                // \" \\ \/ stand for themselves.
                out.append(e)
            }
        }
    }

    package static func decodeToString(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> String {
        var out: [UInt8] = []
        decode(p, from: from, to: to, into: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
