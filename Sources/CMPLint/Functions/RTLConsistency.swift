import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Reports `useRTL` (required in the `general` block of each UI, OneTrust CMP API reference "Get
/// Banner Data", "Get Preference Center Data", "Get Vendor List Data",
/// https://developer.onetrust.com/onetrust/reference; confirmed) that disagrees with the writing
/// direction of the component's language (identified, else expected), or, where no language is
/// known, with the other components' `useRTL`. Where `useRTL` is comes from the rule (`useRTL`).
package struct RTLConsistency: SetCheck {
    package static let summary = "`useRTL` must match the language's writing direction and agree across components."
    package static let options =
        ComponentLanguage.textOptions + [
            OptionSpec(
                "useRTL", .paths,
                "Where a component keeps its `useRTL` flag; the first boolean a component's document has there counts. The default rule uses `#UseRTL`.",
                required: true)
        ]
    package static let facts: [FactSpec] = [
        FactSpec("useRTL", "the component's useRTL (true or false)"),
        FactSpec(
            "language",
            "the component's language: language.name, language.code, language.rightToLeft (whether it is written right to left), language.from (identified or expected)"
        ),
        FactSpec("reference", "acrossComponents: the component compared with: reference.component, reference.useRTL"),
    ]
    package static let messageCases = ["acrossComponents"]

    package let paths: UITextPaths
    package let useRTL: SelectorWalker

    package init(options: FunctionOptions) throws(YAMLError) {
        paths = try ComponentLanguage.textPaths(options)
        useRTL = SelectorWalker(selectors: try options.paths("useRTL") ?? [])
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        let expected = set.expectations.language.flatMap(LanguageIdentifier.info(for:))
        var flags: [(kind: ComponentKind, node: JSONNodeID, value: Bool, language: LanguageInfo?, identified: Bool)] =
            []
        for component in ComponentLanguage.all(in: set, paths: paths) {
            let document = component.document
            guard
                let (node, value) = useRTL.matches(in: document).lazy.flatMap({ $0 })
                    .compactMap({ node in document.bool(node).map { (node, $0) } }).first
            else { continue }
            flags.append((component.kind, node, value, component.guess?.language ?? expected, component.guess != nil))
        }
        var results: [FunctionResult] = []
        var reported = Set<ComponentKind>()
        for flag in flags {
            guard let language = flag.language, language.isRightToLeft != flag.value else { continue }
            results.append(
                FunctionResult(
                    facts: [
                        "useRTL": .bool(flag.value),
                        "language": ComponentLanguage.fact(
                            language,
                            [JSONMember(key: "from", value: .string(flag.identified ? "identified" : "expected"))]),
                    ],
                    node: flag.node, component: flag.kind,
                    evidence: [
                        JSONMember(key: "useRTL", value: .bool(flag.value)),
                        JSONMember(key: "language", value: .string(language.code)),
                    ]))
            reported.insert(flag.kind)
        }
        if let reference = flags.first {
            for flag in flags.dropFirst()
            where flag.value != reference.value && !reported.contains(flag.kind) && !reported.contains(reference.kind) {
                results.append(
                    FunctionResult(
                        facts: [
                            "useRTL": .bool(flag.value),
                            "reference": .object([
                                JSONMember(key: "component", value: .string(reference.kind.rawValue)),
                                JSONMember(key: "useRTL", value: .bool(reference.value)),
                            ]),
                        ],
                        case: "acrossComponents", node: flag.node, component: flag.kind))
            }
        }
        return results
    }
}
