/// Reports required components that the set lacks. The SDK needs banner and preferences data to
/// start offline; the vendors data is optional (OneTrust iOS SDK Offline Mode documentation,
/// https://developer.onetrust.com/onetrust/docs/ios-offline-mode, sections 3 'Capturing the Offline
/// Data' and 13 'FAQ', confirmed). Sets made of one file given on its own are partial: the slots the user did not ask
/// about are not reported.
struct ComponentPresence: SetFunction {
    static let name = "componentPresence"
    static let summary = "The set must hold the components listed in `components` (default: banner and preferences)."
    static let options: [OptionSpec] = [
        OptionSpec("components", .someOf(ComponentKind.allCases.map(\.rawValue)), "the components the set must hold",
                   default: .array([.string("banner"), .string("preferences")])),
    ]
    static let facts: [FactSpec] = [
        FactSpec("fileNames", "the file names looked for, the SDK's own name first"),
    ]
    static let messages = [
        "default": "no {{component}} snapshot in this set (looked for {{fileNames}})",
    ]

    let components: [ComponentKind]

    init(options: FunctionOptions) throws(YAMLError) {
        components = try options.components("components") ?? [.banner, .preferences]
    }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard !set.isPartial else { return [] }
        return components.filter { set[$0] == nil }.map { kind in
            FunctionResult(facts: ["fileNames": .array(kind.acceptedFileNames.map(JSONValue.string))], component: kind)
        }
    }
}
