/// A read-only map from integer keys (letters, packed spelling patterns) to profile weights, with
/// open addressing and a multiplicative hash. The scorer looks up a few dozen keys per word, and
/// `Dictionary`'s seeded hashing would cost more than all the scoring around it.
struct LanguageFeatureTable: Sendable {
    private let keys: [UInt64]
    /// For slot i: the range of `weights` holding the entries of `keys[i]`.
    private let starts: [Int32]
    private let ends: [Int32]
    private let weights: [LanguageProfileWeight]
    private let mask: Int
    private let shift: UInt64

    /// Keys must not be `UInt64.max`, which marks empty slots.
    init(_ entries: [UInt64: [LanguageProfileWeight]]) {
        var bits = 4
        while (1 << bits) < entries.count * 4 { bits += 1 }
        let size = 1 << bits
        var keys = Array(repeating: UInt64.max, count: size)
        var starts = Array(repeating: Int32(0), count: size)
        var ends = Array(repeating: Int32(0), count: size)
        var weights: [LanguageProfileWeight] = []
        let shift = UInt64(64 - bits)
        for (key, list) in entries.sorted(by: { $0.key < $1.key }) {
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
            while keys[slot] != UInt64.max { slot = (slot + 1) & (size - 1) }
            keys[slot] = key
            starts[slot] = Int32(weights.count)
            weights.append(contentsOf: list)
            ends[slot] = Int32(weights.count)
        }
        self.keys = keys
        self.starts = starts
        self.ends = ends
        self.weights = weights
        self.mask = size - 1
        self.shift = shift
    }

    /// Calls `body` with each entry of `key`; nothing when the key is absent.
    @inline(__always)
    func forEach(_ key: UInt64, _ body: (LanguageProfileWeight) -> Void) {
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while true {
            let k = keys[slot]
            if k == key {
                for i in Int(starts[slot])..<Int(ends[slot]) { body(weights[i]) }
                return
            }
            if k == UInt64.max { return }
            slot = (slot + 1) & mask
        }
    }
}
