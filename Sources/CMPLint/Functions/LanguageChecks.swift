/// The language checks of a set's UI text (rules/language.yml), one function whose `check` option
/// says which: they share the paths to the text (`ComponentLanguage.textOptions`) and the
/// identified languages' facts.
struct LanguageChecks: SetCheckFamily {
    static let name = "language"
    static let summary = "A set's UI text: in the language it is meant for, in one language across components, with `useRTL` matching its direction, and identifiable (option `check`)."
    static let checks: [(name: String, type: any SetCheck.Type)] = [
        ("expected", LanguageExpectation.self), ("consistent", LanguageConsistency.self),
        ("direction", RTLConsistency.self), ("known", LanguageUnknown.self),
    ]
    static let options = joinedOptions()
    static let facts = joinedFacts()
    static let messageCases = joinedMessageCases()

    let check: any SetCheck
}
