/// The Unicode scalars of a string, decoded from its UTF-8 in place. The language identifier reads
/// every character of a document's UI text several times (cleaning, filtering, tokenizing), and
/// `String.unicodeScalars` costs several times what this decoding does. A `String`'s UTF-8 is
/// always valid, so no error handling is needed.
package enum UTF8Scalars {
    /// Runs `body` on the UTF-8 of `text`, in place when the string is stored as UTF-8.
    @inline(__always)
    package static func withUTF8<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The scalar starting at byte `i` of valid UTF-8, and its length in bytes.
    @inline(__always)
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (Unicode.Scalar, Int) {
        let b = UInt32(bytes[i])
        let value: UInt32
        let length: Int
        if b < 0x80 {
            return (Unicode.Scalar(UInt8(b)), 1)
        } else if b < 0xE0 {
            value = (b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
            length = 2
        } else if b < 0xF0 {
            value = (b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
            length = 3
        } else {
            value =
                (b & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                | UInt32(bytes[i + 3] & 0x3F)
            length = 4
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
