import CMPLintDocuments

/// Where the reports that can only point at a file (Xcode, GitHub annotations, SARIF) show a
/// finding without a position: a missing component's finding, or one about the set as a whole,
/// whose file is the set's folder, goes at 1:1 of the set's first existing file in component order
/// (banner, preferences, vendors), so it still appears in an editor, on a pull request and in code
/// scanning, which show nothing for a folder. A set with no file at all keeps its folder.
package enum FindingAnchor {
    package static let origin = SourcePosition(line: 1, column: 1, offset: 0)

    package static func place(_ finding: Finding, set: LintReport.CheckedSet?) -> (
        file: String, start: SourcePosition?, end: SourcePosition?
    ) {
        if finding.start != nil { return (finding.file, finding.start, finding.end) }
        guard let file = ComponentKind.allCases.lazy.compactMap({ set?.files[$0] }).first else {
            return (finding.file, nil, nil)
        }
        return (file, origin, nil)
    }

    package static func place(_ finding: Finding, in report: LintReport) -> (
        file: String, start: SourcePosition?, end: SourcePosition?
    ) {
        place(finding, set: finding.start == nil ? report.sets.first { $0.path == finding.setPath } : nil)
    }
}
