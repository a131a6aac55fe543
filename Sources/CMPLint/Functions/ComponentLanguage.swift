/// The identified language of each component of a set whose file is that component's CMP API
/// response (other files are left to the component rules), shared by the language functions.
struct ComponentLanguage: Sendable {
    let kind: ComponentKind
    let document: JSONDocument
    let language: DocumentLanguage

    /// Components in order, each identified once per set whichever language rules run.
    static func all(in set: SnapshotSet) -> [ComponentLanguage] {
        set.memo.value("componentLanguages") { identify(set) }
    }

    private static func identify(_ set: SnapshotSet) -> [ComponentLanguage] {
        set.documents.compactMap { entry in
            guard case .component(let detected, _) = DetectedContent(entry.document), detected == entry.kind else { return nil }
            return ComponentLanguage(kind: entry.kind, document: entry.document,
                                     language: LanguageIdentifier.identify(document: entry.document))
        }
    }

    var guess: LanguageGuess? { language.guess }

    /// Where findings about this component's language point: its representative text, else the root.
    var node: JSONNodeID { language.representative?.node ?? document.root }

    /// "German (de)".
    static func describe(_ info: LanguageInfo) -> String { "\(info.name) (\(info.code))" }
}
