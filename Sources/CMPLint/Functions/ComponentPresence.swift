/// Reports required components that the set lacks. The SDK needs banner and preferences data to
/// start offline (offline-mode.txt §3 and FAQ). Sets made of one file given on its own are partial:
/// the slots the user did not ask about are not reported.
struct ComponentPresence: SetFunction {
    static let name = "componentPresence"
    static let level = FunctionLevel.set
    static let summary = "The set must hold the components listed in `components` (default: banner and preferences)."

    let components: [ComponentKind]

    init(options: FunctionOptions) throws(YAMLError) {
        let names = try options.stringList("components") ?? ["banner", "preferences"]
        var kinds: [ComponentKind] = []
        for name in names {
            guard let kind = ComponentKind(rawValue: name) else {
                let hint = didYouMean(name, among: ComponentKind.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
                throw options.error("unknown component '\(name)'\(hint)", at: "components")
            }
            kinds.append(kind)
        }
        components = kinds
        try options.finish()
    }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard !set.isPartial else { return [] }
        return components.filter { set[$0] == nil }.map { kind in
            let names = kind.acceptedFileNames.joined(separator: ", ")
            return FunctionResult(message: "no \(kind.rawValue) snapshot in this set (looked for \(names))", component: kind)
        }
    }
}
