/// Gives each distinct byte string an id, in the order first seen: an open-addressing hash table
/// over the bytes themselves. The identifier looks up every word of a document's text and every
/// member key of its JSON; hashing bytes this way costs a fraction of hashing a `String`, and a
/// string is made only for a new entry.
package struct UTF8Interner {
    /// Per slot: id + 1 of the entry there, 0 for an empty slot. A document has a few hundred
    /// distinct words and keys: this size rarely grows.
    private var slots = [Int32](repeating: 0, count: 1024)
    /// The bytes of entry `id` are `bytes[offsets[id]..<offsets[id + 1]]`.
    private var bytes: [UInt8] = []
    private var offsets: [Int] = [0]

    package var count: Int { offsets.count - 1 }

    package init() {}

    /// An interner holding `strings`, ids in their order (repeats keep their first id).
    package init<S: Sequence>(_ strings: S) where S.Element == String {
        for string in strings {
            var string = string
            string.withUTF8 { _ = id($0) }
        }
    }

    /// The id of `key`, and whether it is new.
    package mutating func id(_ key: UnsafeBufferPointer<UInt8>) -> (id: Int, isNew: Bool) {
        let (slot, found) = probe(key)
        if let found { return (found, false) }
        let id = count
        bytes.append(contentsOf: key)
        offsets.append(bytes.count)
        slots[slot] = Int32(id + 1)
        if count * 2 > slots.count { grow() }
        return (id, true)
    }

    /// The id of `key`, nil when it has none.
    package func lookup(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        probe(key).id
    }

    /// The slot holding `key` and its id, or the empty slot where it would go.
    private func probe(_ key: UnsafeBufferPointer<UInt8>) -> (slot: Int, id: Int?) {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while slots[slot] != 0 {
            let id = Int(slots[slot] - 1)
            let start = offsets[id]
            if offsets[id + 1] - start == key.count && Self.equal(bytes, from: start, key) { return (slot, id) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    /// Doubles the table, so it stays at most half full.
    private mutating func grow() {
        var larger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        bytes.withUnsafeBufferPointer { bytes in
            for id in 0..<count {
                var slot = Self.hash(UnsafeBufferPointer(rebasing: bytes[offsets[id]..<offsets[id + 1]])) & mask
                while larger[slot] != 0 { slot = (slot + 1) & mask }
                larger[slot] = Int32(id + 1)
            }
        }
        slots = larger
    }

    private static func equal(_ bytes: [UInt8], from start: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            for k in 0..<key.count where bytes[start + k] != key[k] { return false }
            return true
        }
    }

    /// FNV-1a, 64 bits (http://www.isthe.com/chongo/tech/comp/fnv/), high bits folded into the low ones.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { hash = (hash ^ UInt64(b)) &* 0x100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ hash >> 29)
    }
}
