/// Reports components in another language than the rest of the set (banner German, preferences
/// English), at a representative text of the odd one out. The reference language is the expected
/// one when a component has it, else the most common one, else the banner's.
struct LanguageConsistency: SetFunction {
    static let name = "languageConsistency"
    static let level = FunctionLevel.set
    static let summary = "All components' UI text must be in one language."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        let identified = ComponentLanguage.all(in: set).filter { $0.guess != nil }
        let codes = identified.compactMap { $0.guess?.language.code }
        guard Set(codes).count > 1 else { return [] }
        let expected = set.expectations.language.flatMap(LanguageIdentifier.info(for:))?.code
        let reference: String
        if let expected, codes.contains(expected) {
            reference = expected
        } else {
            let counts = Dictionary(codes.map { ($0, 1) }, uniquingKeysWith: +)
            let best = counts.values.max() ?? 0
            let leaders = counts.filter { $0.value == best }.keys
            reference = leaders.count == 1 ? leaders.first! : codes[0]
        }
        guard let referenceComponent = identified.first(where: { $0.guess?.language.code == reference }),
              let referenceInfo = referenceComponent.guess?.language else { return [] }
        return identified.compactMap { component in
            guard let info = component.guess?.language, info.code != reference else { return nil }
            return FunctionResult(
                message: "the \(component.kind.rawValue) text is in \(ComponentLanguage.describe(info)) while the \(referenceComponent.kind.rawValue) text is in \(ComponentLanguage.describe(referenceInfo)): the files come from captures in different languages",
                node: component.node, component: component.kind,
                evidence: [JSONMember(key: component.kind.rawValue, value: .string(info.code)),
                           JSONMember(key: referenceComponent.kind.rawValue, value: .string(reference))])
        }
    }
}
