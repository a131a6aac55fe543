/// The distinct words read: each word gets an id when first read (`LanguageTextReader`), and its
/// scores (`LanguageModel`: per profile, the delta over the profile's floor of its 2- and 3-grams)
/// when first needed. The evidence of a document's texts shares one table (the document's pass and
/// the re-identification of its candidate texts, `LanguageIdentifier.representative`), and so do
/// the files of one set (`ComponentLanguage`), so no word is looked up in the model twice.
///
/// A word's scores are a vector with one delta per profile, in the model's grouped order
/// (`LanguageModel.groupedIndex`), zeros included: a text's scores are sums of such vectors,
/// which the compiler vectorizes.
package final class LanguageWordTable {
    private let model = LanguageModel.shared
    private let profileCount: Int
    private var reader = LanguageTextReader()
    /// Per word id: where its vector starts in `vectors` (nil until the word is first scored), and
    /// how many n-grams it has. Read for every word of every text without the runtime's exclusivity
    /// check: a table belongs to one document's identification, on one thread, and no access to
    /// these arrays overlaps another.
    @exclusivity(unchecked) private var vectorStart: [Int?] = []
    @exclusivity(unchecked) private var featureCounts: [Int] = []
    /// The vectors of the scored words, one after the other, `profileCount` each.
    @exclusivity(unchecked) private var vectors: [Double] = []
    /// Per profile (original order), the sums of the word being scored (all zero between words).
    @exclusivity(unchecked) private var sums: [Int32]
    private var padded: [UInt64] = []

    package init() {
        profileCount = model.profiles.count
        sums = Array(repeating: 0, count: profileCount)
    }

    /// How many distinct words have been read.
    package var count: Int { vectorStart.count }

    /// Appends the first `maximumWords` words of `text` to `words`, with ids of this table.
    package func read(_ text: String, into words: inout [LanguageWord], maximumWords: Int) {
        reader.read(text, into: &words, maximumWords: maximumWords)
        let new = reader.words.count - vectorStart.count
        if new > 0 {
            vectorStart.append(contentsOf: repeatElement(nil, count: new))
            featureCounts.append(contentsOf: repeatElement(0, count: new))
        }
    }

    /// The text of word `id`.
    package func word(_ id: Int32) -> String { reader.words[Int(id)] }

    /// Scores word `id` unless done before; returns how many n-grams it has.
    package func score(_ id: Int32) -> Int {
        let i = Int(id)
        if vectorStart[i] == nil {
            let start = vectors.count
            vectors.append(contentsOf: repeatElement(0, count: profileCount))
            featureCounts[i] = score(reader.words[i], into: start)
            vectorStart[i] = start
        }
        return featureCounts[i]
    }

    /// Adds the vectors of the scored words `ids`, repeats included, in order, to `sums`: a grouped
    /// vector (`LanguageModel.groupedIndex`), or its slice `range`.
    package func addScores<C: Collection>(of ids: C, range: Range<Int>? = nil, to sums: inout [Double])
    where C.Element == Int32 {
        let offset = range?.lowerBound ?? 0
        let count = range?.count ?? profileCount
        for id in ids {
            let start = vectorStart[Int(id)]! + offset
            for k in 0..<count { sums[k] += vectors[start + k] }
        }
    }

    /// Writes the word's scores into its vector at `start` (zeros); returns how many n-grams it has.
    private func score(_ word: String, into start: Int) -> Int {
        // Locals while looping: the class's stored arrays would be checked for exclusive access
        // and unique ownership at every element.
        var padded: [UInt64] = []
        var sums: [Int32] = []
        var vectors: [Double] = []
        swap(&padded, &self.padded)
        swap(&sums, &self.sums)
        swap(&vectors, &self.vectors)
        defer {
            swap(&padded, &self.padded)
            swap(&sums, &self.sums)
            swap(&vectors, &self.vectors)
        }
        padded.removeAll(keepingCapacity: true)
        padded.append(0x20)
        for s in word.unicodeScalars { padded.append(UInt64(s.value)) }
        padded.append(0x20)
        let count = padded.withUnsafeBufferPointer { padded in
            sums.withUnsafeMutableBufferPointer { model.accumulate(ngramsOf: padded, into: $0.baseAddress!) }
        }
        let groupedIndex = model.groupedIndex
        for p in 0..<profileCount where sums[p] != 0 {
            vectors[start + groupedIndex[p]] = Double(sums[p]) / LanguageModel.quantum
            sums[p] = 0
        }
        return count
    }
}
