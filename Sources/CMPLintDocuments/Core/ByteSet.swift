/// A set of byte values as a 256-bit bitmap: a membership test is a shift and a mask, for the
/// inner loops that rule out most inputs by one byte.
public struct ByteSet: Sendable {
    @usableFromInline private(set) var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    package init<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        for byte in bytes {
            let bit = UInt64(1) << (byte & 63)
            switch byte >> 6 {
            case 0: words.0 |= bit
            case 1: words.1 |= bit
            case 2: words.2 |= bit
            default: words.3 |= bit
            }
        }
    }

    @inlinable @inline(__always)
    public func contains(_ byte: UInt8) -> Bool {
        // Selected, not switched on: a jump per byte mispredicts on mixed text.
        let isLow = byte & 0x40 == 0
        let word = byte < 0x80 ? (isLow ? words.0 : words.1) : (isLow ? words.2 : words.3)
        return word & (UInt64(1) << (byte & 63)) != 0
    }
}
