import Foundation

/// The character n-gram profiles of `LanguageProfileData`, decoded once into a hash table keyed
/// by the n-gram's scalars: per n-gram, the profiles that keep it and how much likelier it is
/// for them than their floor (the log probability of an n-gram a profile does not keep).
///
/// A word's score for a profile is the sum of the log probabilities of its 2- and 3-grams (the
/// word padded with a space on each side), as in naive Bayes language identification
/// (Cavnar and Trenkle, "N-Gram-Based Text Categorization", 1994; Shuyo's language-detection,
/// https://github.com/shuyo/language-detection). The profiles come from public corpora
/// (scripts/language_profiles.py).
final class LanguageModel: Sendable {
    static let shared = LanguageModel()

    struct Profile: Sendable {
        /// "pt-BR", "sr-Latn", "af": a supported language with its variant, or an unsupported one.
        let code: String
        let script: LanguageScript
        let floor: Double
        /// The supported language, nil for a language kept only so that its text ends as unknown.
        let info: LanguageInfo?
        /// The tag naming the variant ("pt-BR"), nil for a profile that is the whole language.
        let variant: String?
    }

    let profiles: [Profile]
    /// Per script (raw value): the indices of its profiles, ascending.
    private let profilesByScript: [[Int]]
    /// Per-profile vectors (a word's scores, a text's sums) list the profiles grouped by script,
    /// so that one script's profiles are a contiguous slice: `groupedIndex[p]` is profile `p`'s
    /// place, and `profiles(of: script)[k]` is at `scriptRange(script).lowerBound + k`.
    let groupedIndex: [Int]
    private let scriptRanges: [Range<Int>]
    /// One slot of the open-addressing table: a packed n-gram (0: empty) and its entries, the
    /// bytes `table[start..<end]`, together so that a lookup touches one cache line.
    private struct Slot {
        var key: UInt64 = 0
        var start: UInt32 = 0
        var end: UInt32 = 0
    }

    private let slots: [Slot]
    /// `LanguageProfileData.table` decoded. Per n-gram: its UTF-8 length, entry count and UTF-8,
    /// then per entry two bytes, the profile index and the delta over its floor (1/16 nat).
    private let table: [UInt8]
    private let shift: UInt64

    /// Stored deltas are in 1/16 nat (scripts/language_profiles.py, QUANTUM).
    static let quantum: Double = 16

    private init() {
        let profiles = LanguageProfileData.profiles.map { p in
            let primary = String(p.code.prefix { $0 != "-" })
            let info = LanguageIdentifier.info(for: primary)
            return Profile(code: p.code, script: LanguageScript(profileScript: p.script) ?? .other, floor: p.floor,
                           info: info, variant: p.code.contains("-") ? p.code : nil)
        }
        self.profiles = profiles
        let profilesByScript = LanguageScript.allCases.map { script in profiles.indices.filter { profiles[$0].script == script } }
        self.profilesByScript = profilesByScript
        var groupedIndex = [Int](repeating: 0, count: profiles.count)
        var scriptRanges: [Range<Int>] = []
        var next = 0
        for list in profilesByScript {
            for p in list {
                groupedIndex[p] = next
                next += 1
            }
            scriptRanges.append((next - list.count)..<next)
        }
        self.groupedIndex = groupedIndex
        self.scriptRanges = scriptRanges
        let table = [UInt8](Data(base64Encoded: LanguageProfileData.table, options: .ignoreUnknownCharacters) ?? Data())
        // A little-endian count; an n-gram takes three bytes at least, so a count beyond that is not
        // trusted for sizing.
        let count = table.count < 4 ? 0 : min((0..<4).reduce(0) { $0 | Int(table[$1]) << (8 * $1) }, table.count / 3)
        // A power of two, at least twice the n-grams, so probes end at an empty slot; `shift`
        // keeps the hash's top `bits` bits, a slot index below `capacity`.
        var capacity = 2
        var bits: UInt64 = 1
        while capacity < count * 2 { capacity <<= 1; bits += 1 }
        let shift = 64 - bits
        var slots = [Slot](repeating: Slot(), count: capacity)
        // Read in place: a slot points at its n-gram's entries in `table`, so nothing is copied and
        // no n-gram becomes a String (decoding the table took a third of a small set's lint).
        table.withUnsafeBufferPointer { bytes in
            var offset = 4
            for _ in 0..<count {
                guard offset + 2 <= bytes.count else { break }
                let textStart = offset + 2
                let entriesStart = textStart + Int(bytes[offset])
                let entriesEnd = entriesStart + 2 * Int(bytes[offset + 1])
                guard entriesEnd <= bytes.count else { break }
                offset = entriesEnd
                guard let key = LanguageModel.key(utf8: UnsafeBufferPointer(rebasing: bytes[textStart..<entriesStart])) else { continue }
                var slot = Int((key &* 0x9E37_79B9_7F4A_7C15) >> shift)
                while slots[slot].key != 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = Slot(key: key, start: UInt32(entriesStart), end: UInt32(entriesEnd))
            }
        }
        self.shift = shift
        self.slots = slots
        self.table = table
    }

    /// The indices of the profiles of `script`, ascending.
    func profiles(of script: LanguageScript) -> [Int] { profilesByScript[Int(script.rawValue)] }

    /// Where the profiles of `script` are in a grouped vector (`groupedIndex`).
    func scriptRange(_ script: LanguageScript) -> Range<Int> { scriptRanges[Int(script.rawValue)] }

    /// The scalars of an n-gram's UTF-8, up to three, packed 21 bits each; nil for longer or
    /// malformed sequences.
    static func key(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var key: UInt64 = 0
        var n: UInt64 = 0
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard n < 3, i + length <= bytes.count else { return nil }
            let (scalar, _) = UTF8Scalars.decode(bytes, at: i)
            key |= UInt64(scalar.value) << (21 * n)
            n += 1
            i += length
        }
        return n == 0 ? nil : key
    }

    /// Adds the deltas over the floor (1/16 nat) of the 2- and 3-grams of `padded` (a word's
    /// scalars with a space on each side, `LanguageModel.key`'s packing) to `sums`, per profile;
    /// returns how many n-grams the word has. This is the identifier's inner loop: it reads the
    /// table through pointers, with no per-n-gram allocation or access check.
    func accumulate(ngramsOf padded: UnsafeBufferPointer<UInt64>, into sums: UnsafeMutablePointer<Int32>) -> Int {
        let shift = self.shift
        return slots.withUnsafeBufferPointer { slots in
            table.withUnsafeBufferPointer { entries in
                let mask = slots.count - 1
                func add(_ key: UInt64) {
                    var slot = Int((key &* 0x9E37_79B9_7F4A_7C15) >> shift)
                    while true {
                        let s = slots[slot]
                        if s.key == 0 { return }
                        if s.key == key {
                            // Wrapping arithmetic: a word's sums stay far below Int32.max (at most
                            // 255 per n-gram), and the overflow checks cost a third of the loop.
                            var i = Int(s.start)
                            let end = Int(s.end)
                            while i < end {
                                sums[Int(entries[i])] &+= Int32(entries[i &+ 1])
                                i &+= 2
                            }
                            return
                        }
                        slot = (slot + 1) & mask
                    }
                }
                var count = 0
                for i in 0..<(padded.count - 1) {
                    let bigram = padded[i] | padded[i + 1] << 21
                    add(bigram)
                    count += 1
                    if i + 2 < padded.count {
                        add(bigram | padded[i + 2] << 42)
                        count += 1
                    }
                }
                return count
            }
        }
    }
}
