import CMPLintDocuments

/// One component file of a set: where it is, which slot it fills, and its parsed document
/// (or the parse error, which the `invalid-json` rule reports).
public struct SnapshotFile: Sendable {
    /// The slot the file fills, from its name or the `--banner/--preferences/--vendors` flag.
    public let kind: ComponentKind
    /// The path as given on the command line or found under it; used in every report.
    public let path: String
    public let parsed: Result<JSONDocument, JSONParseError>

    public init(kind: ComponentKind, path: String, parsed: Result<JSONDocument, JSONParseError>) {
        self.kind = kind
        self.path = path
        self.parsed = parsed
    }

    /// Parses `bytes` as the `kind` component stored at `path`.
    public init(kind: ComponentKind, path: String, bytes: [UInt8], limits: JSONParseLimits = JSONParseLimits()) {
        let parsed: Result<JSONDocument, JSONParseError>
        do {
            parsed = .success(try JSONParser.parse(bytes, limits: limits))
        } catch {
            parsed = .failure(error)
        }
        self.init(kind: kind, path: path, parsed: parsed)
    }

    public var document: JSONDocument? { try? parsed.get() }
}
