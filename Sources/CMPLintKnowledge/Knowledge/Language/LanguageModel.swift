import CLanguageTable

/// The character n-gram profiles of `LanguageProfileData` and their n-gram table (CLanguageTable):
/// per n-gram, the profiles that keep it and how much likelier it is for them than their floor
/// (the log probability of an n-gram a profile does not keep).
///
/// A word's score for a profile is the sum of the log probabilities of its 2- and 3-grams (the
/// word padded with a space on each side), as in naive Bayes language identification
/// (Cavnar and Trenkle, "N-Gram-Based Text Categorization", 1994; Shuyo's language-detection,
/// https://github.com/shuyo/language-detection). The profiles come from public corpora
/// (scripts/language_profiles.py).
package final class LanguageModel: Sendable {
    package static let shared = LanguageModel()

    package struct Profile: Sendable {
        /// "pt-BR", "sr-Latn", "af": a supported language with its variant, or an unsupported one.
        package let code: String
        package let script: LanguageScript
        package let floor: Double
        /// The supported language, nil for a language kept only so that its text ends as unknown.
        package let info: LanguageInfo?
        /// The tag naming the variant ("pt-BR"), nil for a profile that is the whole language.
        package let variant: String?
    }

    package let profiles: [Profile]
    /// Per script (raw value): the indices of its profiles, ascending.
    private let profilesByScript: [[Int]]
    /// Per-profile vectors (a word's scores, a text's sums) list the profiles grouped by script,
    /// so that one script's profiles are a contiguous slice: `groupedIndex[p]` is profile `p`'s
    /// place, and `profiles(of: script)[k]` is at `scriptRange(script).lowerBound + k`.
    package let groupedIndex: [Int]
    private let scriptRanges: [Range<Int>]
    /// `cmplint_language_table()` (CLanguageTable), in the binary's read-only data, read in place:
    /// a little-endian UInt32 slot count (a power of two), the slots of an open-addressing index
    /// (UInt32 each: where an n-gram's record starts, plus one; 0 for an empty slot), then per
    /// n-gram its key (UInt64: the n-gram's scalars, 21 bits each, the first lowest), entry count
    /// and per entry two bytes, the profile index and the delta over its floor (1/16 nat). The
    /// index is built by scripts/language_profiles.py (`table_blob`), so that no process builds it.
    nonisolated(unsafe) private let table: UnsafeBufferPointer<UInt8>
    /// The number of slots; 0 when the table has no index that fits in its bytes.
    private let slotCount: Int
    /// The shift that keeps the top bits of a key's hash, a slot index below `slotCount`.
    private let shift: UInt64

    /// Stored deltas are in 1/16 nat (scripts/language_profiles.py, QUANTUM).
    package static let quantum: Double = 16

    private convenience init() {
        self.init(
            table: UnsafeBufferPointer(start: cmplint_language_table(), count: Int(cmplint_language_table_size())))
    }

    /// The model of the profiles of `LanguageProfileData` with the n-gram table `table` (tests give
    /// damaged ones: what does not fit in the bytes is not read).
    package init(table: UnsafeBufferPointer<UInt8>) {
        let profiles = LanguageProfileData.profiles.map { p in
            let primary = String(p.code.prefix { $0 != "-" })
            let info = LanguageIdentifier.info(for: primary)
            return Profile(
                code: p.code, script: LanguageScript(profileScript: p.script) ?? .other, floor: p.floor,
                info: info, variant: p.code.containsBytes("-") ? p.code : nil)
        }
        self.profiles = profiles
        let profilesByScript = LanguageScript.allCases.map { script in
            profiles.indices.filter { profiles[$0].script == script }
        }
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
        // A slot count that is no power of two, or whose slots do not fit in the bytes, is not
        // trusted: the table then has no n-gram.
        let slotCount = table.count < 4 ? 0 : Int(Self.load(UInt32.self, table, at: 0))
        let fits = slotCount >= 2 && slotCount & (slotCount - 1) == 0 && 4 + 4 * slotCount <= table.count
        self.slotCount = fits ? slotCount : 0
        self.shift = fits ? UInt64(64 - slotCount.trailingZeroBitCount) : 63
        self.table = table
    }

    /// The little-endian integer at `offset` of `bytes` (records are not aligned).
    private static func load<T: FixedWidthInteger>(_: T.Type, _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> T
    {
        T(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: T.self))
    }

    /// The indices of the profiles of `script`, ascending.
    package func profiles(of script: LanguageScript) -> [Int] { profilesByScript[Int(script.rawValue)] }

    /// Where the profiles of `script` are in a grouped vector (`groupedIndex`).
    package func scriptRange(_ script: LanguageScript) -> Range<Int> { scriptRanges[Int(script.rawValue)] }

    /// Adds the deltas over the floor (1/16 nat) of the 2- and 3-grams of `padded` (a word's
    /// scalars with a space on each side) to `sums`, per profile; returns how many n-grams the
    /// word has. This is the identifier's inner loop: it reads the table through pointers, with no
    /// per-n-gram allocation or access check.
    package func accumulate(ngramsOf padded: UnsafeBufferPointer<UInt64>, into sums: UnsafeMutablePointer<Int32>) -> Int
    {
        let shift = self.shift
        let table = self.table
        let slotCount = self.slotCount
        func add(_ key: UInt64) {
            var slot = Int((key &* 0x9E37_79B9_7F4A_7C15) >> shift)
            // At most every slot once: a damaged index with no empty slot ends too.
            for _ in 0..<slotCount {
                let start = Int(Self.load(UInt32.self, table, at: 4 &+ 4 &* slot))
                guard start != 0 else { return }
                let record = start &- 1
                // A record that does not fit in the bytes is not read.
                guard record &+ 9 <= table.count else { return }
                if Self.load(UInt64.self, table, at: record) == key {
                    // Wrapping arithmetic: a word's sums stay far below Int32.max (at most
                    // 255 per n-gram), so the overflow checks would only cost time.
                    var i = record &+ 9
                    let end = i &+ 2 &* Int(table[record &+ 8])
                    guard end <= table.count else { return }
                    while i < end {
                        sums[Int(table[i])] &+= Int32(table[i &+ 1])
                        i &+= 2
                    }
                    return
                }
                slot = (slot &+ 1) & (slotCount &- 1)
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
