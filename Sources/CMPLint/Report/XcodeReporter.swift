import CMPLintDocuments

/// The `xcode` format: one `PATH:LINE:COL: error|warning|note: MESSAGE (RULE-ID)` line per active
/// finding, the form clang and swiftc print, so Xcode and `swift build` (through the SwiftPM
/// build-tool plugin) show findings inline in the snapshot files.
///
/// - Paths are absolute, resolved against `options.workingDirectory` and standardised lexically
///   (`.` and `..` removed, no file-system access), because a build log is read from another directory
///   than the one the tool ran in.
/// - `info` and `hint` become `note`: compilers know only three levels.
/// - A finding without a position (a missing component: its file is the set's folder) is placed
///   as `FindingAnchor` says; a set with no file at all keeps the folder path at 1:1.
/// - Paths and messages are shown `ReportText.visible` (one line, no terminal controls); suppressed
///   findings and summaries are not printed.
public enum XcodeReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        var out = ""
        for finding in report.findings {
            let (file, line, column) = place(of: finding, in: report)
            let path = absolutePath(file, against: options.workingDirectory)
            let message = ReportText.visible(finding.message)
            out +=
                "\(ReportText.visible(path)):\(line):\(column): \(level(finding.severity)): \(message) (\(ReportText.visible(finding.ruleId)))\n"
        }
        return out
    }

    /// The diagnostic level Xcode understands for a severity.
    package static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .hint: return "note"
        }
    }

    /// The file, line and column a finding is shown at (see the type's comment for unplaced findings).
    package static func place(of finding: Finding, in report: LintReport) -> (file: String, line: Int, column: Int) {
        let place = FindingAnchor.place(finding, in: report)
        let start = place.start ?? FindingAnchor.origin
        return (place.file, start.line, start.column)
    }

    /// `path` made absolute against `directory` and standardised without touching the file system.
    package static func absolutePath(_ path: String, against directory: String) -> String {
        ReportPath.normalize(path.hasPrefix("/") ? path : directory + "/" + path)
    }
}
