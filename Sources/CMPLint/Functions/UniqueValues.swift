import CMPLintDocuments
import CMPLintPaths

/// Reports a value that another place of the same document already holds, among every value the
/// `paths` select (e.g. each purpose's `groupId`, children included): each repeat at its own place,
/// with where the first one is.
package struct UniqueValues: DocumentFunction {
    package static let name = "uniqueValues"
    package static let summary = "No two values selected by `paths` in one document may be equal."
    package static let options = [
        OptionSpec("paths", .paths, "where the values are (paths or #Aliases)", required: true),
        OptionSpec(
            "label", .string,
            "what the values are called in evidence (e.g. groupId); without it evidence names only the first place"),
    ]
    package static let facts = [
        FactSpec("repeated", "the repeated value (raw text for strings)"),
        FactSpec("first", "the JSON Pointer of the first equal value"),
        FactSpec("firstAt", "line:column of the first equal value"),
    ]

    package let paths: SelectorWalker
    package let label: String?

    package init(options: FunctionOptions) throws(YAMLError) {
        paths = SelectorWalker(selectors: try options.paths("paths") ?? [])
        label = try options.string("label")
    }

    package func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard let document = file.document else { return [] }
        let nodes = document.nodes(matching: paths)
        var first: [JSONValue: JSONNodeID] = [:]
        var results: [FunctionResult] = []
        for node in nodes {
            let value = document.value(node)
            guard let earlier = first[value] else {
                first[value] = node
                continue
            }
            let pointer = document.pointer(earlier)
            let at = document.start(earlier).description
            var evidence = [
                JSONMember(key: "first", value: .string(pointer)), JSONMember(key: "firstAt", value: .string(at)),
            ]
            if let label { evidence.insert(JSONMember(key: label, value: value), at: 0) }
            results.append(
                FunctionResult(
                    facts: ["repeated": value, "first": .string(pointer), "firstAt": .string(at)],
                    node: node, evidence: evidence))
        }
        return results
    }
}
