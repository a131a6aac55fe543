/// Reports components whose UI text is in another language than the set is meant for. CMP API
/// responses carry no language field: the language is the `OT-Language` request header of the
/// capture (cmp-api.md §1.1, confirmed), so the text itself is identified.
struct LanguageExpectation: SetFunction {
    static let name = "languageExpectation"
    static let level = FunctionLevel.set
    static let summary = "Each component's UI text must be in the language the set is meant for."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let code = set.expectations.language, let expected = LanguageIdentifier.info(for: code) else { return [] }
        let source = set.expectations.languageSource.map { " (from the \($0))" } ?? ""
        return ComponentLanguage.all(in: set).compactMap { component in
            guard let guess = component.guess, guess.language.code != expected.code else { return nil }
            return FunctionResult(
                message: "the \(component.kind.rawValue) text is in \(ComponentLanguage.describe(guess.language)), but the set is meant for \(ComponentLanguage.describe(expected))\(source): users would get the consent UI in another language",
                node: component.node, component: component.kind,
                evidence: [JSONMember(key: "identified", value: .string(guess.language.code)),
                           JSONMember(key: "expected", value: .string(expected.code)),
                           JSONMember(key: "confidence", value: .number(String(format: "%.2f", guess.confidence)))])
        }
    }
}
