/// A place in a source file, so that every diagnostic can point at the exact byte it is about.
///
/// `line` and `column` are 1-based; `column` counts Unicode scalars from the start of the line
/// (what editors show), while `offset` is the 0-based byte offset into the original input
/// (what tools that slice the file need).
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// "line:column", the form compilers and editors understand.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        if lhs.offset != rhs.offset { return lhs.offset < rhs.offset }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }
}

/// Line bookkeeping shared by the parser (error path) and `JSONDocument` (lazy lookups).
package enum LineMath {
    /// The number of UTF-8 lead bytes (bytes that are not continuation bytes) in `p[from..<to]`:
    /// the count of Unicode scalars for valid UTF-8.
    @inline(__always)
    package static func scalarCount(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var count = 0
        var j = from
        while j < to {
            if p[j] & 0xC0 != 0x80 { count += 1 }
            j += 1
        }
        return count
    }

    /// Position of `offset` computed by scanning from the start of the input. Used on error paths,
    /// where no line table has been built for the part that was not parsed.
    /// LF, CR and CRLF each end a line; a leading BOM of `bomLength` bytes does not count as a column.
    package static func scanPosition(_ p: UnsafeBufferPointer<UInt8>, offset rawOffset: Int, bomLength: Int)
        -> SourcePosition
    {
        let offset = min(max(rawOffset, 0), p.count)
        var line = 1
        var lineStart = bomLength
        var j = bomLength
        while j < offset {
            let b = p[j]
            if b == 0x0A {
                line += 1
                lineStart = j + 1
            } else if b == 0x0D {
                if j + 1 >= p.count || p[j + 1] != 0x0A {
                    line += 1
                    lineStart = j + 1
                }
            }
            j += 1
        }
        if offset < lineStart { return SourcePosition(line: line, column: 1, offset: offset) }
        return SourcePosition(line: line, column: 1 + scalarCount(p, from: lineStart, to: offset), offset: offset)
    }
}
