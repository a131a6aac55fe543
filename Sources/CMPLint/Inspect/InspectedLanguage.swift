import CMPLintKnowledge

/// The language a component's UI text is in, identified as the language rules identify it (the
/// same identifier, the same UI-text paths, and the same per-set identification), or unknown: too
/// little text, mixed languages, or a language cmplint does not support.
public struct InspectedLanguage: Sendable, Equatable {
    /// BCP 47 code ("de"), or nil when unknown.
    public let code: String?
    /// English name ("German").
    public let name: String?
    /// The variant the text tells ("pt-BR", "zh-Hant"), if any.
    public let variant: String?
    /// The identifier's confidence, 0…1.
    public let confidence: Double?
    /// Distinct words (characters for Chinese and Japanese) that backed the guess.
    public let words: Int?
    /// Length of the component's UI text, in Unicode scalars.
    public let textLength: Int

    public init(code: String?, name: String?, variant: String?, confidence: Double?, words: Int?, textLength: Int) {
        self.code = code
        self.name = name
        self.variant = variant
        self.confidence = confidence
        self.words = words
        self.textLength = textLength
    }

    package init(_ language: DocumentLanguage) {
        let guess = language.guess
        self.init(
            code: guess?.language.code, name: guess?.language.name, variant: guess?.variant,
            confidence: guess?.confidence,
            words: guess?.wordCount, textLength: language.textLength)
    }

    /// "de", "pt-BR", or "unknown".
    public var tag: String { variant ?? code ?? "unknown" }
}
