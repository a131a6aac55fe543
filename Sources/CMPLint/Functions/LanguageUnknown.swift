/// Says, at info level, when the language rules cannot check a set: no expected language, an
/// expected language the identifier does not know, or a component with too little or too mixed
/// text to identify. cmplint never guesses a language. A set without any CMP API response (only
/// legacy data, error responses, other JSON) has no UI text to check: the component rules report
/// its files, as for `geoUnknown`.
struct LanguageUnknown: SetFunction {
    static let name = "languageUnknown"
    static let summary = "The set's expected language and each component's text language must be known."
    static let options = ComponentLanguage.textOptions
    static let facts: [FactSpec] = [
        FactSpec("textLength", "default: how much UI text the component has, in characters (0: none)"),
        FactSpec("supported", "unsupportedLanguage: the language codes cmplint can identify"),
        FactSpec("source", "unsupportedLanguage: where the expected language came from (\"folder name 'GB_cy'\", \"command line\", \"config file …\")"),
    ]
    static let messages = [
        "default": "the language of the {{component}} text could not be identified: {{#textLength}}its {{textLength}} characters of UI text are too few or too mixed{{/textLength}}{{^textLength}}it has no UI text{{/textLength}}",
        "noExpectedLanguage": "the language this set is meant for is unknown, so language-mismatch could not be checked (pass --language, add a sets: entry to .cmplint.yml, or name the folder CC[-RR]_lang)",
        "unsupportedLanguage": "the expected language '{{expected.language}}' is not one cmplint can identify ({{supported}}), so language-mismatch could not be checked",
    ]

    let paths: UITextPaths

    init(options: FunctionOptions) throws(YAMLError) { paths = try ComponentLanguage.textPaths(options) }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard !set.responses.isEmpty else { return [] }
        var results: [FunctionResult] = []
        if let code = set.expectations.language {
            if LanguageIdentifier.info(for: code) == nil {
                var facts: [String: JSONValue] = ["supported": .array(LanguageIdentifier.supported.map { .string($0.code) })]
                facts["source"] = ComponentLanguage.sourceFact(set)
                results.append(FunctionResult(facts: facts, case: "unsupportedLanguage"))
            }
        } else {
            var result = FunctionResult(case: "noExpectedLanguage")
            result.unknownMeantFor = true
            results.append(result)
        }
        for component in ComponentLanguage.all(in: set, paths: paths) where component.guess == nil {
            results.append(FunctionResult(
                facts: ["textLength": .number(String(component.language.textLength))],
                node: component.node, component: component.kind))
        }
        return results
    }
}
