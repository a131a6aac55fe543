/// Placeholder until the `junit` format is written.
public enum JUnitReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        JSONReporter.render(report, options: options)
    }
}
