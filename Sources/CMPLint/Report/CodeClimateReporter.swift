/// Placeholder until the `codeclimate` format is written.
public enum CodeClimateReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        JSONReporter.render(report, options: options)
    }
}
