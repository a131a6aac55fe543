/// The distinct words of one document: each word gets an id when first read (`LanguageTextReader`),
/// and its scores (`LanguageModel`: per profile, the delta over the profile's floor of its 2- and
/// 3-grams) when first needed. The evidence of a document's texts shares one table (the
/// document's pass and the re-identification of its candidate texts,
/// `LanguageIdentifier.representative`), so no word is looked up in the model twice.
///
/// A word's scores are a vector with one delta per profile, in the model's grouped order
/// (`LanguageModel.groupedIndex`), zeros included: a text's scores are sums of such vectors,
/// which the compiler vectorizes.
final class LanguageWordTable {
    private let model = LanguageModel.shared
    private let profileCount: Int
    private var reader = LanguageTextReader()
    /// Per word id: its vector, nil until the word is first scored, and how many n-grams it has.
    /// Read for every word of every text without the runtime's exclusivity check: a table belongs
    /// to one document's identification, on one thread, and no access to these arrays overlaps
    /// another.
    @exclusivity(unchecked) private var vectorOf: [UnsafePointer<Double>?] = []
    @exclusivity(unchecked) private var featureCounts: [Int] = []
    /// The vectors, in zeroed chunks that never move (a growing array copied its vectors at each
    /// growth, which cost more than scoring the words). Each chunk holds twice the vectors of the
    /// one before, from 16 (a banner has about 70 distinct words): zeroing costs at most about
    /// twice the vectors used. `chunkUsed` of the last chunk's `chunkWords` vectors are taken.
    private var chunks: [UnsafeMutablePointer<Double>] = []
    /// No chunk yet: as if a full one of 8, so the first holds 16.
    private var chunkWords = 8
    private var chunkUsed = 8
    /// Per profile (original order), the sums of the word being scored (all zero between words).
    private let sums: UnsafeMutablePointer<Int32>
    private var padded: [UInt64] = []

    init() {
        profileCount = model.profiles.count
        sums = .allocate(capacity: profileCount)
        sums.initialize(repeating: 0, count: profileCount)
    }

    deinit {
        sums.deallocate()
        for chunk in chunks { chunk.deallocate() }
    }

    /// How many distinct words have been read.
    var count: Int { vectorOf.count }

    /// Appends the first `maximumWords` words of `text` to `words`, with ids of this table.
    func read(_ text: String, into words: inout [LanguageWord], maximumWords: Int) {
        reader.read(text, into: &words, maximumWords: maximumWords)
        let new = reader.words.count - vectorOf.count
        if new > 0 {
            vectorOf.append(contentsOf: repeatElement(nil, count: new))
            featureCounts.append(contentsOf: repeatElement(0, count: new))
        }
    }

    /// The text of word `id`.
    func word(_ id: Int32) -> String { reader.words[Int(id)] }

    /// Scores word `id` unless done before; returns how many n-grams it has.
    func score(_ id: Int32) -> Int {
        let i = Int(id)
        if vectorOf[i] == nil {
            let vector = newVector()
            featureCounts[i] = score(reader.words[i], into: vector)
            vectorOf[i] = UnsafePointer(vector)
        }
        return featureCounts[i]
    }

    /// Adds the vectors of the scored words `ids`, repeats included, in order, to `sums`: a grouped
    /// vector (`LanguageModel.groupedIndex`), or its slice `range`.
    func addScores<C: Collection>(of ids: C, range: Range<Int>? = nil, to sums: UnsafeMutableBufferPointer<Double>)
    where C.Element == Int32 {
        let offset = range?.lowerBound ?? 0
        let count = range?.count ?? profileCount
        let vectorOf = self.vectorOf
        for id in ids {
            let vector = vectorOf[Int(id)]! + offset
            for k in 0..<count { sums[k] += vector[k] }
        }
    }

    /// A vector of zeros for a word about to be scored.
    private func newVector() -> UnsafeMutablePointer<Double> {
        if chunkUsed == chunkWords {
            chunkWords *= 2
            let chunk = UnsafeMutablePointer<Double>.allocate(capacity: chunkWords * profileCount)
            chunk.initialize(repeating: 0, count: chunkWords * profileCount)
            chunks.append(chunk)
            chunkUsed = 0
        }
        defer { chunkUsed += 1 }
        return chunks[chunks.count - 1] + chunkUsed * profileCount
    }

    /// Writes the word's scores into `vector` (zeros); returns how many n-grams it has.
    private func score(_ word: String, into vector: UnsafeMutablePointer<Double>) -> Int {
        // A local while looping: the class's stored array would be checked for exclusive access
        // at every element.
        var padded: [UInt64] = []
        swap(&padded, &self.padded)
        defer { swap(&padded, &self.padded) }
        padded.removeAll(keepingCapacity: true)
        padded.append(0x20)
        for s in word.unicodeScalars { padded.append(UInt64(s.value)) }
        padded.append(0x20)
        let count = padded.withUnsafeBufferPointer { model.accumulate(ngramsOf: $0, into: sums) }
        let groupedIndex = model.groupedIndex
        for p in 0..<profileCount where sums[p] != 0 {
            vector[groupedIndex[p]] = Double(sums[p]) / LanguageModel.quantum
            sums[p] = 0
        }
        return count
    }
}
