import ArgumentParser
import CMPLint
import CMPLintDocuments

/// How a lint run judges and reports its findings: report formats, fail severity, warning limit,
/// whether what each set is meant for must be known, statistics, quiet, findings per rule, baseline, colour. `lint`,
/// `fix` (through `LintOptions`) and `capture` (which lints what it captured) take the same flags from here, so they
/// cannot drift.
public struct LintReportingOptions: ParsableArguments {
    public init() {}

    @Option(
        name: [.customLong("format"), .customShort("f")],
        help: ArgumentHelp(
            "Report format, optionally with a file: NAME or NAME=FILE. Repeatable (one may go to standard output).",
            discussion: "Formats: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "name[=file]"))
    public var formats: [ReportRequest] = []

    @Option(
        name: [.long, .customShort("o")], help: "Write the (single) report to this file instead of standard output.")
    public var output: String?

    @Option(
        help:
            "Fail (exit 1) on findings at or above this severity: error, warning (or warn), info, hint (default: the config's failSeverity, else error)."
    )
    public var failSeverity: Severity?

    @Flag(help: "Fail on warnings too: the same as --fail-severity warning.")
    public var strict = false

    @Option(
        help: ArgumentHelp(
            "Fail (exit 1) when there are more than N warnings, whatever the fail severity (as ESLint's --max-warnings).",
            valueName: "n"))
    public var maxWarnings: Int?

    @Flag(
        help:
            "Fail (an error) when a set's country or language is unknown, instead of reporting it as an info (as the config's requireMeantFor)."
    )
    public var requireMeantFor = false

    @Flag(help: "Count the findings per rule instead of listing them (stylish).")
    public var statistics = false

    @Flag(
        name: [.long, .customShort("q")],
        help: "Show only findings at or above the fail severity; print nothing when there are none.")
    public var quiet = false

    @Option(
        help:
            "Show at most this many findings of one rule per file; one more finding counts the rest (default: the config's maxFindingsPerRule, else 100)."
    )
    public var maxFindingsPerRule: Int?

    @Option(
        help: "Baseline file: the findings it records are suppressed, not failures; those gone are reported as fixed.",
        completion: .file(extensions: ["json"]))
    public var baseline: String?

    @Option(help: "Colour: auto, always, never.")
    public var color: ColorMode = .auto

    /// Sets these options on `request`.
    public func apply(to request: inout LintRequest) throws(LintError) {
        if strict, let failSeverity, failSeverity != .warning {
            throw LintError(
                "--strict means --fail-severity warning; it cannot go with --fail-severity \(failSeverity.rawValue)")
        }
        if let maxWarnings, maxWarnings < 0 {
            throw LintError("--max-warnings: must be 0 or more, found \(maxWarnings)")
        }
        request.baselineFile = baseline
        request.failSeverity = strict ? .warning : failSeverity
        request.maxWarnings = maxWarnings
        if requireMeantFor { request.requireMeantFor = true }
        request.statistics = statistics
        request.terminalWidth = TerminalWidth.standardOutput
        request.quiet = quiet
        request.maxFindingsPerRule = maxFindingsPerRule
        request.reports = try ReportRequest.resolve(formats, output: output)
        request.colorStandardOutput = color.enabled(forStandardOutput: true)
    }
}

extension ReportRequest: ExpressibleByArgument {
    public static var allValueStrings: [String] { ReportFormat.allCases.map(\.rawValue) }
    /// The format names complete; `FORMAT=FILE` is typed on.
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

extension Severity: ExpressibleByArgument {
    /// The severity names, and `warn` for warning as Spectral's and ESLint's users type it.
    public init?(argument: String) {
        self.init(rawValue: argument == "warn" ? "warning" : argument)
    }
}
