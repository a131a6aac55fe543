import Testing

@testable import CMPLint
@testable import CMPLintKnowledge

/// The n-gram table as `LanguageModel` reads it in place (CLanguageTable, written with its index by
/// scripts/language_profiles.py): records are found by their packed keys through the index, and
/// nothing of a damaged table is read past its end.
@Suite struct LanguageModelTableTests {
    /// The key of an n-gram: its scalars, 21 bits each, the first lowest.
    static func key(_ text: String) -> UInt64 {
        text.unicodeScalars.enumerated().reduce(0) { $0 | UInt64($1.element.value) << (21 * UInt64($1.offset)) }
    }

    /// A table of `records` (key, (profile, delta) entries) in the layout `table_blob` writes: the
    /// slot count (`slotCount` as the header when given), the slots, the records.
    static func table(_ records: [(String, [(UInt8, UInt8)])], slotCount: UInt32? = nil) -> [UInt8] {
        var slots = 2
        while slots < records.count + records.count / 3 { slots <<= 1 }
        var body: [UInt8] = []
        var index = [UInt32](repeating: 0, count: slots)
        for (ngram, entries) in records {
            var slot = Int((key(ngram) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slots.trailingZeroBitCount))
            while index[slot] != 0 { slot = (slot + 1) & (slots - 1) }
            index[slot] = UInt32(4 + 4 * slots + body.count + 1)
            body += withUnsafeBytes(of: key(ngram).littleEndian, Array.init)
            body.append(UInt8(entries.count))
            for (profile, delta) in entries { body += [profile, delta] }
        }
        var bytes = withUnsafeBytes(of: (slotCount ?? UInt32(slots)).littleEndian, Array.init)
        for start in index { bytes += withUnsafeBytes(of: start.littleEndian, Array.init) }
        return bytes + body
    }

    /// `table` (of the four records, eight slots) with every slot set to `start`.
    static func withEverySlot(_ start: UInt32, _ table: [UInt8]) -> [UInt8] {
        var table = table
        for slot in 0..<8 {
            table.replaceSubrange(
                (4 + 4 * slot)..<(8 + 4 * slot), with: withUnsafeBytes(of: start.littleEndian, Array.init))
        }
        return table
    }

    /// The sums `model` adds for `word` (padded with a space on each side) and its n-gram count.
    static func scores(_ word: String, _ table: [UInt8]) -> (sums: [Int32], ngrams: Int) {
        table.withUnsafeBufferPointer { table in
            let model = LanguageModel(table: table)
            let sums = UnsafeMutablePointer<Int32>.allocate(capacity: model.profiles.count)
            defer { sums.deallocate() }
            sums.initialize(repeating: 0, count: model.profiles.count)
            let padded = ([32] + word.unicodeScalars.map { UInt64($0.value) } + [32]).withUnsafeBufferPointer {
                model.accumulate(ngramsOf: $0, into: sums)
            }
            return (Array(UnsafeBufferPointer(start: sums, count: model.profiles.count)), padded)
        }
    }

    static let records: [(String, [(UInt8, UInt8)])] = [
        (" é", [(0, 5), (3, 1)]),
        ("é ", [(3, 2)]),
        (" é ", [(1, 7), (3, 4)]),
        ("zz", [(2, 9)]),
    ]

    @Test func findsEveryRecordByItsKey() {
        let (sums, ngrams) = Self.scores("é", Self.table(Self.records))
        // " é", "é " and " é ": three n-grams, each found; "zz" is not in the word.
        #expect(ngrams == 3)
        #expect(Array(sums.prefix(4)) == [5, 7, 0, 7])
        #expect(sums.dropFirst(4).allSatisfy { $0 == 0 })
    }

    @Test func aDamagedTableIsNotReadPastItsEnd() {
        let whole = Self.table(Self.records)
        // Cut inside the third record: the first two are read, the rest is not.
        let cut = Array(whole.prefix(whole.count - 12))
        #expect(Array(Self.scores("é", cut).sums.prefix(4)) == [5, 0, 0, 3])
        // A slot count claiming more slots than the bytes hold, or no power of two: no index is
        // trusted, nothing is found.
        for slotCount: UInt32 in [4_000_000_000, 6] {
            #expect(Self.scores("é", Self.table(Self.records, slotCount: slotCount)).sums.allSatisfy { $0 == 0 })
        }
        // Slots pointing past the end are not followed.
        #expect(Self.scores("é", Self.withEverySlot(0x7FFF_FFFF, whole)).sums.allSatisfy { $0 == 0 })
        // An index with no empty slot, every slot at the "zz" record (the fourth, at 4 + 4 * 8 +
        // 13 + 11 + 13): a probe for another key ends after every slot, and "zz" is found.
        let full = Self.withEverySlot(4 + 4 * 8 + 37 + 1, whole)
        #expect(Self.scores("é", full).sums.allSatisfy { $0 == 0 })
        #expect(Self.scores("zz", full).sums[2] == 9)
        // No table at all: nothing found, nothing read.
        #expect(Self.scores("é", []).sums.allSatisfy { $0 == 0 })
    }

    /// The shipped table indexes every record: a word made of common n-grams scores for its
    /// language's profile.
    @Test func theShippedTableScoresARealWord() throws {
        let german = try #require(LanguageModel.shared.profiles.firstIndex { $0.code == "de" })
        let english = try #require(LanguageModel.shared.profiles.firstIndex { $0.code == "en" })
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: LanguageModel.shared.profiles.count)
        defer { sums.deallocate() }
        sums.initialize(repeating: 0, count: LanguageModel.shared.profiles.count)
        let word: [UInt64] = [32] + "einwilligung".unicodeScalars.map { UInt64($0.value) } + [32]
        _ = word.withUnsafeBufferPointer { LanguageModel.shared.accumulate(ngramsOf: $0, into: sums) }
        #expect(sums[german] > sums[english] + 16 * 5)
    }
}
