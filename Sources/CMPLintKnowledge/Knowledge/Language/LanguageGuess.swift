/// The identified language of a text sample, with how sure the identifier is and how much text
/// backed the decision, so a rule can decide whether a mismatch is worth reporting.
public struct LanguageGuess: Sendable, Equatable {
    public let language: LanguageInfo
    /// The regional or script variant, as a BCP 47 tag ("pt-BR", "pt-PT", "zh-Hans", "zh-Hant",
    /// "sr-Latn", "sr-Cyrl"), when the text tells it; nil when it does not or the language has none.
    public let variant: String?
    /// 0...1. `LanguageIdentifier` only returns guesses above its internal threshold
    /// (`LanguageIdentifier.minimumConfidence`).
    public let confidence: Double
    /// Distinct words (for Chinese and Japanese, characters) that supported the decision, among
    /// the words read (`LanguageEvidence.maximumWordsRead` at most).
    public let wordCount: Int

    public init(language: LanguageInfo, variant: String? = nil, confidence: Double, wordCount: Int) {
        self.language = language
        self.variant = variant
        self.confidence = confidence
        self.wordCount = wordCount
    }
}
