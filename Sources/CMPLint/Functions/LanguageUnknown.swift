/// Says, at info level, when the language rules cannot check a set: no expected language, an
/// expected language the identifier does not know, or a component with too little or too mixed
/// text to identify. cmplint never guesses a language.
struct LanguageUnknown: SetFunction {
    static let name = "languageUnknown"
    static let level = FunctionLevel.set
    static let summary = "The set's expected language and each component's text language must be known."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        var results: [FunctionResult] = []
        if let code = set.expectations.language {
            if LanguageIdentifier.info(for: code) == nil {
                let known = LanguageIdentifier.supported.map(\.code).joined(separator: ", ")
                results.append(FunctionResult(message: "the expected language '\(code)' is not one cmplint can identify (\(known)), so language-mismatch could not be checked"))
            }
        } else {
            results.append(FunctionResult(
                message: "the language this set is meant for is unknown, so language-mismatch could not be checked (pass --language, add a sets: entry to .cmplint.yml, or name the folder CC[-RR]_lang)"))
        }
        for component in ComponentLanguage.all(in: set) where component.guess == nil {
            let why = component.language.textLength == 0 ? "it has no UI text" : "its \(component.language.textLength) characters of UI text are too few or too mixed"
            results.append(FunctionResult(
                message: "the language of the \(component.kind.rawValue) text could not be identified: \(why)",
                node: component.node, component: component.kind))
        }
        return results
    }
}
