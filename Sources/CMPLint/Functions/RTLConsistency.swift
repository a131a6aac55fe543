/// Reports `useRTL` (required in each UI's `general` block, cmp-api.md §2–§4, confirmed) that
/// disagrees with the writing direction of the component's language (identified, else expected),
/// or, where no language is known, with the other components' `useRTL`.
struct RTLConsistency: SetFunction {
    static let name = "rtlConsistency"
    static let level = FunctionLevel.set
    static let summary = "`useRTL` must match the language's writing direction and agree across components."

    /// Where each component keeps its `useRTL`.
    static let paths: [ComponentKind: [String]] = [
        .banner: ["bannerUIData", "general", "useRTL"],
        .preferences: ["pcUIData", "general", "useRTL"],
        .vendors: ["vendorListUIData", "general", "useRTL"],
    ]

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        let expected = set.expectations.language.flatMap(LanguageIdentifier.info(for:))
        var flags: [(kind: ComponentKind, node: JSONNodeID, value: Bool, language: LanguageInfo?)] = []
        for component in ComponentLanguage.all(in: set) {
            guard let path = Self.paths[component.kind], let node = component.document.node(atPath: path),
                  let value = component.document.bool(node) else { continue }
            flags.append((component.kind, node, value, component.guess?.language ?? expected))
        }
        var results: [FunctionResult] = []
        var reported = Set<ComponentKind>()
        for flag in flags {
            guard let language = flag.language, language.isRightToLeft != flag.value else { continue }
            let direction = language.isRightToLeft ? "right to left" : "left to right"
            results.append(FunctionResult(
                message: "\(flag.kind.rawValue) useRTL is \(flag.value) but \(language.name) is written \(direction): the UI would be mirrored wrongly",
                node: flag.node, component: flag.kind,
                evidence: [JSONMember(key: "useRTL", value: .bool(flag.value)), JSONMember(key: "language", value: .string(language.code))]))
            reported.insert(flag.kind)
        }
        if let reference = flags.first {
            for flag in flags.dropFirst() where flag.value != reference.value && !reported.contains(flag.kind) && !reported.contains(reference.kind) {
                results.append(FunctionResult(
                    message: "\(flag.kind.rawValue) useRTL is \(flag.value) but \(reference.kind.rawValue) useRTL is \(reference.value): the screens would run in different directions",
                    node: flag.node, component: flag.kind))
            }
        }
        return results
    }
}
