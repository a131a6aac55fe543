/// Placeholder until the `xcode` format is written.
public enum XcodeReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        JSONReporter.render(report, options: options)
    }
}
