import CMPLintDocuments

/// Reports a component file that is not valid JSON (RFC 8259, https://www.rfc-editor.org/rfc/rfc8259),
/// at the failing position, with the parser's account of what it expected there. The SDK cannot
/// parse such a file, so the component is unusable offline.
///
/// A file with no value at all (empty, or only whitespace) gets the case `empty` at 1:1: the likely
/// cause is a `304 Not Modified` saved as the snapshot. The CMP API's GETs honour `If-None-Match`
/// and answer 304 with an empty body (OneTrust changelog cmpapi-202610.1.0,
/// https://developer.onetrust.com/onetrust/changelog/october-26-2026-cmpapi-20261010, confirmed),
/// so a capture client that sends the ETag of an earlier capture saves nothing.
package struct JSONSyntax: DocumentFunction {
    package static let name = "jsonSyntax"
    package static let summary = "The file must be valid JSON (RFC 8259), within the nesting and size limits."
    package static let options: [OptionSpec] = []

    package static let facts: [FactSpec] = [
        FactSpec(
            "error",
            "what the parser expected and found at the failing position, e.g. \"unterminated string: expected '\"' before end of input\""
        ),
        FactSpec("line", "the failing position's line (1-based)"),
        FactSpec("column", "the failing position's column (1-based)"),
        FactSpec("bytes", "empty: the file's size in bytes (0, or its whitespace)"),
    ]

    /// `empty` (no JSON value at all), `tooLarge` (over the file-size or node limit), `unreadable`
    /// (the file could not be read), `default` (the text is not JSON).
    package static let messageCases = ["empty", "tooLarge", "unreadable"]

    package init(options: FunctionOptions) throws(YAMLError) {}

    package func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard case .failure(let error) = file.parsed else { return [] }
        if error.isEmptyInput {
            return [
                FunctionResult(
                    facts: [
                        "error": .string(error.message), "line": .int(1), "column": .int(1),
                        "bytes": .int(error.position.offset),
                    ],
                    case: "empty", position: SourcePosition(line: 1, column: 1, offset: 0))
            ]
        }
        return [
            FunctionResult(
                facts: [
                    "error": .string(error.message), "line": .int(error.position.line),
                    "column": .int(error.position.column),
                ],
                case: error.cause == .syntax ? nil : error.cause.rawValue, position: error.position)
        ]
    }
}
