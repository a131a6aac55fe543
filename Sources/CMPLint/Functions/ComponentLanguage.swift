import CMPLintDocuments
import CMPLintKnowledge

/// The identified language of each component of a set whose file is that component's CMP API
/// response (other files are left to the component rules), shared by the language functions.
package struct ComponentLanguage: Sendable {
    package let kind: ComponentKind
    package let document: JSONDocument
    /// Identified without its representative text (`node` chooses it).
    package let language: DocumentLanguage
    package let paths: UITextPaths

    /// Components in order, each identified once per set and per UI-text paths, whichever language
    /// rules run: rules reading the same paths share the identification, rules reading other
    /// paths (a custom rule's) do not.
    package static func all(in set: SnapshotSet, paths: UITextPaths) -> [ComponentLanguage] {
        set.memo.value(memoKey(paths)) { identify(set, paths: paths) }
    }

    package static func memoKey(_ paths: UITextPaths) -> String { "componentLanguages " + paths.memoKey }

    private static func identify(_ set: SnapshotSet, paths: UITextPaths) -> [ComponentLanguage] {
        // One word table for the set: its files share most of their UI's words.
        let table = LanguageWordTable()
        return set.documents.compactMap { entry in
            guard case .component(let detected, _) = DetectedContent(entry.document), detected == entry.kind else {
                return nil
            }
            let language = LanguageIdentifier.identify(
                document: entry.document, paths: paths, choosingRepresentative: false, table: table)
            return ComponentLanguage(kind: entry.kind, document: entry.document, language: language, paths: paths)
        }
    }

    package var guess: LanguageGuess? { language.guess }

    /// Where findings about this component's language point: its representative text, else the
    /// root. Chosen here, by the whole identification again, so it is the text `identify` gives:
    /// most runs report nothing about a component's language, and choosing the text re-identifies
    /// some of the document's texts (an eighth of identifying it).
    package var node: JSONNodeID {
        LanguageIdentifier.identify(document: document, paths: paths).representative?.node ?? document.root
    }

    // MARK: - Shared by the language functions

    /// The options naming where UI text is, taken by every language function.
    package static let textOptions: [OptionSpec] = [
        OptionSpec(
            "text", .paths,
            "The UI sections: every string under them is text a user reads unless its key is technical (styling, ids, URLs). The default rules use `#UIText`.",
            required: true),
        OptionSpec(
            "ignore", .paths,
            "Machine data: nothing under these paths is UI text, not even under a text key. The default rules use `#NotUIText`.",
            required: true),
    ]

    package static func textPaths(_ options: FunctionOptions) throws(YAMLError) -> UITextPaths {
        UITextPaths(sections: try options.paths("text") ?? [], ignored: try options.paths("ignore") ?? [])
    }

    /// A language as a fact: `{{x.name}}` "German", `{{x.code}}` "de", `{{x.rightToLeft}}` false.
    package static func fact(_ info: LanguageInfo, _ more: [JSONMember] = []) -> JSONValue {
        .object(
            more + [
                JSONMember(key: "code", value: .string(info.code)), JSONMember(key: "name", value: .string(info.name)),
                JSONMember(key: "rightToLeft", value: .bool(info.isRightToLeft)),
            ])
    }

    /// Where the set's expected language came from, as a fact ("folder name 'DE_de'", "command
    /// line"); nil when unknown.
    package static func sourceFact(_ set: SnapshotSet) -> JSONValue? {
        set.expectations.languageSource.map { .string("\($0)") }
    }
}
