/// A file's original bytes and what fixing has made of them, possibly over several passes (each pass
/// edits the result of the one before). The result is kept as pieces of the original and inserted
/// bytes, so the edits of all passes compose into one list of edits on the original bytes: what
/// the unified diff shows and what the summary counts.
package struct EditedBytes {
    package let original: [UInt8]
    /// The bytes as fixed so far.
    package private(set) var bytes: [UInt8]
    private var pieces: [Piece]

    private enum Piece {
        /// A range of the original, kept as it was.
        case kept(Range<Int>)
        case inserted([UInt8])

        var count: Int {
            switch self {
            case .kept(let range): return range.count
            case .inserted(let bytes): return bytes.count
            }
        }
    }

    package init(_ original: [UInt8]) {
        self.original = original
        bytes = original
        pieces = [.kept(0..<original.count)]
    }

    /// Makes `edits` (sorted, not overlapping, on `bytes` as they are now).
    package mutating func apply(_ edits: [ByteEdit]) {
        guard !edits.isEmpty else { return }
        var result: [Piece] = []
        var pieceIndex = 0
        var pieceStart = 0
        // The pieces covering [from, to) of the current bytes, cut at both ends.
        func copy(from: Int, to: Int) {
            while pieceIndex < pieces.count {
                let piece = pieces[pieceIndex]
                let pieceEnd = pieceStart + piece.count
                if pieceEnd <= from {
                    pieceIndex += 1
                    pieceStart = pieceEnd
                    continue
                }
                if pieceStart >= to { return }
                let lower = max(from, pieceStart) - pieceStart
                let upper = min(to, pieceEnd) - pieceStart
                switch piece {
                case .kept(let range): result.append(.kept(range.lowerBound + lower..<range.lowerBound + upper))
                case .inserted(let inserted): result.append(.inserted(Array(inserted[lower..<upper])))
                }
                if pieceEnd > to { return }
                pieceIndex += 1
                pieceStart = pieceEnd
            }
        }
        var position = 0
        for edit in edits {
            copy(from: position, to: edit.range.lowerBound)
            if !edit.replacement.isEmpty { result.append(.inserted(edit.replacement)) }
            position = edit.range.upperBound
        }
        copy(from: position, to: bytes.count)
        pieces = result
        bytes = ByteEdit.apply(edits, to: bytes)
    }

    /// Every change so far as edits on the original bytes, sorted and not overlapping; empty when
    /// the bytes are the original ones.
    package var edits: [ByteEdit] {
        var edits: [ByteEdit] = []
        var next = 0
        var pending: [UInt8] = []
        // The original bytes from `next` to `end` were replaced by `pending`.
        func flush(upTo end: Int) {
            if (next < end || !pending.isEmpty) && !original[next..<end].elementsEqual(pending) {
                edits.append(ByteEdit(range: next..<end, replacement: pending))
            }
            pending = []
        }
        for piece in pieces {
            switch piece {
            case .kept(let range) where range.isEmpty:
                continue
            case .kept(let range):
                if range.lowerBound != next || !pending.isEmpty { flush(upTo: range.lowerBound) }
                next = range.upperBound
            case .inserted(let inserted):
                pending += inserted
            }
        }
        flush(upTo: original.count)
        return edits
    }
}
