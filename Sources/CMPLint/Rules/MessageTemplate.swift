import CMPLintDocuments
import Foundation

/// A rule's `message`: text with `{{fact}}` placeholders that render the facts a function returns,
/// Mustache-style. Checked when the rule loads, so a misspelt fact is an error, not literal braces in
/// every report.
///
/// - `{{name}}`, `{{name.member}}`: a fact (strings as they are, lists joined with ", ", missing as
///   "unknown"); `{{name|json}}` renders JSON text (strings quoted and escaped).
/// - `{{#name}}…{{/name}}`: the inside only when the fact is present and not null, false, "", 0 or [].
/// - `{{^name}}…{{/name}}`: the inside only when it is not.
public struct MessageTemplate: Sendable, Equatable {
    package indirect enum Part: Sendable, Equatable {
        case text(String)
        case fact([String], json: Bool)
        case section([String], inverted: Bool, [Part])
    }

    package let parts: [Part]
    public let source: String

    public struct SyntaxError: Error, Equatable {
        public let message: String
        /// A misspelt fact name, for did-you-mean.
        public let unknownFact: String?
    }

    /// Parses `source`; fact roots (the part before the first `.`) must be in `facts`. Scanned
    /// byte by byte: every rule's templates are parsed whenever the ruleset loads.
    public init(_ source: String, facts: Set<String>) throws(SyntaxError) {
        var stack: [(name: [String], inverted: Bool, parts: [Part])] = [([], false, [])]
        let utf8 = source.utf8
        var rest = utf8.startIndex
        while let open = Self.find(UInt8(ascii: "{"), in: utf8, from: rest) {
            if open > rest { stack[stack.count - 1].parts.append(.text(String(source[rest..<open]))) }
            let tagStart = utf8.index(open, offsetBy: 2)
            guard let close = Self.find(UInt8(ascii: "}"), in: utf8, from: tagStart) else {
                throw SyntaxError(message: "'{{' without a closing '}}'", unknownFact: nil)
            }
            var tag = Self.trimmed(source[tagStart..<close])
            rest = utf8.index(close, offsetBy: 2)
            // Tags are read through their UTF-8 (sigils, "|" and "." are ASCII), cheaper than
            // reading them as Characters.
            let sigil = tag.utf8.first
            let isSection = sigil == UInt8(ascii: "#") || sigil == UInt8(ascii: "^") || sigil == UInt8(ascii: "/")
            if isSection { tag = Self.trimmed(tag.dropFirst()) }
            var json = false
            if !isSection, let bar = tag.utf8.firstIndex(of: UInt8(ascii: "|")) {
                let filter = Self.trimmed(tag[tag.index(after: bar)...])
                guard filter == "json" else {
                    throw SyntaxError(
                        message: "unknown filter '\(filter)' in '{{\(tag)}}' (the only filter is 'json')",
                        unknownFact: nil)
                }
                json = true
                tag = Self.trimmed(tag[..<bar])
            }
            let name = tag.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
                String(tag[$0.startIndex..<$0.endIndex])
            }
            guard let root = name.first, !root.isEmpty, !name.contains(where: \.isEmpty) else {
                throw SyntaxError(message: "empty or malformed placeholder '{{\(tag)}}'", unknownFact: nil)
            }
            guard facts.contains(root) else {
                throw SyntaxError(message: "unknown placeholder '{{\(tag)}}'", unknownFact: root)
            }
            switch sigil.map(Unicode.Scalar.init) {
            case "#", "^":
                stack.append((name, sigil == UInt8(ascii: "^"), []))
            case "/":
                guard stack.count > 1, stack[stack.count - 1].name == name else {
                    throw SyntaxError(message: "'{{/\(tag)}}' closes no open section", unknownFact: nil)
                }
                let section = stack.removeLast()
                stack[stack.count - 1].parts.append(.section(section.name, inverted: section.inverted, section.parts))
            default:
                stack[stack.count - 1].parts.append(.fact(name, json: json))
            }
        }
        if rest < utf8.endIndex { stack[stack.count - 1].parts.append(.text(String(source[rest...]))) }
        guard stack.count == 1 else {
            throw SyntaxError(
                message: "section '{{#\(stack[stack.count - 1].name.joined(separator: "."))}}' is not closed",
                unknownFact: nil)
        }
        self.parts = stack[0].parts
        self.source = source
    }

    /// Where the first pair of `brace` bytes (`{{` or `}}`) at or after `start` begins.
    private static func find(_ brace: UInt8, in utf8: String.UTF8View, from start: String.Index) -> String.Index? {
        var i = start
        while i < utf8.endIndex {
            let next = utf8.index(after: i)
            if utf8[i] == brace, next < utf8.endIndex, utf8[next] == brace { return i }
            i = next
        }
        return nil
    }

    /// `text` without leading and trailing spaces and tabs (line breaks stay, as before).
    private static func trimmed(_ text: Substring) -> String {
        // Most tags have nothing to trim: an ASCII first and last byte that is not blank says so.
        if let first = text.utf8.first, let last = text.utf8.last, first < 0x80, last < 0x80,
            first != UInt8(ascii: " "), first != UInt8(ascii: "\t"), last != UInt8(ascii: " "),
            last != UInt8(ascii: "\t")
        {
            return String(text)
        }
        let isBlank = { (c: Character) in c.isWhitespace && !c.isNewline }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// The message for these facts.
    public func render(_ facts: [String: JSONValue]) -> String {
        var out = ""
        Self.render(parts, facts, into: &out)
        return out
    }

    private static func render(_ parts: [Part], _ facts: [String: JSONValue], into out: inout String) {
        for part in parts {
            switch part {
            case .text(let text):
                out += text
            case .fact(let name, let json):
                guard let value = lookup(name, facts) else {
                    out += "unknown"
                    continue
                }
                out += json ? value.jsonText : text(value)
            case .section(let name, let inverted, let inner):
                if isTruthy(lookup(name, facts)) != inverted { render(inner, facts, into: &out) }
            }
        }
    }

    package static func lookup(_ name: [String], _ facts: [String: JSONValue]) -> JSONValue? {
        guard var value = facts[name[0]] else { return nil }
        for key in name.dropFirst() {
            guard case .object(let members) = value, let next = members.first(where: { $0.key == key }) else {
                return nil
            }
            value = next.value
        }
        return value
    }

    package static func isTruthy(_ value: JSONValue?) -> Bool {
        switch value {
        case nil, .null?, .bool(false)?, .string("")?: return false
        case .number(let text)?: return (Double(text) ?? 0) != 0
        case .array(let items)?: return !items.isEmpty
        default: return true
        }
    }

    /// Plain text of a fact: strings unquoted, lists joined with ", ", objects as JSON.
    package static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): return s
        case .array(let items): return items.map(text).joined(separator: ", ")
        default: return value.jsonText
        }
    }
}
