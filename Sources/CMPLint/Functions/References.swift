import CMPLintDocuments
import CMPLintPaths

/// A join between components: every value that `from` selects, and every member key of the nodes
/// `keysFrom` selects, in the `in` components must be defined at `to` in the `toComponent`
/// document, as a value there or, with
/// `toKeys`, as a member key of the nodes `to` selects. Strings and numbers compare by their text
/// (vendor id 755 matches the key "755"). Nothing is reported when the target component is absent,
/// or when `to` selects nothing there, unless `targetRequired` says that is itself the problem.
///
/// With `hiddenUnder`, a key nested in another key's value (a subgroup under its parent in
/// `groupsHierarchy`) also counts as defined when the key it is nested under is defined by an
/// object that lists none of its children in that member: the target shows the parent without
/// them, as the preferences purpose tree does for a category whose "Show subgroups" setting is off
/// (OneTrust changelog 202606.2.1,
/// https://developer.onetrust.com/onetrust/changelog/july-2-2026-20260621, confirmed; that such a
/// tree lists no child of the parent at all is inferred).
package struct References: SetFunction {
    package static let name = "references"
    package static let summary =
        "Every value at `from` must be defined at `to` in `toComponent` (a cross-component join)."
    package static let components = ComponentKind.allCases.map(\.rawValue)
    package static let options = [
        OptionSpec("from", .paths, "the referring values (paths or #Aliases)"),
        OptionSpec("keysFrom", .paths, "more references: the member keys of the nodes these select"),
        OptionSpec(
            "in", .someOf(components), "the components searched with `from`",
            default: .array(components.map(JSONValue.string))),
        OptionSpec("to", .paths, "where the values are defined (paths or #Aliases)", required: true),
        OptionSpec(
            "toKeys", .bool, "the definitions are the member keys of the nodes `to` selects", default: .bool(false)),
        OptionSpec("toComponent", .oneOf(components), "the component that defines the values", required: true),
        OptionSpec(
            "targetRequired", .bool, "report every reference when the target document has nothing at `to`",
            default: .bool(false)),
        OptionSpec("label", .string, "what the values are called in evidence (e.g. groupId)"),
        OptionSpec(
            "hiddenUnder", .string,
            "a key nested in the value of another `keysFrom` key counts as defined when that key is defined by an object with nothing in this member (e.g. children): children the target hides"
        ),
    ]
    package static let facts = [
        FactSpec("reference", "the referring value (text)"),
        FactSpec("target", "the component that should define it"),
        FactSpec("definedAt", "the `to` paths, without the leading `$.`"),
    ]
    package static let messageCases = ["noTarget"]

    package let from: SelectorWalker
    package let keysFrom: SelectorWalker
    package let searched: Set<ComponentKind>
    package let to: SelectorWalker
    package let toKeys: Bool
    package let target: ComponentKind
    package let targetRequired: Bool
    package let label: String?
    package let hiddenUnder: String?

    package init(options: FunctionOptions) throws(YAMLError) {
        from = SelectorWalker(selectors: try options.paths("from") ?? [])
        keysFrom = SelectorWalker(selectors: try options.paths("keysFrom") ?? [])
        if from.selectors.isEmpty && keysFrom.selectors.isEmpty {
            throw options.error(
                "function 'references' needs functionOptions 'from' or 'keysFrom': where the references are")
        }
        searched = Set(try options.components("in") ?? ComponentKind.allCases)
        to = SelectorWalker(selectors: try options.paths("to") ?? [])
        toKeys = try options.bool("toKeys") ?? false
        target = try options.components("toComponent")?.first ?? .preferences
        targetRequired = try options.bool("targetRequired") ?? false
        label = try options.string("label")
        hiddenUnder = try options.string("hiddenUnder")
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let targetDocument = set.document(target) else { return [] }
        let targetNodes = targetDocument.nodes(matching: to)
        guard !targetNodes.isEmpty || targetRequired else { return [] }
        var defined = Set<String>()
        // The object holding each value definition, for `hiddenUnder`.
        var definers: [String: JSONNodeID] = [:]
        for node in targetNodes {
            for definition in Self.texts(node, keys: toKeys, in: targetDocument) {
                defined.insert(definition.text)
                if !toKeys, definers[definition.text] == nil {
                    definers[definition.text] = targetDocument.parent(definition.node)
                }
            }
        }
        // Whether a definition shows none of its children (nothing in its `hiddenUnder` member).
        let hidesChildren = { (text: String) -> Bool in
            guard let hiddenUnder, let definer = definers[text] else { return false }
            return targetDocument.member(definer, hiddenUnder).map { targetDocument.childCount($0) == 0 } ?? true
        }
        let definedAt = JSONValue.array(to.selectors.map { .string($0.field) })
        var results: [FunctionResult] = []
        for (kind, _, document) in set.documents where searched.contains(kind) {
            let keyReferences = document.nodes(matching: keysFrom).flatMap { Self.texts($0, keys: true, in: document) }
            let hidden =
                hiddenUnder == nil
                ? [] : Self.hiddenKeys(keyReferences, in: document, defined: defined, hidesChildren: hidesChildren)
            let references =
                document.nodes(matching: from).flatMap { Self.texts($0, keys: false, in: document) } + keyReferences
            for reference in references.sorted(by: { $0.node < $1.node })
            where !defined.contains(reference.text) && !hidden.contains(reference.node) {
                results.append(
                    FunctionResult(
                        facts: [
                            "reference": .string(reference.text), "target": .string(target.rawValue),
                            "definedAt": definedAt,
                        ],
                        case: targetNodes.isEmpty ? "noTarget" : nil, node: reference.node, component: kind,
                        evidence: label.map { [JSONMember(key: $0, value: .string(reference.text))] } ?? []))
            }
        }
        return results
    }

    /// The key references (key nodes) nested in the value of another key reference whose
    /// definition hides its children (`hidesChildren`), or nested in one that is itself hidden.
    private static func hiddenKeys(
        _ keys: [(text: String, node: JSONNodeID)], in document: JSONDocument, defined: Set<String>,
        hidesChildren: (String) -> Bool
    ) -> Set<JSONNodeID> {
        // A key's value directly follows the key node.
        var keyByValue: [JSONNodeID: (text: String, node: JSONNodeID)] = [:]
        for key in keys { keyByValue[JSONNodeID(key.node.index + 1)] = key }
        var hidden = Set<JSONNodeID>()
        // Document order: an enclosing key comes before the keys nested in its value.
        for key in keys.sorted(by: { $0.node < $1.node }) {
            var ancestor = document.parent(key.node)
            while let node = ancestor, keyByValue[node] == nil { ancestor = document.parent(node) }
            guard let enclosing = ancestor.flatMap({ keyByValue[$0] }) else { continue }
            if hidden.contains(enclosing.node) || (defined.contains(enclosing.text) && hidesChildren(enclosing.text)) {
                hidden.insert(key.node)
            }
        }
        return hidden
    }

    /// The comparable texts at a node: its member keys, or its own value (strings and numbers;
    /// other kinds refer to nothing).
    private static func texts(_ node: JSONNodeID, keys: Bool, in document: JSONDocument) -> [(
        text: String, node: JSONNodeID
    )] {
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
