import ArgumentParser
import CMPLint

/// The options `lint` and `fix` share: what to read, what the sets are meant for, configuration,
/// suppressions, reports. Both map them to one `LintRequest`.
struct LintOptions: ParsableArguments {
    @OptionGroup var sets: SetPathOptions
    @OptionGroup var reading: SetReadingOptions

    @Option(name: .customLong("format"), help: ArgumentHelp(
        "Report format, optionally with a file: NAME or NAME=FILE. Repeatable (one may go to standard output).",
        discussion: "Formats: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "name[=file]"))
    var formats: [ReportRequest] = []

    @Option(help: "Write the (single) report to this file instead of standard output.")
    var output: String?

    @Option(help: "Fail (exit 1) on findings at or above this severity: error, warning, info, hint (default: the config's failSeverity, else error).")
    var failSeverity: Severity?

    @Flag(help: "Show only findings at or above the fail severity; print nothing when there are none.")
    var quiet = false

    @Option(help: "Show at most this many findings of one rule per file; one more finding counts the rest (default: the config's maxFindingsPerRule, else 100).")
    var maxFindingsPerRule: Int?

    @Option(help: "Baseline file: the findings it records are suppressed, not failures; those gone are reported as fixed.")
    var baseline: String?

    @Option(help: "Colour: auto, always, never.")
    var color: ColorMode = .auto

    /// The request these options ask for.
    func request(writeBaseline: String? = nil) throws(LintError) -> LintRequest {
        var request = try reading.request(paths: sets.paths, explicitFiles: sets.explicitFiles)
        request.baselineFile = baseline
        request.failSeverity = failSeverity
        request.quiet = quiet
        request.maxFindingsPerRule = maxFindingsPerRule
        request.reports = try ReportRequest.resolve(formats, output: output)
        request.colorStandardOutput = color.enabled(forStandardOutput: true)
        request.writeBaseline = writeBaseline
        return request
    }
}
