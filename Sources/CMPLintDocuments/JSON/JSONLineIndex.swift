/// Line and column of any byte offset of a parsed document, in O(log lines) plus at most a few
/// hundred bytes scanned, however long the line: minified responses are one line, and a finding
/// on it must not cost a scan from the start of the line (which made many findings quadratic).
package struct JSONLineIndex: Sendable {
    /// Byte offsets where lines start (the first is after the BOM), ascending.
    package let lineStarts: [UInt32]
    /// How a column is counted.
    package let columns: Columns

    package enum Columns: Sendable {
        /// ASCII input: a column is a byte distance.
        case bytes
        /// No line is longer than `blockSize`: counting from the line start is cheap.
        case scalarsFromLineStart
        /// The number of Unicode scalars (UTF-8 lead bytes) before each block of `blockSize`
        /// bytes, so a column is a difference of two counts.
        case scalarsBeforeBlock([UInt32])
    }

    /// Bytes the index keeps, for tests of the storage bound.
    package var storageBytes: Int {
        guard case .scalarsBeforeBlock(let counts) = columns else { return lineStarts.count * 4 }
        return (lineStarts.count + counts.count) * 4
    }

    package static let blockShift = 8
    package static let blockSize = 1 << blockShift

    package init(lineStarts: [UInt32], bytes p: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        self.lineStarts = lineStarts
        if isASCII {
            columns = .bytes
        } else if Self.longestLine(lineStarts, end: p.count) <= Self.blockSize {
            columns = .scalarsFromLineStart
        } else {
            columns = .scalarsBeforeBlock(Self.countScalarsPerBlock(p))
        }
    }

    private static func longestLine(_ lineStarts: [UInt32], end: Int) -> Int {
        var longest = 0
        var previous = end
        for start in lineStarts.reversed() {
            longest = max(longest, previous - Int(start))
            previous = Int(start)
        }
        return longest
    }

    /// Line and column (in Unicode scalars) of `offset`, which must be within `p`.
    package func position(atOffset offset: Int, in p: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        let lineIndex = self.lineIndex(atOffset: offset)
        if lineIndex < 0 {
            // Inside the BOM.
            return SourcePosition(line: 1, column: 1, offset: offset)
        }
        let lineStart = Int(lineStarts[lineIndex])
        let column: Int
        switch columns {
        case .bytes:
            column = offset - lineStart
        case .scalarsBeforeBlock(let counts) where offset - lineStart > Self.blockSize:
            column = Self.scalars(before: offset, counts, p) - Self.scalars(before: lineStart, counts, p)
        case .scalarsFromLineStart, .scalarsBeforeBlock:
            column = LineMath.scalarCount(p, from: lineStart, to: offset)
        }
        return SourcePosition(line: lineIndex + 1, column: column + 1, offset: offset)
    }

    /// The byte offset where the line holding `offset` starts (after the BOM on the first line;
    /// `offset` itself inside the BOM).
    package func lineStart(atOffset offset: Int) -> Int {
        let index = lineIndex(atOffset: offset)
        return index < 0 ? offset : Int(lineStarts[index])
    }

    /// The index of the last line start <= `offset` (binary search); -1 inside the BOM.
    private func lineIndex(atOffset offset: Int) -> Int {
        var lo = 0
        var hi = lineStarts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(lineStarts[mid]) <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo - 1
    }

    private static func scalars(before offset: Int, _ counts: [UInt32], _ p: UnsafeBufferPointer<UInt8>) -> Int {
        let block = offset >> blockShift
        return Int(counts[block]) + LineMath.scalarCount(p, from: block << blockShift, to: offset)
    }

    /// One entry per block (and one for the end): scalars counted eight bytes at a time, a
    /// continuation byte being 10xxxxxx.
    private static func countScalarsPerBlock(_ p: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var table: [UInt32] = []
        table.reserveCapacity(p.count >> blockShift + 1)
        guard let base = p.baseAddress else { return [0] }
        let raw = UnsafeRawPointer(base)
        var total = 0
        var block = 0
        while block < p.count {
            table.append(UInt32(truncatingIfNeeded: total))
            let end = min(block + blockSize, p.count)
            var j = block
            var continuations = 0
            // Four words at a time: their continuation-byte marks (bit 7 of each byte) shifted
            // into distinct bit positions, so one popcount counts 32 bytes.
            let high: UInt64 = 0x8080_8080_8080_8080
            while j + 32 <= end {
                let a = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
                let b = raw.loadUnaligned(fromByteOffset: j + 8, as: UInt64.self)
                let c = raw.loadUnaligned(fromByteOffset: j + 16, as: UInt64.self)
                let d = raw.loadUnaligned(fromByteOffset: j + 24, as: UInt64.self)
                let marks =
                    (a & ~(a << 1) & high) | (b & ~(b << 1) & high) >> 1
                    | (c & ~(c << 1) & high) >> 2 | (d & ~(d << 1) & high) >> 3
                continuations &+= marks.nonzeroBitCount
                j += 32
            }
            while j + 8 <= end {
                let w = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
                continuations &+= (w & ~(w << 1) & high).nonzeroBitCount
                j += 8
            }
            total += (j - block) - continuations
            total += LineMath.scalarCount(p, from: j, to: end)
            block = end
        }
        table.append(UInt32(truncatingIfNeeded: total))
        return table
    }
}
