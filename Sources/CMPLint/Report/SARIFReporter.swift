/// Placeholder until the `sarif` format is written.
public enum SARIFReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        JSONReporter.render(report, options: options)
    }
}
