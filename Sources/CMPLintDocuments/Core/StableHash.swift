/// FNV-1a 64-bit: a tiny, stable hash for fingerprints. Swift's `Hasher` is seeded per process, so
/// it cannot give the same value on every machine and run.
package enum StableHash {
    package static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
