/// Reports a component file that is not valid JSON (RFC 8259, https://www.rfc-editor.org/rfc/rfc8259),
/// at the failing position, with the parser's account of what it expected there. The SDK cannot
/// parse such a file, so the component is unusable offline.
struct JSONSyntax: DocumentFunction {
    static let name = "jsonSyntax"
    static let summary = "The file must be valid JSON (RFC 8259), within the nesting and size limits."
    static let options: [OptionSpec] = []

    static let facts: [FactSpec] = [
        FactSpec("error", "what the parser expected and found at the failing position, e.g. \"unterminated string: expected '\"' before end of input\""),
        FactSpec("line", "the failing position's line (1-based)"),
        FactSpec("column", "the failing position's column (1-based)"),
    ]

    /// One wording; the cases tell the advice apart: `tooLarge` (over the file-size or node limit),
    /// `unreadable` (the file could not be read), `default` (the text is not JSON).
    static let messages: [String: String] = ["default": "{{error}}", "tooLarge": "{{error}}", "unreadable": "{{error}}"]

    init(options: FunctionOptions) throws(YAMLError) {}

    func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard case .failure(let error) = file.parsed else { return [] }
        return [FunctionResult(
            facts: ["error": .string(error.message), "line": .int(error.position.line), "column": .int(error.position.column)],
            case: error.cause == .syntax ? nil : error.cause.rawValue, position: error.position)]
    }
}
