/// The bytes libFuzzer hands a harness, as the types cmplint's APIs take.
public enum FuzzInput {
    /// A copy of the input (libFuzzer owns its buffer only for the duration of the call).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// The input as text, invalid UTF-8 replaced by U+FFFD as Swift's `String(decoding:)` does:
    /// callers that read files get text the same way.
    public static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
        String(decoding: bytes(data, size), as: UTF8.self)
    }

    /// Lines as the JSON parser counts them: a line feed, a carriage return and the pair each end
    /// one. An error's line must be at most this.
    public static func jsonLineCount(_ bytes: [UInt8]) -> Int {
        var lines = 1
        for (i, byte) in bytes.enumerated()
        where byte == 0x0A || (byte == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
            lines += 1
        }
        return lines
    }
}
