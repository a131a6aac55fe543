import CMPLintDocuments

/// The language of a whole CMP API response: all its UI text together, each word counting once,
/// so long descriptions weigh more than button labels. Rules compare it with the set's expected
/// language and with the other files of the set.
public struct DocumentLanguage: Sendable, Equatable {
    /// Nil when the document has too little text, mixes languages, or is in an unsupported one.
    public let guess: LanguageGuess?
    /// The text node a finding should point at: the longest sentence-like text in the guessed
    /// language (with no guess, the longest sentence-like text); nil without UI text, or when the
    /// identification did not choose it (`identify(document:paths:choosingRepresentative:)`).
    public let representative: UIText?
    /// Total length of the UI text, in Unicode scalars. Identified without choosing a
    /// representative, a document whose language is found is read only until the evidence is full
    /// (`LanguageEvidence.isFull`), and this is the length of the texts read.
    public let textLength: Int

    public init(guess: LanguageGuess?, representative: UIText?, textLength: Int) {
        self.guess = guess
        self.representative = representative
        self.textLength = textLength
    }
}

extension LanguageIdentifier {
    /// Identifies the language of all UI text of `document` (`UITextExtractor`, reading `paths`)
    /// together. Without `choosingRepresentative`, the result's `representative` is nil: choosing
    /// it re-identifies some of the texts, and only a finding needs it (`ComponentLanguage.node`);
    /// and the document is read only as far as the evidence needs.
    public static func identify(document: JSONDocument, paths: UITextPaths, choosingRepresentative: Bool = true)
        -> DocumentLanguage
    {
        var work = LanguageWork()
        return identify(document: document, paths: paths, choosingRepresentative: choosingRepresentative, work: &work)
    }

    /// `identify(document:paths:choosingRepresentative:)` with the words of `table`, which the
    /// documents of one set share: their UI repeats most words, and a word's scores are the same
    /// whichever document reads it.
    package static func identify(
        document: JSONDocument, paths: UITextPaths, choosingRepresentative: Bool = true, table: LanguageWordTable
    ) -> DocumentLanguage {
        var work = LanguageWork()
        return identify(
            document: document, paths: paths, choosingRepresentative: choosingRepresentative, table: table,
            work: &work)
    }

    /// `identify(document:paths:choosingRepresentative:)`, counting its work in `work` (for the
    /// tests of its bounds).
    package static func identify(
        document: JSONDocument, paths: UITextPaths, choosingRepresentative: Bool = true,
        table: LanguageWordTable = LanguageWordTable(), work: inout LanguageWork
    ) -> DocumentLanguage {
        var texts = DocumentTexts(table: table)
        var evidence = LanguageEvidence(table: texts.table)
        var stoppedEarly = false
        UITextExtractor.forEachText(in: document, paths: paths) { text, node, length in
            texts.append((text, node, length))
            // The words of the texts read stay for `representative`, which re-identifies some.
            if !evidence.isFull { evidence.add(texts.words(of: texts.texts.count - 1)) }
            // Only the representative text and an unknown language's text length need the rest.
            stoppedEarly = !choosingRepresentative && evidence.isFull
            return !stoppedEarly
        }
        let guess = evidence.guess()
        var textLength = texts.totalLength
        if stoppedEarly && guess == nil {
            textLength = 0
            UITextExtractor.forEachText(in: document, paths: paths) { _, _, length in
                textLength += length
                return true
            }
        }
        let chosen =
            choosingRepresentative
            ? representative(of: &texts, in: guess?.language, tests: &work.representativeTests) : nil
        let representative = chosen.map {
            UIText(
                text: texts.texts[$0].text, node: texts.texts[$0].node, pointer: document.pointer(texts.texts[$0].node))
        }
        work.texts = texts.texts.count
        work.wordsRead = evidence.wordsRead
        work.textsRead = evidence.textsRead
        work.wordsTokenized = texts.wordsTokenized
        return DocumentLanguage(guess: guess, representative: representative, textLength: textLength)
    }

    /// Texts identified at most when choosing a representative text: the longest texts of a
    /// document in one language are nearly always in it, and a document of thousands of texts
    /// that are not must not cost thousands of identifications.
    package static let maximumRepresentativeTests = 16

    /// The index of the longest sentence-like text that is itself identified as `language` (or,
    /// failing that, not identified as another language); without a language, of the longest
    /// sentence-like text. With no sentence-like text, the same among all texts. Texts are tested
    /// longest first and only until one fits, so most documents identify one text here; at most
    /// `maximumRepresentativeTests`.
    package static func representative(of texts: inout DocumentTexts, in language: LanguageInfo?, tests: inout Int)
        -> Int?
    {
        let byLength = texts.indices.sorted {
            let (a, b) = (texts.texts[$0], texts.texts[$1])
            return a.length != b.length ? a.length > b.length : a.node < b.node
        }
        func isSentence(_ i: Int) -> Bool { isSentenceLike(texts.texts[i].text) }
        guard let language else { return byLength.first { isSentence($0) } ?? byLength.first }
        var fallback: Int?
        tests = 0
        // Nil: this candidate is in `language`; else whether it may be the fallback.
        func test(_ candidate: Int) -> Bool? {
            tests += 1
            var evidence = LanguageEvidence(table: texts.table)
            evidence.add(texts.words(of: candidate))
            switch evidence.guess()?.language {
            case language?: return nil
            case nil: return true
            default: return false
            }
        }
        var anySentence = false
        for candidate in byLength where isSentence(candidate) {
            anySentence = true
            guard tests < maximumRepresentativeTests else { break }
            guard let unknown = test(candidate) else { return candidate }
            if unknown && fallback == nil { fallback = candidate }
        }
        guard !anySentence else { return fallback }
        for candidate in byLength {
            guard tests < maximumRepresentativeTests else { break }
            guard let unknown = test(candidate) else { return candidate }
            if unknown && fallback == nil { fallback = candidate }
        }
        return fallback
    }

    /// Several words, or for Chinese and Japanese several characters: a text worth pointing at.
    package static func isSentenceLike(_ text: String) -> Bool {
        UTF8Scalars.withUTF8(text) { bytes in
            var words = 0
            var characters = 0
            var inWord = false
            var i = 0
            while i < bytes.count {
                let (s, length) = UTF8Scalars.decode(bytes, at: i)
                i += length
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
}
