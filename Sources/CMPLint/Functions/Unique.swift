/// Reports repeated elements of an array, optionally compared by one member of each element.
struct Unique: NodeFunction {
    static let name = "unique"
    static let level = FunctionLevel.node
    static let summary = "An array's elements (or their member `by`) must not repeat."

    let by: String?

    init(options: FunctionOptions) throws(YAMLError) {
        by = try options.string("by")
        try options.finish()
    }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let array = target.value, target.document.kind(array) == .array else { return [] }
        let document = target.document
        var seen: [(value: JSONValue, index: Int)] = []
        var results: [FunctionResult] = []
        for (index, element) in document.elements(array).enumerated() {
            let compared: JSONNodeID?
            if let by { compared = document.kind(element) == .object ? document.member(element, by) : nil } else { compared = element }
            guard let compared else { continue }
            let value = document.value(compared)
            if let first = seen.first(where: { $0.value.isJSONEqual(to: value) }) {
                let what = by.map { "'\($0)' " } ?? ""
                results.append(FunctionResult(
                    message: "\(what)\(document.shortText(compared)) repeats element \(first.index) of '\(target.propertyName)'",
                    node: compared))
            } else {
                seen.append((value, index))
            }
        }
        return results
    }
}
