/// Placeholder until the `markdown` format is written.
public enum MarkdownReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        JSONReporter.render(report, options: options)
    }
}
