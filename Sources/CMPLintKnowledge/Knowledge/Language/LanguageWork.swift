/// What identifying one document's language cost, counted where the identifier's bounds apply
/// (`LanguageEvidence.maximumWordsRead`, `maximumTextsRead`,
/// `LanguageIdentifier.maximumRepresentativeTests`): the tests assert these bounds on counts,
/// not on time.
package struct LanguageWork {
    /// UI texts the extractor found.
    package var texts = 0
    /// Words tokenized, all texts together (a text's first `maximumWordsRead` words at most).
    package var wordsTokenized = 0
    /// Words and texts the document's evidence read.
    package var wordsRead = 0
    package var textsRead = 0
    /// Texts identified on their own to choose the representative text.
    package var representativeTests = 0
}
