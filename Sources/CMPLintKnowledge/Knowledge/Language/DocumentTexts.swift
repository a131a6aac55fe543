import CMPLintDocuments

/// The UI texts of one document as the identifier reads them (`UITextExtractor`, with their
/// lengths in Unicode scalars), and their words, read at most once: the document's pass and the
/// choice of a representative text share them.
package struct DocumentTexts {
    package private(set) var texts: [(text: String, node: JSONNodeID, length: Int)] = []
    package private(set) var totalLength = 0
    /// Where the words are read and scored; shared with other documents' texts when given.
    package let table: LanguageWordTable
    /// The words of every text read so far, and per text where its words are.
    private var words: [LanguageWord] = []
    private var ranges: [Range<Int>?] = []

    package init(table: LanguageWordTable = LanguageWordTable()) {
        self.table = table
    }

    /// Adds the next text of the document.
    package mutating func append(_ text: (text: String, node: JSONNodeID, length: Int)) {
        texts.append(text)
        totalLength += text.length
        ranges.append(nil)
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
