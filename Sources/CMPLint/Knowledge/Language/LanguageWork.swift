/// What identifying one document's language cost, counted where the identifier's bounds apply
/// (`LanguageEvidence.maximumWordsRead`, `maximumTextsRead`,
/// `LanguageIdentifier.maximumRepresentativeTests`): the tests assert these bounds on counts,
/// not on time.
struct LanguageWork {
    /// UI texts the extractor found.
    var texts = 0
    /// Words tokenized, all texts together (a text's first `maximumWordsRead` words at most).
    var wordsTokenized = 0
    /// Words and texts the document's evidence read.
    var wordsRead = 0
    var textsRead = 0
    /// Texts identified on their own to choose the representative text.
    var representativeTests = 0
}
