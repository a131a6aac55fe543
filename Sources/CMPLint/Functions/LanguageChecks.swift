/// The language checks of a set's UI text (rules/language.yml), one function whose `check` option
/// says which: they share the paths to the text (`ComponentLanguage.textOptions`) and the
/// identified languages' facts.
package struct LanguageChecks: SetCheckFamily {
    package static let name = "language"
    package static let summary =
        "A set's UI text: in the language it is meant for, in one language across components, with `useRTL` matching its direction, and identifiable (option `check`)."
    package static let checks: [(name: String, type: any SetCheck.Type)] = [
        ("expected", LanguageExpectation.self), ("consistent", LanguageConsistency.self),
        ("direction", RTLConsistency.self), ("known", LanguageUnknown.self),
    ]
    package static let options = joinedOptions()
    package static let facts = joinedFacts()
    package static let messageCases = joinedMessageCases()

    package let check: any SetCheck

    package init(check: any SetCheck) { self.check = check }
}
