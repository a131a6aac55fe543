/// The language of a whole CMP API response: all its UI text together, each word counting once,
/// so long descriptions weigh more than button labels. Rules compare it with the set's expected
/// language and with the other files of the set.
public struct DocumentLanguage: Sendable, Equatable {
    /// Nil when the document has too little text, mixes languages, or is in an unsupported one.
    public let guess: LanguageGuess?
    /// The text node a finding should point at: the longest sentence-like text in the guessed
    /// language (with no guess, the longest sentence-like text); nil without UI text.
    public let representative: UIText?
    /// Total length of the UI text, in Unicode scalars.
    public let textLength: Int

    public init(guess: LanguageGuess?, representative: UIText?, textLength: Int) {
        self.guess = guess
        self.representative = representative
        self.textLength = textLength
    }
}

extension LanguageIdentifier {
    /// Identifies the language of all UI text of `document` (`UITextExtractor`, reading `paths`) together.
    public static func identify(document: JSONDocument, paths: UITextPaths) -> DocumentLanguage {
        let texts = UITextExtractor.texts(in: document, paths: paths)
        var evidence = LanguageEvidence()
        var length = 0
        for t in texts {
            evidence.add(t.text)
            length += t.text.unicodeScalars.count
        }
        let guess = evidence.guess()
        return DocumentLanguage(guess: guess, representative: representative(of: texts, in: guess?.language), textLength: length)
    }

    /// The longest sentence-like text that is itself identified as `language` (or, failing that,
    /// not identified as another language); without a language, the longest sentence-like text.
    static func representative(of texts: [UIText], in language: LanguageInfo?) -> UIText? {
        let candidates = texts
            .map { (text: $0, length: $0.text.unicodeScalars.count) }
            .sorted { $0.length != $1.length ? $0.length > $1.length : $0.text.node < $1.text.node }
        let sentences = candidates.filter { isSentenceLike($0.text.text) }
        let pool = sentences.isEmpty ? candidates : sentences
        guard let language else { return pool.first?.text }
        var fallback: UIText?
        for candidate in pool {
            switch identify(candidate.text.text)?.language {
            case language?: return candidate.text
            case nil: if fallback == nil { fallback = candidate.text }
            default: continue
            }
        }
        return fallback
    }

    /// Several words, or for Chinese and Japanese several characters: a text worth pointing at.
    static func isSentenceLike(_ text: String) -> Bool {
        var words = 0
        var characters = 0
        var inWord = false
        for s in text.unicodeScalars {
            if LanguageCharacters.isWhitespace(s) {
                inWord = false
            } else {
                if !inWord { words += 1 }
                inWord = true
                if LanguageScript.of(s).isCharacterBased { characters += 1 }
            }
        }
        return words >= 4 || characters >= 8
    }
}
