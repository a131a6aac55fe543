import CMPLintDocuments

/// Reports repeated elements of an array, optionally compared by one member of each element
/// (`uniqueValues` compares values across a whole document).
package struct Unique: NodeFunction {
    package static let name = "unique"
    package static let summary = "An array's elements (or their member `by`) must not repeat."
    package static let options = [
        OptionSpec("by", .string, "compare this member of each element instead of the whole element")
    ]
    package static let facts = [
        FactSpec("property", "the field (or the matched key) that was checked"),
        FactSpec("by", "the `by` option"),
        FactSpec("repeated", "the repeated value (raw text for strings)"),
        FactSpec("firstIndex", "the index of the first equal element"),
    ]

    package let by: String?

    package init(options: FunctionOptions) throws(YAMLError) {
        by = try options.string("by")
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let array = target.value, target.document.kind(array) == .array else { return [] }
        let document = target.document
        var seen: [(value: JSONValue, index: Int)] = []
        var results: [FunctionResult] = []
        for (index, element) in document.elements(array).enumerated() {
            let compared: JSONNodeID?
            if let by {
                compared = document.kind(element) == .object ? document.member(element, by) : nil
            } else {
                compared = element
            }
            guard let compared else { continue }
            let value = document.value(compared)
            if let first = seen.first(where: { $0.value.isJSONEqual(to: value) }) {
                var facts: [String: JSONValue] = [
                    "property": .string(target.propertyName), "repeated": value,
                    "firstIndex": .number(String(first.index)),
                ]
                if let by { facts["by"] = .string(by) }
                results.append(FunctionResult(facts: facts, node: compared))
            } else {
                seen.append((value, index))
            }
        }
        return results
    }
}
