/// Reports `appConfig` fields that differ between the components named in `components` (default:
/// all). The first of them present is the reference (the banner: the SDK's geo check reads the
/// banner's app config, offline-mode.txt §8); each component that differs is reported at its value.
struct AppConfigConsistency: SetFunction {
    static let name = "appConfigConsistency"
    static let level = FunctionLevel.set
    static let summary = "The `appConfig` fields named in `fields` must be equal in every component of the set."

    let fields: [String]
    let components: [ComponentKind]

    init(options: FunctionOptions) throws(YAMLError) {
        guard let fields = try options.stringList("fields"), !fields.isEmpty else {
            throw options.error("function 'appConfigConsistency' needs functionOptions 'fields': appConfig keys to compare", at: "fields")
        }
        self.fields = fields
        var components: [ComponentKind] = []
        for name in try options.stringList("components") ?? ComponentKind.allCases.map(\.rawValue) {
            guard let kind = ComponentKind(rawValue: name) else {
                let hint = didYouMean(name, among: ComponentKind.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
                throw options.error("unknown component '\(name)'\(hint)", at: "components")
            }
            components.append(kind)
        }
        self.components = components.sorted()
        try options.finish()
    }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        let documents = set.documents.filter { components.contains($0.kind) }
        var results: [FunctionResult] = []
        for field in fields {
            let values = documents.compactMap { entry in
                entry.document.appConfigString(field).map { (kind: entry.kind, value: $0.value, node: $0.node) }
            }
            guard let reference = values.first else { continue }
            for other in values.dropFirst() where other.value != reference.value {
                results.append(FunctionResult(
                    message: "appConfig.\(field) is \"\(other.value)\" in the \(other.kind.rawValue) snapshot but \"\(reference.value)\" in the \(reference.kind.rawValue) snapshot: the files come from different captures",
                    node: other.node, component: other.kind,
                    evidence: [JSONMember(key: reference.kind.rawValue, value: .string(reference.value)),
                               JSONMember(key: other.kind.rawValue, value: .string(other.value))]))
            }
        }
        return results
    }
}
