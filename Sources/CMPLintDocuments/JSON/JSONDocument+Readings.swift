/// Readings of document nodes shared by the engine (message facts) and functions.
extension JSONDocument {
    /// JavaScript truthiness, as Spectral's `truthy`/`falsy` use it: null, false, 0, "" are falsy;
    /// every object and array is truthy.
    package func isTruthy(_ node: JSONNodeID) -> Bool {
        switch kind(node) {
        case .null: return false
        case .bool: return bool(node) ?? false
        case .number: return (Double(numberText(node) ?? "0") ?? 0) != 0
        case .string: return !(string(node) ?? "").isEmpty
        case .object, .array: return true
        }
    }

    /// The node's JSON text, shortened for messages. Only the start of a long string is decoded,
    /// so a finding on a 30 MB value costs what one on a short value does.
    package func shortText(_ node: JSONNodeID, limit: Int = 60) -> String {
        switch kind(node) {
        case .object: return (childCount(node) == 0 ? "{}" : "{…}").shortened(to: limit)
        case .array: return (childCount(node) == 0 ? "[]" : "[…]").shortened(to: limit)
        case .string:
            // Four bytes per character and room for escapes is more than `limit` characters shown.
            guard let prefix = stringPrefix(node, maxBytes: limit * 4 + 16) else { return "" }
            let text = JSONValue.quoted(prefix.text)
            return prefix.isCut && text.count <= limit ? text + "…" : text.shortened(to: limit)
        default:
            return value(node).jsonText.shortened(to: limit)
        }
    }

    /// The type name used by the `type` function and in messages.
    package func typeName(_ node: JSONNodeID) -> String {
        switch kind(node) {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .bool: return "boolean"
        case .null: return "null"
        case .number: return JSONValue.isInteger(numberText(node) ?? "") ? "integer" : "number"
        }
    }

    /// A number written as an integer (no fraction, no exponent) that fits in an `Int`, read from
    /// the bytes without building its text (vendor lists hold tens of thousands of ids); nil for
    /// anything else. The same as `Int(numberText(node))` for integer text. Always inlined: the
    /// vendor table's loop over every id did not get it inlined otherwise.
    @inlinable @inline(__always)
    public func integer(_ node: JSONNodeID) -> Int? {
        guard kind(node) == .number else { return nil }
        return bytes.withUnsafeBufferPointer { p -> Int? in
            var i = startOffset(node.index)
            let negative = p[i] == UInt8(ascii: "-")
            if negative { i += 1 }
            var value = 0
            while i < p.count, p[i] >= UInt8(ascii: "0"), p[i] <= UInt8(ascii: "9") {
                let digit = Int(p[i] &- UInt8(ascii: "0"))
                // Accumulated negatively, so that Int.min fits too.
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
                let (next, underflow) = shifted.subtractingReportingOverflow(digit)
                if overflow || underflow { return nil }
                value = next
                i += 1
            }
            if i < p.count, p[i] == UInt8(ascii: ".") || p[i] | 0x20 == UInt8(ascii: "e") { return nil }
            if negative { return value }
            return value == Int.min ? nil : -value
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
