/// A JSON value written as block YAML (YAML 1.2, https://yaml.org/spec/1.2.2/): mappings as
/// `key: value`, sequences as `- item`, strings plain when they cannot be read as anything else
/// and JSON-quoted otherwise (a JSON string is a valid YAML double-quoted scalar).
package enum YAMLText {
    package static func render(_ value: JSONValue) -> String {
        lines(value, indent: "").joined(separator: "\n") + "\n"
    }

    private static func lines(_ value: JSONValue, indent: String) -> [String] {
        switch value {
        case .object(let members) where !members.isEmpty:
            return members.flatMap { member -> [String] in
                let key = indent + scalar(.string(member.key)) + ":"
                if isBlock(member.value) {
                    let nested = indent + (member.value.isArray ? "" : "  ")
                    return [key] + lines(member.value, indent: nested)
                }
                return [key + " " + scalar(member.value)]
            }
        case .array(let items) where !items.isEmpty:
            return items.flatMap { item -> [String] in
                guard isBlock(item) else { return [indent + "- " + scalar(item)] }
                var nested = lines(item, indent: indent + "  ")
                nested[0] = indent + "- " + nested[0].dropFirst(indent.count + 2)
                return nested
            }
        default:
            return [indent + scalar(value)]
        }
    }

    private static func isBlock(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let members): return !members.isEmpty
        case .array(let items): return !items.isEmpty
        default: return false
        }
    }

    /// A scalar, or `{}`/`[]` for an empty collection.
    private static func scalar(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return isPlain(text) ? text : JSONValue.quoted(text)
        case .object: return "{}"
        case .array: return "[]"
        default: return value.jsonText
        }
    }

    /// Letters, digits and `-_./ @` only, not starting with a space, `-` or a digit-like word, and
    /// not a word YAML reads as null or a boolean.
    private static func isPlain(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "/" || first == "." || first == "_" else {
            return false
        }
        guard !text.hasSuffix(" "), !text.contains(": "), !text.contains(" #") else { return false }
        let reserved = ["null", "true", "false", "yes", "no", "on", "off", "y", "n", "~"]
        guard !reserved.contains(text.lowercased()) else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./ @*".contains($0)) }
    }
}

extension JSONValue {
    fileprivate var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
