/// One word of a text as `LanguageEvidence` counts it: its id in the document's
/// `LanguageWordTable` and what the evidence needs of its token. A document's texts are read into
/// words once, and a candidate text re-identified from its words (`LanguageIdentifier.representative`).
package struct LanguageWord {
    /// -1 for a skipped word.
    package var id: Int32
    package var script: LanguageScript
    /// An acronym ("SDK") in a text not written in capitals throughout, or a brand spelling
    /// ("AppsFlyer"): not counted, but it may end a sentence.
    package var isSkipped: Bool
    package var isCapitalized: Bool
    package var endsSentence: Bool
    /// Letters, for the Chinese and Japanese share (a character counts as half a word).
    package var letterCount: Int32
}
