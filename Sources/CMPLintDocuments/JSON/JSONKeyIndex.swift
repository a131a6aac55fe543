/// Every key of a document grouped by its first byte as written (the closing quote for an empty
/// key, a backslash for one that starts with an escape), each group in document order. The searches
/// for members by name at any depth (`$..name`, legacy markers) read the groups of the bytes their
/// names can start with instead of every node: several such searches ran over each document, and
/// each was a pass over a vendors snapshot's million nodes. Built on first use, once per document.
package final class JSONKeyIndex: Sendable {
    /// Group `b` is `keys[starts[b]..<starts[b + 1]]`, node indices in document order.
    private struct Groups {
        let starts: [Int32]
        let keys: [Int32]
    }

    private let groups = Locked<Groups?>(nil)

    /// The keys of `document` (whose index this is) whose first byte as written is `first`, in
    /// document order.
    package func keys(startingWith first: UInt8, in document: JSONDocument) -> ArraySlice<Int32> {
        let groups = self.groups.withLock { built in
            if let built { return built }
            let made = Self.group(document)
            built = made
            return made
        }
        return groups.keys[Int(groups.starts[Int(first)])..<Int(groups.starts[Int(first) + 1])]
    }

    /// The keys of `document` that may be written starting with `first` in document order: those
    /// starting with it and, unless it is the closing quote of an empty key, those starting with
    /// an escape (which may encode it).
    package func keys(mayStartWith first: UInt8, in document: JSONDocument) -> [Int32] {
        let plain = keys(startingWith: first, in: document)
        let backslash = UInt8(ascii: "\\")
        guard first != backslash, first != UInt8(ascii: "\"") else { return Array(plain) }
        let escaped = keys(startingWith: backslash, in: document)
        guard !escaped.isEmpty else { return Array(plain) }
        // Both in document order: merged as they are read.
        var merged: [Int32] = []
        merged.reserveCapacity(plain.count + escaped.count)
        var (i, j) = (plain.startIndex, escaped.startIndex)
        while i < plain.endIndex || j < escaped.endIndex {
            if j == escaped.endIndex || (i < plain.endIndex && plain[i] < escaped[j]) {
                merged.append(plain[i])
                i += 1
            } else {
                merged.append(escaped[j])
                j += 1
            }
        }
        return merged
    }

    /// A counting sort of the keys by first byte: one pass over the node table for the keys and
    /// their bytes, then each key placed in its group; written through pointers into arrays sized
    /// once (a key is at most every other node), as a check per append cost more than the pass.
    private static func group(_ document: JSONDocument) -> Groups {
        let room = document.nodeCount / 2 + 1
        var counts = [Int32](repeating: 0, count: 257)
        var firsts: [UInt8] = []
        let keys = [Int32](unsafeUninitializedCapacity: room) { keys, written in
            firsts = [UInt8](unsafeUninitializedCapacity: room) { firsts, firstsWritten in
                document.bytes.withUnsafeBufferPointer { bytes in
                    counts.withUnsafeMutableBufferPointer { counts in
                        document.forEachString { node, start, isKey in
                            guard isKey else { return }
                            let first = bytes[start + 1]
                            keys.initializeElement(at: written, to: node.rawValue)
                            firsts.initializeElement(at: written, to: first)
                            written += 1
                            counts[Int(first) + 1] += 1
                        }
                    }
                }
                firstsWritten = written
            }
        }
        let keyCount = keys.count
        for b in 0..<256 { counts[b + 1] += counts[b] }
        var next = counts
        let grouped = [Int32](unsafeUninitializedCapacity: keyCount) { grouped, written in
            next.withUnsafeMutableBufferPointer { next in
                for i in 0..<keyCount {
                    let first = Int(firsts[i])
                    grouped.initializeElement(at: Int(next[first]), to: keys[i])
                    next[first] += 1
                }
            }
            written = keyCount
        }
        return Groups(starts: counts, keys: grouped)
    }
}
