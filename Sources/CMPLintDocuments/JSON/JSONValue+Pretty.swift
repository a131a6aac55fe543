extension JSONValue {
    /// Pretty-printed JSON with two-space indentation and members in their given order, so machine
    /// reports are deterministic and diff cleanly.
    public func prettyText(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .array(let items) where !items.isEmpty:
            return "[\n" + items.map { inner + $0.prettyText(indent: indent + 1) }.joined(separator: ",\n")
                + "\n\(pad)]"
        case .object(let members) where !members.isEmpty:
            return "{\n"
                + members.map { inner + JSONValue.quoted($0.key) + ": " + $0.value.prettyText(indent: indent + 1) }
                .joined(separator: ",\n") + "\n\(pad)}"
        default:
            return jsonText
        }
    }

    /// `.number` from an integer.
    public static func int(_ value: Int) -> JSONValue { .number(String(value)) }

    /// `.string`, or `.null` for nil.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
}
