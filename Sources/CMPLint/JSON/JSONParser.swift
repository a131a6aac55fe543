/// Limits that keep hostile or broken input from exhausting memory or time.
public struct JSONParseLimits: Sendable {
    /// Deepest allowed nesting of objects/arrays; deeper input is an error, not a stack overflow.
    public var maxDepth: Int = 512
    /// Largest accepted input in bytes (never more than 2 GiB, the node offsets' range).
    public var maxBytes: Int = 256 * 1024 * 1024

    public init(maxDepth: Int = 512, maxBytes: Int = 256 * 1024 * 1024) {
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
    }
}

/// Why a document is not valid JSON, and where: `message` says what was expected and what was
/// found, `position` is the failing byte (or the end of input).
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let position: SourcePosition

    public init(message: String, position: SourcePosition) {
        self.message = message
        self.position = position
    }

    /// "line:column: message".
    public var description: String { "\(position): \(message)" }
}

/// A strict RFC 8259 parser that records every value's byte range, for a linter whose findings must
/// point into the file. It works on bytes, stores all nodes in one flat array, validates UTF-8,
/// never recurses (nesting is bounded by `JSONParseLimits.maxDepth`), and never traps on any input.
public enum JSONParser {
    /// Offsets are stored as 32-bit values, and node indices as Int32.
    static let absoluteMaxBytes = Int(Int32.max) - 1

    public static func parse(_ bytes: [UInt8], limits: JSONParseLimits = JSONParseLimits()) throws(JSONParseError) -> JSONDocument {
        let limit = min(max(limits.maxBytes, 0), absoluteMaxBytes)
        if bytes.count > limit {
            throw JSONParseError(
                message: "input is \(bytes.count) bytes, larger than the limit of \(limit) bytes",
                position: SourcePosition(line: 1, column: 1, offset: 0))
        }
        let result: Result<JSONDocument, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
            var core = JSONParserCore(buffer: buffer, maxDepth: limits.maxDepth)
            do throws(JSONParseError) {
                try core.run()
            } catch {
                return .failure(error)
            }
            core.finishDuplicateKeys()
            return .success(JSONDocument(
                bytes: bytes, nodes: core.nodes, lineStarts: core.lineStarts,
                duplicateKeys: core.duplicateKeys.map { JSONNodeID(rawValue: $0) }))
        }
        return try result.get()
    }
}
