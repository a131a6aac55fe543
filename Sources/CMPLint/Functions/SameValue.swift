import CMPLintDocuments
import CMPLintPaths

/// Reports a value that differs between components: for each of `paths`, the first component of
/// `components` (in the order listed) that has a value there is the reference, and every other
/// component whose value differs is reported at its value. A component without the path (or with
/// `null` there) is not compared. A path that matches several nodes in a document uses the first.
/// Values are compared as JSON (`"1"` is not `1`). Only files that hold their component's CMP API
/// response are compared (`ResponseContent`): legacy data, another component's response or an
/// error response is reported by the component rules, not compared field by field.
package struct SameValue: SetFunction {
    package static let name = "sameValue"
    package static let summary =
        "The value at each of `paths` must be the same in every component of `components` (the first one that has a value is the reference)."
    package static let options: [OptionSpec] = [
        OptionSpec(
            "paths", .paths,
            "the paths (or #Aliases) to compare; each one is compared across the components on its own", required: true),
        OptionSpec(
            "components", .someOf(ComponentKind.allCases.map(\.rawValue)),
            "the components to compare, the reference first",
            default: .array(ComponentKind.allCases.map { .string($0.rawValue) })),
    ]
    package static let facts: [FactSpec] = [
        FactSpec("field", "the compared path without the leading '$.', e.g. appConfig.regionCode"),
        FactSpec("actual", "the value in the reported component"),
        FactSpec("reference", "the value in the reference component"),
        FactSpec("referenceComponent", "the component whose value is the reference"),
    ]

    /// Each path with its own walker.
    package let paths: [(selector: PathSelector, walker: SelectorWalker)]
    package let components: [ComponentKind]

    package init(options: FunctionOptions) throws(YAMLError) {
        paths = (try options.paths("paths") ?? []).map { ($0, SelectorWalker(selectors: [$0])) }
        components = try options.components("components") ?? ComponentKind.allCases
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        let documents = components.compactMap { kind in set.response(kind).map { (kind: kind, document: $0) } }
        var results: [FunctionResult] = []
        for path in paths {
            let values = documents.compactMap { entry -> (kind: ComponentKind, value: JSONValue, node: JSONNodeID)? in
                guard let node = entry.document.firstNode(matching: path.walker) else { return nil }
                let value = entry.document.value(node)
                if case .null = value { return nil }
                return (entry.kind, value, node)
            }
            guard let reference = values.first else { continue }
            for other in values.dropFirst() where !other.value.isJSONEqual(to: reference.value) {
                results.append(
                    FunctionResult(
                        facts: [
                            "field": .string(path.selector.field), "actual": other.value, "reference": reference.value,
                            "referenceComponent": .string(reference.kind.rawValue),
                        ],
                        node: other.node, component: other.kind,
                        evidence: [
                            JSONMember(key: reference.kind.rawValue, value: reference.value),
                            JSONMember(key: other.kind.rawValue, value: other.value),
                        ]))
            }
        }
        return results
    }
}
