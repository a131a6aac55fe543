/// A key that repeats an earlier key of the same object, with that earlier key: the parser knows
/// both when it finds the repeat, so a report never has to search the object again.
public struct JSONDuplicateKey: Hashable, Sendable {
    /// The repeat.
    public let key: JSONNodeID
    /// The first key of the object with the same decoded text.
    public let first: JSONNodeID
}

/// Duplicate-key detection, run when an object closes. Small objects compare cheap signatures
/// pairwise (bounded work per object); large objects (vendor lists have ~1000 keys) sort
/// randomly-seeded hashes, so no input can make parsing quadratic. Keys compare by their decoded
/// text, so "a" and "\u0061" are the same key; a lone surrogate escape compares as the code unit
/// written, not as the U+FFFD it is shown as, so "\ud800" and "\udbff" are different keys.
extension JSONParserCore {
    /// Objects with more members than this use hashing instead of pairwise comparison.
    package static let pairwiseLimit = 32

    package mutating func checkDuplicateKeys(count: Int) {
        guard let p = base, count <= openKeys.count else { return }
        var keys: [KeyInfo] = []
        swap(&keys, &keyScratch)
        defer { swap(&keys, &keyScratch) }
        keys.removeAll(keepingCapacity: true)
        let large = count > Self.pairwiseLimit
        for key in openKeys[(openKeys.count - count)...] {
            keys.append(KeyInfo(key: key, signature: signature(p, key, full: large)))
        }
        if large {
            keys.sort { $0.signature != $1.signature ? $0.signature < $1.signature : $0.key.node < $1.key.node }
            // Within a run of equal hashes, compare each key with one representative per distinct key
            // seen in the run (normally one): the earliest key with that text, as sorting put it first.
            var runStart = 0
            var representatives: [OpenKey] = []
            while runStart < keys.count {
                var runEnd = runStart + 1
                while runEnd < keys.count && keys[runEnd].signature == keys[runStart].signature { runEnd += 1 }
                if runEnd - runStart > 1 {
                    representatives.removeAll(keepingCapacity: true)
                    representatives.append(keys[runStart].key)
                    for r in (runStart + 1)..<runEnd {
                        let key = keys[r].key
                        if let first = representatives.first(where: { keysEqual(p, $0, key) }) {
                            recordDuplicate(key, first: first)
                        } else {
                            representatives.append(key)
                        }
                    }
                }
                runStart = runEnd
            }
        } else {
            for a in 1..<keys.count {
                // The lowest b with the same text is the first occurrence.
                for b in 0..<a where keys[b].signature == keys[a].signature && keysEqual(p, keys[b].key, keys[a].key) {
                    recordDuplicate(keys[a].key, first: keys[b].key)
                    break
                }
            }
        }
    }

    private mutating func recordDuplicate(_ key: OpenKey, first: OpenKey) {
        duplicateKeys.append(
            JSONDuplicateKey(key: JSONNodeID(rawValue: key.node), first: JSONNodeID(rawValue: first.node)))
    }

    /// Sorts the duplicates into document order (objects close innermost first).
    package mutating func finishDuplicateKeys() {
        if duplicateKeys.count > 1 { duplicateKeys.sort { $0.key < $1.key } }
    }

    /// A signature of the decoded key: a full randomly seeded hash when `full`, else a cheap mix of
    /// the length and the first and last eight bytes.
    package mutating func signature(_ p: UnsafePointer<UInt8>, _ key: OpenKey, full: Bool) -> Int {
        let from = Int(key.from)
        if !key.escaped {
            return Self.signature(p + from, Int(key.length), full: full)
        }
        var scratch = decodeScratch
        decodeScratch = []
        scratch.removeAll(keepingCapacity: true)
        JSONStringDecoding.decode(
            buffer, from: from, to: from + Int(key.length), into: &scratch, keepingLoneSurrogates: true)
        let result = scratch.withUnsafeBufferPointer { d in
            Self.signature(d.baseAddress ?? p, d.count, full: full)
        }
        decodeScratch = scratch
        return result
    }

    @inline(__always)
    package static func signature(_ p: UnsafePointer<UInt8>, _ length: Int, full: Bool) -> Int {
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

    /// Whether two keys have the same decoded text.
    package mutating func keysEqual(_ p: UnsafePointer<UInt8>, _ a: OpenKey, _ b: OpenKey) -> Bool {
        let aFrom = Int(a.from)
        let aTo = aFrom + Int(a.length)
        let bFrom = Int(b.from)
        let bTo = bFrom + Int(b.length)
        if !a.escaped && !b.escaped {
            guard a.length == b.length else { return false }
            return UnsafeBufferPointer(start: p + aFrom, count: Int(a.length))
                .elementsEqual(UnsafeBufferPointer(start: p + bFrom, count: Int(b.length)))
        }
        var x = decodeScratch
        var y = decodeScratch2
        decodeScratch = []
        decodeScratch2 = []
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
