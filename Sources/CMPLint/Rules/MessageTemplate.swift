import Foundation

/// A rule's `message` with `{{placeholders}}`, checked when the rule loads so a misspelt placeholder
/// is an error, not literal braces in every report.
public struct MessageTemplate: Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case text(String)
        case placeholder(String)
    }

    let parts: [Part]
    public let source: String

    /// Placeholders every rule may use; `expected.<key>` names the set's expectations.
    static let names = ["error", "value", "path", "property", "component", "file"]
        + SetExpectations.templateKeys.map { "expected." + $0 }

    struct UnknownPlaceholder: Error {
        let name: String
    }

    init(_ source: String) throws(UnknownPlaceholder) {
        var parts: [Part] = []
        var rest = Substring(source)
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                rest = rest[open.lowerBound...]
                break
            }
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard Self.names.contains(name) else { throw UnknownPlaceholder(name: name) }
            parts.append(.placeholder(name))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        self.parts = parts
        self.source = source
    }

    /// Fills the placeholders; unknown values (no expectation) render as "unknown".
    func render(_ values: [String: String]) -> String {
        parts.map { part in
            switch part {
            case .text(let text): return text
            case .placeholder(let name): return values[name] ?? "unknown"
            }
        }.joined()
    }
}
