/// Reads texts into `LanguageWord`s: tokenizes them (`LanguageTokenizer`) and gives each distinct
/// word an id, in the order first read (`UTF8Interner`), so a word read again costs no `String`;
/// `words` holds one string per distinct word. `LanguageWordTable` owns the reader of a document.
package struct LanguageTextReader {
    /// The distinct words read, by id.
    package private(set) var words: [String] = []
    private var tokenizer = LanguageTokenizer()
    private var tokens: [LanguageTokenizer.Word] = []
    private var ids = UTF8Interner()

    /// Appends the first `maximumWords` words of `text` to `words`. Acronyms are skipped unless
    /// the text is written in capitals throughout; brand spellings always.
    package mutating func read(_ text: String, into words: inout [LanguageWord], maximumWords: Int) {
        tokenizer.words(in: text, into: &tokens, maximumWords: maximumWords)
        var cased = 0
        var capitals = 0
        for t in tokens where t.script == .latin || t.script == .cyrillic || t.script == .greek {
            cased += 1
            if t.isAllCaps { capitals += 1 }
        }
        let keepCapitals = cased > 0 && capitals * 2 > cased
        for token in tokens {
            let skipped = token.isMixedCase || (token.isAllCaps && !keepCapitals)
            words.append(
                LanguageWord(
                    id: skipped ? -1 : id(token.bytes), script: token.script, isSkipped: skipped,
                    isCapitalized: token.isCapitalized, endsSentence: token.endsSentence,
                    letterCount: Int32(token.letterCount)))
        }
    }

    /// The id of the word `tokenizer.lowered[range]`, new if it was not read before.
    private mutating func id(_ range: Range<Int>) -> Int32 {
        let lowered = tokenizer.lowered
        let (id, isNew) = lowered.withUnsafeBufferPointer { ids.id(UnsafeBufferPointer(rebasing: $0[range])) }
        if isNew { words.append(String(decoding: lowered[range], as: UTF8.self)) }
        return Int32(id)
    }
}
