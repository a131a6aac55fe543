/// The identified language of a text sample, with how sure the identifier is and how much text
/// backed the decision, so a rule can decide whether a mismatch is worth reporting.
public struct LanguageGuess: Sendable, Equatable {
    public let language: LanguageInfo
    /// 0...1. `LanguageIdentifier` only returns guesses above its internal threshold
    /// (`LanguageIdentifier.minimumConfidence`).
    public let confidence: Double
    /// Words (for Chinese and Japanese, characters) that supported the decision.
    public let wordCount: Int

    public init(language: LanguageInfo, confidence: Double, wordCount: Int) {
        self.language = language
        self.confidence = confidence
        self.wordCount = wordCount
    }
}
