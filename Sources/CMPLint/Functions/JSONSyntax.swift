/// Reports a component file that is not valid JSON (RFC 8259), at the failing position. The SDK
/// cannot parse such a file, so the component is unusable offline.
struct JSONSyntax: DocumentFunction {
    static let name = "jsonSyntax"
    static let level = FunctionLevel.document
    static let summary = "The file must be valid JSON (RFC 8259), within the nesting and size limits."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard case .failure(let error) = file.parsed else { return [] }
        return [FunctionResult(message: error.message, position: error.position)]
    }
}
