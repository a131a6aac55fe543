import CMPLintDocuments
import CMPLintKnowledge

/// Reports components whose UI text is in another language than the set is meant for. CMP API
/// responses carry no language field: the language is the `OT-Language` request header of the
/// capture ("Language to display the UI", OneTrust "Get Banner UI" documentation, section 'Request
/// headers', https://developer.onetrust.com/onetrust/docs/get-banner-ui; confirmed), so the text
/// itself is identified.
package struct LanguageExpectation: SetCheck {
    package static let summary = "Each component's UI text must be in the language the set is meant for."
    package static let options = ComponentLanguage.textOptions
    package static let facts: [FactSpec] = [
        FactSpec(
            "identified",
            "the language of the component's text: identified.name, identified.code, identified.rightToLeft"),
        FactSpec("expectedLanguage", "the language the set is meant for: expectedLanguage.name, .code, .rightToLeft"),
        FactSpec(
            "source",
            "where the expected language came from (\"folder name 'DE_de'\", \"command line\", \"config file …\"); absent when unknown"
        ),
        FactSpec("confidence", "how sure the identification is, 0 to 1, two decimals"),
        FactSpec("words", "how many words (Chinese and Japanese: characters) backed the identification"),
        FactSpec(
            "identifiedVariant",
            "variant: the variant of the component's text: identifiedVariant.name, identifiedVariant.code (\"pt-PT\")"),
        FactSpec(
            "expectedVariant",
            "variant: the variant the set's language tag asks for: expectedVariant.name, expectedVariant.code (\"pt-BR\")"
        ),
    ]
    package static let messageCases = ["variant"]

    package let paths: UITextPaths

    package init(options: FunctionOptions) throws(YAMLError) { paths = try ComponentLanguage.textPaths(options) }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let code = set.expectations.language, let expected = LanguageIdentifier.info(for: code) else { return [] }
        let expectedVariant = LanguageVariants.variant(for: code)
        return ComponentLanguage.all(in: set, paths: paths).compactMap { component in
            guard let guess = component.guess else { return nil }
            let confidence = String(format: "%.2f", guess.confidence)
            var facts: [String: JSONValue] = [
                "identified": ComponentLanguage.fact(guess.language),
                "expectedLanguage": ComponentLanguage.fact(expected),
                "confidence": .number(confidence), "words": .number(String(guess.wordCount)),
            ]
            facts["source"] = ComponentLanguage.sourceFact(set)
            if !LanguageMatch.accepts(expected: expected.code, identified: guess.language.code) {
                return FunctionResult(
                    facts: facts, node: component.node, component: component.kind,
                    evidence: [
                        JSONMember(key: "identified", value: .string(guess.language.code)),
                        JSONMember(key: "expected", value: .string(expected.code)),
                        JSONMember(key: "confidence", value: .number(confidence)),
                    ])
            }
            // The right language in the other variant: named only when the text tells them apart.
            guard guess.language.code == expected.code, let expectedVariant, let variant = guess.variant,
                variant != expectedVariant
            else { return nil }
            facts["identifiedVariant"] = Self.variantFact(variant)
            facts["expectedVariant"] = Self.variantFact(expectedVariant)
            return FunctionResult(
                facts: facts, case: "variant", node: component.node, component: component.kind,
                evidence: [
                    JSONMember(key: "identified", value: .string(variant)),
                    JSONMember(key: "expected", value: .string(expectedVariant)),
                    JSONMember(key: "confidence", value: .number(confidence)),
                ],
                severity: .warning)
        }
    }

    package static func variantFact(_ code: String) -> JSONValue {
        .object([
            JSONMember(key: "code", value: .string(code)),
            JSONMember(key: "name", value: .string(LanguageVariants.names[code] ?? code)),
        ])
    }
}
