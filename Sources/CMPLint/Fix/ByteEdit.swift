/// One change to a file's bytes: `range` of the original is replaced by `replacement`. A fix is a
/// list of these, so every byte outside them (indentation, key order, line endings, a BOM, escapes,
/// the trailing newline) stays exactly as it was.
public struct ByteEdit: Sendable, Hashable {
    public let range: Range<Int>
    public let replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// `bytes` with `edits` made; the edits are sorted by position and do not overlap.
    public static func apply(_ edits: [ByteEdit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var copied = 0
        for edit in edits {
            out += bytes[copied..<edit.range.lowerBound]
            out += edit.replacement
            copied = edit.range.upperBound
        }
        out += bytes[copied...]
        return out
    }
}
