import CMPLintDocuments

/// Reports required components that the set lacks. The SDK needs banner and preferences data to
/// start offline; the vendors data is optional (OneTrust iOS SDK Offline Mode documentation,
/// https://developer.onetrust.com/onetrust/docs/ios-offline-mode, sections 3 'Capturing the Offline
/// Data' and 13 'FAQ', confirmed). Sets made of one file given on its own are partial: the slots the user did not ask
/// about are not reported. A set passed with flags (`--banner` alone) gets case `notPassed`,
/// naming the flag and, when there is one, the file with that component's name next to the others.
/// A set of files recognised by content gets case `notJoined` when its folder holds that
/// component's data under a name that does not pair with the set's (`ContentAssembly`).
package struct ComponentPresence: SetCheck {
    package static let summary =
        "The set must hold the components listed in `components` (default: banner and preferences)."
    package static let options: [OptionSpec] = [
        OptionSpec(
            "components", .someOf(ComponentKind.allCases.map(\.rawValue)), "the components the set must hold",
            default: .array([.string("banner"), .string("preferences")]))
    ]
    package static let facts: [FactSpec] = [
        FactSpec("fileNames", "the file names looked for, the SDK's own name first"),
        FactSpec("flag", "notPassed: the flag that passes the component, e.g. --preferences"),
        FactSpec(
            "sibling",
            "notPassed: a file with the component's name next to the passed files (absent when there is none)"),
        FactSpec(
            "notJoined",
            "notJoined: the names of the folder's files of that component that no shared name part pairs with the set's"
        ),
        FactSpec("namePart", "notJoined: the name part the set's files share (absent when they have none)"),
    ]
    package static let messageCases = ["notPassed", "notJoined"]

    package let components: [ComponentKind]

    package init(options: FunctionOptions) throws(YAMLError) {
        components = try options.components("components") ?? [.banner, .preferences]
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard !set.isPartial else { return [] }
        return components.filter { set[$0] == nil }.map { kind in
            var result = FunctionResult(
                facts: ["fileNames": .array(kind.acceptedFileNames.map(JSONValue.string))], component: kind)
            if set.naming.byFlags {
                result.messageCase = "notPassed"
                result.facts["flag"] = .string("--\(kind.rawValue)")
                if let sibling = set.naming.siblings[kind] { result.facts["sibling"] = .string(sibling) }
            } else if let assembly = set.naming.assembly, let others = assembly.notJoined[kind] {
                result.messageCase = "notJoined"
                result.facts["notJoined"] = .array(others.map(JSONValue.string))
                if !assembly.part.isEmpty { result.facts["namePart"] = .string(assembly.part) }
            }
            return result
        }
    }
}
