/// Limits that keep hostile or broken input from exhausting memory or time.
public struct JSONParseLimits: Sendable, Equatable {
    /// Real CMP API snapshots are a few MB (a full IAB vendor list is about 1–3 MB), so 32 MB is
    /// ten times the largest real one, and a lint run that reads it stays within a few hundred MB.
    public static let defaultMaxBytes = 32 * 1024 * 1024
    /// Real snapshots have about one node per 10 bytes; one per 4 bytes of `maxBytes` leaves room
    /// for dense but real documents while bounding node storage (4 bytes a node) by the file limit.
    public static let bytesPerNode = 4
    /// `maxNodes` for small `maxBytes` (tests, tiny files) never drops below this.
    public static let minimumMaxNodes = 1024

    /// Deepest allowed nesting of objects/arrays; deeper input is an error, not a stack overflow.
    public var maxDepth: Int
    /// Largest accepted input in bytes (never more than 256 MB, the node offsets' range).
    public var maxBytes: Int
    /// Most values and keys in one document.
    public var maxNodes: Int

    /// `maxNodes` defaults to one per `bytesPerNode` bytes of `maxBytes`.
    public init(maxDepth: Int = 512, maxBytes: Int = defaultMaxBytes, maxNodes: Int? = nil) {
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
        self.maxNodes = maxNodes ?? max(Self.minimumMaxNodes, maxBytes / Self.bytesPerNode)
    }
}

/// Why a document is not valid JSON, and where: `message` says what was expected and what was
/// found, `position` is the failing byte (or the end of input).
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let position: SourcePosition
    public let cause: Cause

    /// Why the file is no document, which decides the advice: its text, its size, or its reading.
    public enum Cause: String, Sendable {
        /// The text is not JSON (or nests deeper than the limit).
        case syntax
        /// The file is larger than the file-size limit, or holds more values than the node limit.
        case tooLarge
        /// The file could not be read (a broken link, a FIFO, no permission).
        case unreadable
    }

    public init(message: String, position: SourcePosition, cause: Cause = .syntax) {
        self.message = message
        self.position = position
        self.cause = cause
    }

    /// "line:column: message".
    public var description: String { "\(position): \(message)" }

    /// What the parser says of an input with no value at all: empty, or only whitespace (and a BOM).
    package static let noValueMessage = "expected a JSON value, found end of input"

    /// Whether the input held no value at all: an empty or whitespace-only file.
    public var isEmptyInput: Bool { message == Self.noValueMessage }
}

/// A strict RFC 8259 parser that records every value's byte range, for a linter whose findings must
/// point into the file. It works on bytes, stores the nodes in a compact table (`JSONNodeTable`),
/// validates UTF-8, never recurses (nesting is bounded by `JSONParseLimits.maxDepth`), bounds the
/// node count (`maxNodes`), and never traps on any input.
public enum JSONParser {
    /// Node starts are stored in 28 bits (`JSONNodeTable`), so every start is below 256 MB.
    package static let absoluteMaxBytes = 1 << Int(JSONNodeTable.offsetBits)

    /// Parses `bytes`, which the document then keeps (no copy is made).
    public static func parse(_ bytes: [UInt8], limits: JSONParseLimits = JSONParseLimits()) throws(JSONParseError)
        -> JSONDocument
    {
        let limit = min(max(limits.maxBytes, 0), absoluteMaxBytes)
        if bytes.count > limit {
            throw JSONParseError(
                message: "input is \(bytes.count) bytes, larger than the limit of \(limit) bytes",
                position: SourcePosition(line: 1, column: 1, offset: 0), cause: .tooLarge)
        }
        let result: Result<JSONDocument, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
            var core = JSONParserCore(
                buffer: buffer, maxDepth: limits.maxDepth, maxNodes: min(max(limits.maxNodes, 1), Int(Int32.max)))
            do throws(JSONParseError) {
                try core.run()
            } catch {
                return .failure(error)
            }
            core.finishDuplicateKeys()
            core.table.finish()
            let lines = JSONLineIndex(lineStarts: core.lineStarts, bytes: buffer, isASCII: !core.sawNonASCII)
            return .success(
                JSONDocument(bytes: bytes, table: core.table, lines: lines, duplicateKeys: core.duplicateKeys))
        }
        return try result.get()
    }
}
