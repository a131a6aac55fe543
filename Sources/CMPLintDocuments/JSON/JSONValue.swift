/// A materialised JSON value, used for rule options and literals (from YAML) and for comparing them
/// with document nodes. Numbers keep their text exactly as written; compare them with `numericValue`.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The number as a Double, for numeric comparison of differently written equal numbers (1 vs 1.0).
    public var numericValue: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }

    /// The type name used in messages and by the `type` function.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number(let text): return Self.isInteger(text) ? "integer" : "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    package static func isInteger(_ text: String) -> Bool {
        !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
    }

    /// JSON equality with numbers compared by value and object members compared as unordered sets.
    public func isJSONEqual(to other: JSONValue) -> Bool {
        switch (self, other) {
        case (.number(let a), .number(let b)):
            return a == b || (Double(a) != nil && Double(a) == Double(b))
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isJSONEqual(to: $1) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            return a.allSatisfy { m in b.contains { $0.key == m.key && $0.value.isJSONEqual(to: m.value) } }
        default:
            return self == other
        }
    }

    /// Compact JSON text, used in messages (`{{value}}`) and reports.
    public var jsonText: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let text): return text
        case .string(let s): return JSONValue.quoted(s)
        case .array(let items): return "[" + items.map(\.jsonText).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { JSONValue.quoted($0.key) + ":" + $0.value.jsonText }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string literal for `s`, escaping what RFC 8259 requires, and the other characters that
    /// act on a display (C1 controls, bidirectional overrides; `Unicode.Scalar.actsOnDisplay`), so a
    /// report read in a terminal or an editor shows them instead of obeying them. `##[` is written
    /// `##\u005b`: GitHub Actions runs it as a workflow command wherever it sees it in a log line
    /// (see `ReportText.visible`).
    public static func quoted(_ s: String) -> String {
        var out = "\""
        var hashes = 0
        for scalar in s.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.actsOnDisplay: out += scalar.jsonEscape
            case "[" where hashes >= 2: out += "\\u005b"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// One member of a JSON object, in document order.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var value: JSONValue
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }

    /// The short form for code that builds many members (SARIF, Code Climate).
    public init(_ key: String, _ value: JSONValue) {
        self.init(key: key, value: value)
    }
}
