/// A join between components: every value that `from` selects, and every member key of the nodes
/// `keysFrom` selects, in the `in` components must be defined at `to` in the `toComponent`
/// document, as a value there or, with
/// `toKeys`, as a member key of the nodes `to` selects. Strings and numbers compare by their text
/// (vendor id 755 matches the key "755"). Nothing is reported when the target component is absent,
/// or when `to` selects nothing there, unless `targetRequired` says that is itself the problem.
struct References: SetFunction {
    static let name = "references"
    static let summary = "Every value at `from` must be defined at `to` in `toComponent` (a cross-component join)."
    static let components = ComponentKind.allCases.map(\.rawValue)
    static let options = [
        OptionSpec("from", .paths, "the referring values (paths or #Aliases)"),
        OptionSpec("keysFrom", .paths, "more references: the member keys of the nodes these select"),
        OptionSpec("in", .someOf(components), "the components searched with `from`", default: .array(components.map(JSONValue.string))),
        OptionSpec("to", .paths, "where the values are defined (paths or #Aliases)", required: true),
        OptionSpec("toKeys", .bool, "the definitions are the member keys of the nodes `to` selects", default: .bool(false)),
        OptionSpec("toComponent", .oneOf(components), "the component that defines the values", required: true),
        OptionSpec("targetRequired", .bool, "report every reference when the target document has nothing at `to`", default: .bool(false)),
        OptionSpec("label", .string, "what the values are called in evidence (e.g. groupId)"),
    ]
    static let facts = [
        FactSpec("reference", "the referring value (text)"),
        FactSpec("target", "the component that should define it"),
        FactSpec("definedAt", "the `to` paths, without the leading `$.`"),
    ]
    static let messages = [
        "default": "{{reference|json}} is not defined at {{definedAt}} in the {{target}} snapshot",
        "noTarget": "{{reference|json}} cannot be defined: the {{target}} snapshot has nothing at {{definedAt}}",
    ]

    let from: [PathSelector]
    let keysFrom: [PathSelector]
    let searched: Set<ComponentKind>
    let to: [PathSelector]
    let toKeys: Bool
    let target: ComponentKind
    let targetRequired: Bool
    let label: String?

    init(options: FunctionOptions) throws(YAMLError) {
        from = try options.paths("from") ?? []
        keysFrom = try options.paths("keysFrom") ?? []
        if from.isEmpty && keysFrom.isEmpty {
            throw options.error("function 'references' needs functionOptions 'from' or 'keysFrom': where the references are")
        }
        searched = Set(try options.components("in") ?? ComponentKind.allCases)
        to = try options.paths("to") ?? []
        toKeys = try options.bool("toKeys") ?? false
        target = try options.components("toComponent")?.first ?? .preferences
        targetRequired = try options.bool("targetRequired") ?? false
        label = try options.string("label")
    }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let targetDocument = set.document(target) else { return [] }
        let targetNodes = targetDocument.nodes(matching: to)
        guard !targetNodes.isEmpty || targetRequired else { return [] }
        var defined = Set<String>()
        for node in targetNodes {
            defined.formUnion(Self.texts(node, keys: toKeys, in: targetDocument).map(\.text))
        }
        let definedAt = JSONValue.array(to.map { .string($0.field) })
        var results: [FunctionResult] = []
        for (kind, _, document) in set.documents where searched.contains(kind) {
            let references = document.nodes(matching: from).flatMap { Self.texts($0, keys: false, in: document) }
                + document.nodes(matching: keysFrom).flatMap { Self.texts($0, keys: true, in: document) }
            for reference in references.sorted(by: { $0.node < $1.node }) where !defined.contains(reference.text) {
                results.append(FunctionResult(
                    facts: ["reference": .string(reference.text), "target": .string(target.rawValue), "definedAt": definedAt],
                    case: targetNodes.isEmpty ? "noTarget" : nil, node: reference.node, component: kind,
                    evidence: label.map { [JSONMember(key: $0, value: .string(reference.text))] } ?? []))
            }
        }
        return results
    }

    /// The comparable texts at a node: its member keys, or its own value (strings and numbers;
    /// other kinds refer to nothing).
    private static func texts(_ node: JSONNodeID, keys: Bool, in document: JSONDocument) -> [(text: String, node: JSONNodeID)] {
        if keys {
            guard document.kind(node) == .object else { return [] }
            return document.members(node).compactMap { key, _ in document.string(key).map { ($0, key) } }
        }
        switch document.kind(node) {
        case .string: return document.string(node).map { [($0, node)] } ?? []
        case .number: return document.numberText(node).map { [($0, node)] } ?? []
        default: return []
        }
    }
}
