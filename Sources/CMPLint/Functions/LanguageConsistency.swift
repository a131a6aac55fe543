import CMPLintDocuments
import CMPLintKnowledge

/// Reports components in another language than the rest of the set (banner German, preferences
/// English), at a representative text of the odd one out. The reference language is the expected
/// one when a component has it, else the most common one, else the first component's (the banner's).
package struct LanguageConsistency: SetCheck {
    package static let summary = "All components' UI text must be in one language."
    package static let options = ComponentLanguage.textOptions
    package static let facts: [FactSpec] = [
        FactSpec(
            "identified",
            "the language of this component's text: identified.name, identified.code, identified.rightToLeft"),
        FactSpec(
            "reference",
            "the language the other components are in: reference.component (the component whose text is shown as the reference), reference.name, reference.code, reference.rightToLeft, reference.chosenBy (expected, majority or order)"
        ),
    ]

    package let paths: UITextPaths

    package init(options: FunctionOptions) throws(YAMLError) { paths = try ComponentLanguage.textPaths(options) }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        let expected = set.expectations.language.flatMap(LanguageIdentifier.info(for:))?.code
        // Text the expected language accepts (Bokmål in a Nynorsk set, `LanguageMatch`) counts as it.
        let identified = ComponentLanguage.all(in: set, paths: paths).filter { $0.guess != nil }
        let codes = identified.compactMap { $0.guess.map { Self.code($0.language.code, expected: expected) } }
        guard Set(codes).count > 1 else { return [] }
        let reference: String
        let chosenBy: String
        if let expected, codes.contains(expected) {
            (reference, chosenBy) = (expected, "expected")
        } else {
            let counts = Dictionary(codes.map { ($0, 1) }, uniquingKeysWith: +)
            let best = counts.values.max() ?? 0
            let leaders = counts.filter { $0.value == best }.keys
            (reference, chosenBy) = leaders.count == 1 ? (leaders.first!, "majority") : (codes[0], "order")
        }
        guard
            let referenceComponent = identified.first(where: {
                $0.guess.map { Self.code($0.language.code, expected: expected) } == reference
            }),
            let referenceInfo = referenceComponent.guess?.language
        else { return [] }
        let referenceFact = ComponentLanguage.fact(
            referenceInfo,
            [
                JSONMember(key: "component", value: .string(referenceComponent.kind.rawValue)),
                JSONMember(key: "chosenBy", value: .string(chosenBy)),
            ])
        return identified.compactMap { component in
            guard let info = component.guess?.language, Self.code(info.code, expected: expected) != reference else {
                return nil
            }
            return FunctionResult(
                facts: ["identified": ComponentLanguage.fact(info), "reference": referenceFact],
                node: component.node, component: component.kind,
                evidence: [
                    JSONMember(key: component.kind.rawValue, value: .string(info.code)),
                    JSONMember(key: referenceComponent.kind.rawValue, value: .string(reference)),
                ])
        }
    }

    package static func code(_ identified: String, expected: String?) -> String {
        guard let expected, LanguageMatch.accepts(expected: expected, identified: identified) else { return identified }
        return expected
    }
}
