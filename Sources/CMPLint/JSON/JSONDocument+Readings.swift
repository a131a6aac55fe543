/// Readings of document nodes shared by the engine (message facts) and functions.
extension JSONDocument {
    /// JavaScript truthiness, as Spectral's `truthy`/`falsy` use it: null, false, 0, "" are falsy;
    /// every object and array is truthy.
    func isTruthy(_ node: JSONNodeID) -> Bool {
        switch kind(node) {
        case .null: return false
        case .bool: return bool(node) ?? false
        case .number: return (Double(numberText(node) ?? "0") ?? 0) != 0
        case .string: return !(string(node) ?? "").isEmpty
        case .object, .array: return true
        }
    }

    /// The node's JSON text, shortened for messages.
    func shortText(_ node: JSONNodeID, limit: Int = 60) -> String {
        let text: String
        switch kind(node) {
        case .object: text = childCount(node) == 0 ? "{}" : "{…}"
        case .array: text = childCount(node) == 0 ? "[]" : "[…]"
        default: text = value(node).jsonText
        }
        return text.shortened(to: limit)
    }

    /// The type name used by the `type` function and in messages.
    func typeName(_ node: JSONNodeID) -> String {
        switch kind(node) {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .bool: return "boolean"
        case .null: return "null"
        case .number: return JSONValue.isInteger(numberText(node) ?? "") ? "integer" : "number"
        }
    }

    /// The node at a member path from the root (`["appConfig", "countryCode"]`); nil if any step is
    /// missing or not an object.
    public func node(atPath path: [String]) -> JSONNodeID? {
        var current = root
        for key in path {
            guard kind(current) == .object, let next = member(current, key) else { return nil }
            current = next
        }
        return current
    }
}
