import CMPLintDocuments
import CMPLintKnowledge

/// Values a rule found to be personal data whatever their shape (a customer number or an e-mail
/// address under `OT_Identifier`; `FunctionResult.personalData`), which the shape-based redaction
/// every report uses (`PersonalDataRedaction`) cannot recognise. `cmplint fix` shows the values it
/// removes in its summary and its diff: these it hides as reports hide identifiers, with the same
/// placeholder (`[redacted identifier, 12 chars]`), before the shape-based redaction runs.
package struct PersonalValues: Sendable {
    /// Placeholder by the value's JSON source between its quotes (escapes as written in the file).
    private var bySource: [String: String] = [:]
    /// Placeholder by the decoded value.
    private var byValue: [String: String] = [:]

    package var isEmpty: Bool { byValue.isEmpty }

    /// Adds the string at `node` (anything else is no value to hide).
    package mutating func add(_ node: JSONNodeID, in document: JSONDocument) {
        guard document.kind(node) == .string, let value = document.string(node), !value.isEmpty else { return }
        let placeholder = PersonalDataRedaction.placeholder(.identifier, for: value)
        let range = document.byteRange(node)
        bySource[String(decoding: document.bytes[(range.lowerBound + 1)..<(range.upperBound - 1)], as: UTF8.self)] =
            placeholder
        byValue[value] = placeholder
    }

    package mutating func formUnion(_ other: PersonalValues) {
        bySource.merge(other.bySource) { kept, _ in kept }
        byValue.merge(other.byValue) { kept, _ in kept }
    }

    /// The placeholder for a decoded value that is one of them; nil otherwise.
    package func placeholder(forValue value: String) -> String? {
        byValue[value]
    }

    /// A line of JSON source with every string literal that holds one of the values replaced by its
    /// placeholder (in its quotes): one pass over the line, each literal looked up once.
    package func redacted(jsonLine line: String) -> String {
        guard !bySource.isEmpty else { return line }
        let bytes = Array(line.utf8)
        var out: [UInt8] = []
        var copied = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            // A JSON string cannot hold a raw line break, so its closing quote is on the same line.
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard end < bytes.count else { break }
            if let placeholder = bySource[String(decoding: bytes[(index + 1)..<end], as: UTF8.self)] {
                out += bytes[copied...index]
                out += Array(placeholder.utf8)
                copied = end
            }
            index = end + 1
        }
        guard copied > 0 else { return line }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }
}
