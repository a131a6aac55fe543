import CMPLintDocuments

/// One byte edit of a finding's safe fix, placed for the reports that carry fixes for a reviewer to
/// accept (SARIF `fixes`, rdjson `suggestions`): the bytes `start..<end` of the file as it was
/// linted give way to `text`, exactly as `cmplint fix` edits them when it makes this fix alone.
public struct FixReplacement: Sendable, Hashable {
    /// A byte offset with its line and column in Unicode scalars (`position`) and in bytes.
    public struct Place: Sendable, Hashable {
        public let position: SourcePosition
        public let byteColumn: Int

        init(_ offset: Int, in document: JSONDocument) {
            position = document.position(atOffset: offset)
            byteColumn = document.byteColumn(atOffset: offset)
        }
    }

    public let start: Place
    public let end: Place
    public let text: String

    /// The replacements `fix` makes on `document` when it is the only fix asked for (a removal
    /// takes the separating comma and whitespace with it, see `JSONEditPlan`).
    package static func of(_ fix: FindingFix, ruleId: String, in document: JSONDocument) -> [FixReplacement] {
        JSONEditPlan(document: document, requests: [JSONEditPlan.Request(fix: fix, ruleId: ruleId)]).edits.map {
            FixReplacement(
                start: Place($0.range.lowerBound, in: document), end: Place($0.range.upperBound, in: document),
                text: String(decoding: $0.replacement, as: UTF8.self))
        }
    }
}
