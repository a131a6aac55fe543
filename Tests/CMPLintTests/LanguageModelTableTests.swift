import Testing
@testable import CMPLint

/// The n-gram table as `LanguageModel` reads it in place (CLanguageTable, written by
/// scripts/language_profiles.py): records are found by their packed keys, and a damaged table ends
/// at its first bad record instead of being read past its end.
@Suite struct LanguageModelTableTests {
    /// The key of an n-gram: its scalars, 21 bits each, the first lowest.
    static func key(_ text: String) -> UInt64 {
        text.unicodeScalars.enumerated().reduce(0) { $0 | UInt64($1.element.value) << (21 * UInt64($1.offset)) }
    }

    /// A table of `records` (key, (profile, delta) entries), with `count` as its header.
    static func table(_ records: [(String, [(UInt8, UInt8)])], count: UInt32? = nil) -> [UInt8] {
        var bytes = withUnsafeBytes(of: (count ?? UInt32(records.count)).littleEndian, Array.init)
        for (ngram, entries) in records {
            bytes += withUnsafeBytes(of: key(ngram).littleEndian, Array.init)
            bytes.append(UInt8(entries.count))
            for (profile, delta) in entries { bytes += [profile, delta] }
        }
        return bytes
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

    @Test func aDamagedTableEndsAtItsFirstBadRecord() {
        let whole = Self.table(Self.records)
        // Cut inside the third record: the first two are read, the rest is not.
        let cut = Array(whole.prefix(whole.count - 12))
        #expect(Array(Self.scores("é", cut).sums.prefix(4)) == [5, 0, 0, 3])
        // A header claiming far more records than the bytes hold is not trusted.
        let boasting = Self.table(Self.records, count: 4_000_000_000)
        #expect(Array(Self.scores("é", boasting).sums.prefix(4)) == [5, 7, 0, 7])
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
