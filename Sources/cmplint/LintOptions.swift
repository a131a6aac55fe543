import ArgumentParser
import CMPLint

/// The options `lint` and `fix` share: what to read, what the sets are meant for, configuration,
/// suppressions, reports. Both map them to one `LintRequest`.
struct LintOptions: ParsableArguments {
    @Argument(help: "Set folders, snapshot files, or folders searched recursively for sets.")
    var paths: [String] = []

    @Option(help: "The banner snapshot, when not found by name.") var banner: String?
    @Option(help: "The preferences snapshot, when not found by name.") var preferences: String?
    @Option(help: "The vendors snapshot, when not found by name.") var vendors: String?

    @Option(help: "Country the sets are meant for (ISO 3166-1 alpha-2, e.g. DE).") var country: String?
    @Option(help: "Region within the country (e.g. CA).") var region: String?
    @Option(help: "Language the sets are meant for (BCP 47, e.g. de, pt-BR).") var language: String?

    @Option(help: "Config file (default: the nearest .cmplint.yml from the working directory up).")
    var config: String?

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

    @Option(help: "Ignore file (default: the nearest .cmplint-ignore.yml from the working directory up).")
    var ignoreFile: String?

    @Option(help: "Baseline file: the findings it records are suppressed, not failures; those gone are reported as fixed.")
    var baseline: String?

    @Flag(help: "Show whole consent strings and identifiers in reports (support work). Off: kind, length, a short prefix and decoded metadata only.")
    var showPersonalData = false

    @Option(help: ArgumentHelp("The largest snapshot or baseline file read, e.g. 64MB (default: the config's maxFileSize, else 32MB).",
                               valueName: "size"))
    var maxFileSize: String?

    @Option(help: "Colour: auto, always, never.")
    var color: ColorMode = .auto

    /// The request these options ask for.
    func request(writeBaseline: String? = nil) throws(LintError) -> LintRequest {
        var explicit: [ComponentKind: String] = [:]
        explicit[.banner] = banner
        explicit[.preferences] = preferences
        explicit[.vendors] = vendors
        return LintRequest(
            paths: paths, explicitFiles: explicit,
            expectations: try LintRequest.expectations(country: country, region: region, language: language),
            configFile: config, revealPersonalData: showPersonalData, ignoreFile: ignoreFile, baselineFile: baseline,
            failSeverity: failSeverity, quiet: quiet, maxFindingsPerRule: maxFindingsPerRule, reports: try ReportRequest.resolve(formats, output: output),
            colorStandardOutput: color.enabled(forStandardOutput: true), writeBaseline: writeBaseline,
            maxFileSize: try LintRequest.maxFileSize(maxFileSize))
    }
}
