/// The string nodes of a document, read off its node table in one pass on first use: every key
/// grouped by its first byte as written (the closing quote for an empty key, a backslash for one
/// that starts with an escape), and every string value, each in document order. The searches for
/// members by name at any depth (`$..name`, legacy markers) read the groups of the bytes their
/// names can start with, and the leak scan reads the values, instead of each passing over a vendors
/// snapshot's million nodes.
package final class JSONStringIndex: Sendable {
    /// Key group `b` is `keys[starts[b]..<starts[b + 1]]`, node indices in document order.
    private struct Strings {
        let starts: [Int32]
        let keys: [Int32]
        let values: [Value]
    }

    /// A string value: its node index and the offset of its opening quote.
    package struct Value: Sendable {
        package let node: Int32
        package let start: UInt32
    }

    private let strings = Locked<Strings?>(nil)

    private func strings(of document: JSONDocument) -> Strings {
        strings.withLock { built in
            if let built { return built }
            let made = Self.index(document)
            built = made
            return made
        }
    }

    /// The string values of `document` (whose index this is), keys left out, in document order.
    package func values(in document: JSONDocument) -> [Value] {
        strings(of: document).values
    }

    /// The keys of `document` (whose index this is) whose first byte as written is `first`, in
    /// document order.
    package func keys(startingWith first: UInt8, in document: JSONDocument) -> ArraySlice<Int32> {
        let strings = strings(of: document)
        return strings.keys[Int(strings.starts[Int(first)])..<Int(strings.starts[Int(first) + 1])]
    }

    /// The keys of `document` whose first byte as written is one of `firsts`, in document order.
    package func keys(startingWithAnyOf firsts: ByteSet, in document: JSONDocument) -> [Int32] {
        let groups = (0...UInt8.max).filter(firsts.contains).map { keys(startingWith: $0, in: document) }
            .filter { !$0.isEmpty }
        // Each group is in document order; several are put in order together.
        return groups.count == 1 ? Array(groups[0]) : groups.joined().sorted()
    }

    /// The keys of `document` that may be written starting with `first`, in document order: those
    /// starting with it and, unless it is the closing quote of an empty key, those starting with
    /// an escape (which may encode it).
    package func keys(mayStartWith first: UInt8, in document: JSONDocument) -> [Int32] {
        let backslash = UInt8(ascii: "\\")
        let firsts = first == backslash || first == UInt8(ascii: "\"") ? [first] : [first, backslash]
        return keys(startingWithAnyOf: ByteSet(firsts), in: document)
    }

    /// One pass over the node table for the keys with their first bytes and for the values, then a
    /// counting sort of the keys by first byte; written through pointers into arrays sized once (a
    /// key is at most every other node; untouched room costs address space, not memory), as a check
    /// per append cost more than the pass.
    private static func index(_ document: JSONDocument) -> Strings {
        let room = document.nodeCount / 2 + 1
        var counts = [Int32](repeating: 0, count: 257)
        var firsts: [UInt8] = []
        var values: [Value] = []
        let keys = [Int32](unsafeUninitializedCapacity: room) { keys, keyCount in
            firsts = [UInt8](unsafeUninitializedCapacity: room) { firsts, firstCount in
                values = [Value](unsafeUninitializedCapacity: document.nodeCount) { values, valueCount in
                    document.bytes.withUnsafeBufferPointer { bytes in
                        counts.withUnsafeMutableBufferPointer { counts in
                            document.forEachString { node, start, isKey in
                                guard isKey else {
                                    values.initializeElement(
                                        at: valueCount, to: Value(node: node.rawValue, start: UInt32(start)))
                                    valueCount += 1
                                    return
                                }
                                let first = bytes[start + 1]
                                keys.initializeElement(at: keyCount, to: node.rawValue)
                                firsts.initializeElement(at: keyCount, to: first)
                                keyCount += 1
                                counts[Int(first) + 1] += 1
                            }
                        }
                    }
                }
                firstCount = keyCount
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
        // Kept as long as the document, at its size: the room for a value per node is most of it.
        return Strings(starts: counts, keys: grouped, values: Array(values[...]))
    }
}
