import Foundation

/// One line of a TOML file read for the few forms a Gradle version catalog uses
/// (https://toml.io/en/v1.0.0): a `[section]` header, or `key = value` where the value is a basic
/// or literal string or a one-line inline table of such strings. Anything else (arrays, nested
/// tables, multi-line strings, escapes) reads as nothing, never as a wrong value.
package struct TOMLLine {
    let text: Substring

    package init(_ line: String) {
        text = Substring(line.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    package var sectionHeader: String? {
        guard text.hasPrefix("["), let close = text.firstIndex(of: "]") else { return nil }
        return text[text.index(after: text.startIndex)..<close].trimmingCharacters(in: .whitespaces)
    }

    /// `key = value`, the key without quotes; nil for a comment, a blank line or anything else.
    package var keyValue: (String, Substring)? {
        guard !text.hasPrefix("#"), let equals = text.firstIndex(of: "=") else { return nil }
        var key = text[..<equals].trimmingCharacters(in: .whitespaces)
        if key.count >= 2, key.hasPrefix("\""), key.hasSuffix("\"") { key = String(key.dropFirst().dropLast()) }
        return (key, Substring(text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)))
    }

    /// A whole value that is one string without escapes; nil otherwise.
    package static func string(_ value: Substring) -> String? {
        let value = Substring(stripComment(value).trimmingCharacters(in: .whitespaces))
        guard let quote = value.first, quote == "\"" || quote == "'", value.count >= 2, value.last == quote else {
            return nil
        }
        let inner = value.dropFirst().dropLast()
        guard !inner.contains(quote), !inner.contains("\\") else { return nil }
        return String(inner)
    }

    /// `{ a = "x", b.c = "y" }` as its keys and string values; nil when it is no inline table, or
    /// a field holds anything but a string (a nested table: a rich version).
    package static func inlineTable(_ value: Substring) -> [String: String]? {
        let value = Substring(stripComment(value).trimmingCharacters(in: .whitespaces))
        guard value.hasPrefix("{"), value.hasSuffix("}") else { return nil }
        var fields: [String: String] = [:]
        for field in value.dropFirst().dropLast().split(separator: ",") {
            guard let line = TOMLLine(String(field)).keyValue, let text = string(line.1) else { return nil }
            fields[line.0] = text
        }
        return fields
    }

    /// The value without a trailing `# comment` outside quotes.
    static func stripComment(_ value: Substring) -> Substring {
        var quote: Character?
        for index in value.indices {
            let character = value[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                return value[..<index]
            }
        }
        return value
    }
}
