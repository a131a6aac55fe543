/// Where a scalar that the parser has validated ends. Scalar ends are not stored (see
/// `JSONNodeTable`): they are found again from the start, which costs the scalar's length, the
/// same as reading it.
public enum JSONScalarExtent {
    /// The offset just after the scalar of `kind` starting at `start`.
    @inline(__always)
    package static func end(_ kind: JSONKind, at start: Int, in p: UnsafeBufferPointer<UInt8>) -> Int {
        switch kind {
        case .string: return stringEnd(at: start, in: p)
        case .number: return numberEnd(at: start, in: p)
        case .bool: return start + (p[start] == UInt8(ascii: "t") ? 4 : 5)
        case .null: return start + 4
        case .object, .array: return start
        }
    }

    /// After the closing quote of the string whose opening quote is at `start`. Eight bytes at a
    /// time while none is a quote or backslash; an escape's backslash skips the next byte.
    @inlinable
    public static func stringEnd(at start: Int, in p: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = p.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        let n = p.count
        var j = start + 1
        while true {
            while j + 8 <= n {
                let w = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
                let q = w ^ 0x2222_2222_2222_2222
                let quote = (q &- 0x0101_0101_0101_0101) & ~q & 0x8080_8080_8080_8080
                let s = w ^ 0x5C5C_5C5C_5C5C_5C5C
                let slash = (s &- 0x0101_0101_0101_0101) & ~s & 0x8080_8080_8080_8080
                if (quote | slash) != 0 { break }
                j += 8
            }
            guard j < n else { return n }
            switch p[j] {
            case UInt8(ascii: "\""): return j + 1
            case UInt8(ascii: "\\"): j += 2
            default: j += 1
            }
        }
    }

    /// After the last character of the number starting at `start` (digits, sign, '.', exponent).
    package static func numberEnd(at start: Int, in p: UnsafeBufferPointer<UInt8>) -> Int {
        var j = start + 1
        while j < p.count {
            switch p[j] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
                UInt8(ascii: "+"), UInt8(ascii: "-"):
                j += 1
            default:
                return j
            }
        }
        return j
    }
}
