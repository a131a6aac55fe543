import CMPLintDocuments
import CMPLintKnowledge

/// Says, at info level, when the language rules cannot check a set: no expected language, an
/// expected language the identifier does not know, or a component with too little or too mixed
/// text to identify. cmplint never guesses a language. A set without any CMP API response (only
/// legacy data, error responses, other JSON) has no UI text to check: the component rules report
/// its files, as for `geoUnknown`.
package struct LanguageUnknown: SetCheck {
    package static let summary = "The set's expected language and each component's text language must be known."
    package static let options = ComponentLanguage.textOptions
    package static let facts: [FactSpec] = [
        FactSpec("textLength", "default: how much UI text the component has, in characters (0: none)"),
        FactSpec("supported", "unsupportedLanguage: the language codes cmplint can identify"),
        FactSpec(
            "source",
            "unsupportedLanguage: where the expected language came from (\"folder name 'GB_cy'\", \"command line\", \"config file …\")"
        ),
    ]
    package static let messageCases = ["noExpectedLanguage", "unsupportedLanguage"]

    package let paths: UITextPaths

    package init(options: FunctionOptions) throws(YAMLError) { paths = try ComponentLanguage.textPaths(options) }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard !set.responses.isEmpty else { return [] }
        var results: [FunctionResult] = []
        if let code = set.expectations.language {
            if LanguageIdentifier.info(for: code) == nil {
                var facts: [String: JSONValue] = [
                    "supported": .array(LanguageIdentifier.supported.map { .string($0.code) })
                ]
                facts["source"] = ComponentLanguage.sourceFact(set)
                results.append(FunctionResult(facts: facts, case: "unsupportedLanguage"))
            }
        } else {
            var result = FunctionResult(case: "noExpectedLanguage")
            result.unknownMeantFor = true
            results.append(result)
        }
        for component in ComponentLanguage.all(in: set, paths: paths) where component.guess == nil {
            results.append(
                FunctionResult(
                    facts: ["textLength": .number(String(component.language.textLength))],
                    node: component.node, component: component.kind))
        }
        return results
    }
}
