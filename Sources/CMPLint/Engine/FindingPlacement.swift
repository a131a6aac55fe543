import CMPLintDocuments

/// What the reports of a lint run need from a set's documents once its findings are made, while
/// the documents are still loaded: each finding's columns in bytes (`Finding.ByteColumns`) and
/// each safe fix's byte edits (`FixReplacement`). Done per reported finding, so at most the
/// findings cap per rule and file; `cmplint fix`, which lints without a cap, never pays for it.
package enum FindingPlacement {
    package static func place(_ findings: [Finding], in set: SnapshotSet) -> [Finding] {
        findings.map { finding in
            guard let kind = finding.component, let start = finding.start, let document = set[kind]?.document,
                set[kind]?.path == finding.file
            else { return finding }
            var placed = finding
            placed.byteColumns = Finding.ByteColumns(
                start: document.byteColumn(atOffset: start.offset),
                end: document.byteColumn(atOffset: (finding.end ?? start).offset))
            if var fix = finding.fix, fix.applicability == .safe {
                fix.replacements = FixReplacement.of(fix, ruleId: finding.ruleId, in: document)
                placed.fix = fix
            }
            return placed
        }
    }
}

extension Finding {
    /// Start and end columns in UTF-8 bytes, 1-based.
    public struct ByteColumns: Sendable, Hashable {
        public let start: Int
        public let end: Int
    }
}
