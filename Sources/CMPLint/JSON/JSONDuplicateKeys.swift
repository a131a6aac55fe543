/// Duplicate-key detection, run when an object closes. Small objects compare cheap signatures
/// pairwise (bounded work per object); large objects (vendor lists have ~1000 keys) sort
/// randomly-seeded hashes, so no input can make parsing quadratic. Keys compare by their decoded
/// text, so "a" and "\u0061" are the same key; a lone surrogate escape compares as the code unit
/// written, not as the U+FFFD it is shown as, so "\ud800" and "\udbff" are different keys.
extension JSONParserCore {
    /// Objects with more members than this use hashing instead of pairwise comparison.
    static let pairwiseLimit = 32

    mutating func checkDuplicateKeys(object: Int, count: Int) {
        guard let p = base else { return }
        var keys = keyScratch
        keys.removeAll(keepingCapacity: true)
        let large = count > Self.pairwiseLimit
        var k = object + 1
        for _ in 0..<count {
            guard k + 1 < nodes.count else { break }
            keys.append(KeyInfo(node: Int32(truncatingIfNeeded: k), signature: signature(p, key: k, full: large)))
            k = Int(nodes[k + 1].next)
        }
        if large {
            keys.sort { $0.signature != $1.signature ? $0.signature < $1.signature : $0.node < $1.node }
            // Within a run of equal hashes, compare each key with one representative per distinct key
            // seen in the run (normally one), the earliest of which comes first after sorting.
            var runStart = 0
            var representatives: [Int32] = []
            while runStart < keys.count {
                var runEnd = runStart + 1
                while runEnd < keys.count && keys[runEnd].signature == keys[runStart].signature { runEnd += 1 }
                if runEnd - runStart > 1 {
                    representatives.removeAll(keepingCapacity: true)
                    representatives.append(keys[runStart].node)
                    for r in (runStart + 1)..<runEnd {
                        let key = keys[r].node
                        var isDuplicate = false
                        for rep in representatives where keysEqual(p, Int(rep), Int(key)) {
                            isDuplicate = true
                            break
                        }
                        if isDuplicate { duplicateKeys.append(key) } else { representatives.append(key) }
                    }
                }
                runStart = runEnd
            }
        } else {
            for a in 1..<keys.count {
                for b in 0..<a where keys[b].signature == keys[a].signature {
                    if keysEqual(p, Int(keys[b].node), Int(keys[a].node)) {
                        duplicateKeys.append(keys[a].node)
                        break
                    }
                }
            }
        }
        keyScratch = keys
    }

    /// Sorts the duplicates into document order (objects close innermost first).
    mutating func finishDuplicateKeys() {
        if duplicateKeys.count > 1 { duplicateKeys.sort() }
    }

    /// A signature of the decoded key: a full randomly seeded hash when `full`, else a cheap mix of
    /// the length and the first and last eight bytes.
    mutating func signature(_ p: UnsafePointer<UInt8>, key k: Int, full: Bool) -> Int {
        let node = nodes[k]
        let from = Int(node.start) + 1
        let to = Int(node.end) - 1
        if node.flags & JSONNodeRecord.hasEscapes == 0 {
            return Self.signature(p + from, to - from, full: full)
        }
        var scratch = decodeScratch
        scratch.removeAll(keepingCapacity: true)
        JSONStringDecoding.decode(buffer, from: from, to: to, into: &scratch, keepingLoneSurrogates: true)
        let result = scratch.withUnsafeBufferPointer { d in
            Self.signature(d.baseAddress ?? p, d.count, full: full)
        }
        decodeScratch = scratch
        return result
    }

    @inline(__always)
    static func signature(_ p: UnsafePointer<UInt8>, _ length: Int, full: Bool) -> Int {
        if full {
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(start: p, count: length))
            return hasher.finalize()
        }
        var first: UInt64 = 0
        var last: UInt64 = 0
        if length >= 8 {
            first = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
            last = UnsafeRawPointer(p + (length - 8)).loadUnaligned(as: UInt64.self)
        } else {
            for k in 0..<length { first |= UInt64(p[k]) << UInt64(8 * k) }
        }
        var h = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ first) &* 0xFF51_AFD7_ED55_8CCD
        h ^= last
        return Int(truncatingIfNeeded: h)
    }

    /// Whether two key nodes have the same decoded text.
    mutating func keysEqual(_ p: UnsafePointer<UInt8>, _ a: Int, _ b: Int) -> Bool {
        let na = nodes[a]
        let nb = nodes[b]
        let aFrom = Int(na.start) + 1, aTo = Int(na.end) - 1
        let bFrom = Int(nb.start) + 1, bTo = Int(nb.end) - 1
        if (na.flags | nb.flags) & JSONNodeRecord.hasEscapes == 0 {
            guard aTo - aFrom == bTo - bFrom else { return false }
            for k in 0..<(aTo - aFrom) where p[aFrom + k] != p[bFrom + k] { return false }
            return true
        }
        var x = decodeScratch
        var y = decodeScratch2
        x.removeAll(keepingCapacity: true)
        y.removeAll(keepingCapacity: true)
        JSONStringDecoding.decode(buffer, from: aFrom, to: aTo, into: &x, keepingLoneSurrogates: true)
        JSONStringDecoding.decode(buffer, from: bFrom, to: bTo, into: &y, keepingLoneSurrogates: true)
        let equal = x == y
        decodeScratch = x
        decodeScratch2 = y
        return equal
    }
}
