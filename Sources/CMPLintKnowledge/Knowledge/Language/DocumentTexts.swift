import CMPLintDocuments

/// The UI texts of one document as the identifier reads them (`UITextExtractor`, with their
/// lengths in Unicode scalars), and their words, read at most once: the document's pass and the
/// choice of a representative text share them.
package struct DocumentTexts {
    package let texts: [(text: String, node: JSONNodeID, length: Int)]
    package let totalLength: Int
    package let table = LanguageWordTable()
    /// The words of every text read so far, and per text where its words are.
    private var words: [LanguageWord] = []
    private var ranges: [Range<Int>?]

    package init(_ texts: [(text: String, node: JSONNodeID, length: Int)]) {
        self.texts = texts
        totalLength = texts.reduce(0) { $0 + $1.length }
        ranges = Array(repeating: nil, count: texts.count)
    }

    package var indices: Range<Int> { texts.indices }

    /// Words read from the texts so far, all texts together.
    package var wordsTokenized: Int { words.count }

    /// The words of text `i` (its first `LanguageEvidence.maximumWordsRead`, all that one
    /// evidence reads), read on first use.
    package mutating func words(of i: Int) -> ArraySlice<LanguageWord> {
        if let range = ranges[i] { return words[range] }
        let start = words.count
        table.read(texts[i].text, into: &words, maximumWords: LanguageEvidence.maximumWordsRead)
        ranges[i] = start..<words.count
        return words[start..<words.count]
    }
}
