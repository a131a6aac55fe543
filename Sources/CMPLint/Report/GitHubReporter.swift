/// Placeholder until the `github` format is written.
public enum GitHubReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        JSONReporter.render(report, options: options)
    }
}

extension GitHubReporter {
    /// Placeholder: the Markdown appended to `$GITHUB_STEP_SUMMARY`.
    public static func stepSummary(_ report: LintReport, options: ReportOptions) -> String {
        MarkdownReporter.render(report, options: options)
    }
}
