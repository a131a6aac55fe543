import CMPLintDocuments
import Foundation

/// Runs a `LintRequest`: configuration → discovery (`LintSetup`) → parsing → engine → suppressions
/// → the run's decisions (fail severity, `--quiet`, baseline, reports, exit status), data flowing
/// one way. `FixRunner` shares the setup and the decisions.
public enum LintRunner {
    public static func run(_ request: LintRequest) throws(LintError) -> LintOutcome {
        let request = try withChanges(request)
        // Each set with its nearest config (`ConfigurationSplit`): one setup and report per config.
        var setups: [LintSetup] = []
        var reports: [LintReport] = []
        for (part, setup) in try LintSetup.perConfig(request) {
            let report = try setup.linter.lint(
                sources: setup.sources, revealPersonalData: part.revealPersonalData, limits: setup.limits,
                run: setup.run, progress: part.progress
            ) { source in
                expectations(for: source, request: part, configuration: setup.configuration)
            }
            setups.append(setup)
            reports.append(setup.suppress(report, part))
        }
        var setup = setups[0]
        let suppressed = reports.count == 1 ? reports[0] : LintReport(combining: reports)
        setup.inputs = LintSetup.inputs(of: setups)
        var outcome = self.outcome(suppressed, request: request, setup: setup)
        if let changes = request.changedFiles {
            outcome.tellChanges(changes, linted: setups.flatMap(\.sources).count, request: request)
        }
        if let file = request.writeBaseline {
            // Everything found in the snapshots now, whether a previous baseline covered it or not;
            // ignore entries keep theirs, and findings about ignore entries are no snapshot's.
            let aboutIgnoreEntries = Set(
                setups.flatMap(\.ruleset.rules).filter { $0.scope == .suppressions }.map(\.id))
            let known = suppressed.allFindings.filter {
                $0.suppression?.kind != .ignoreFile && !aboutIgnoreEntries.contains($0.ruleId)
            }
            let location = request.resolved(file)
            let baseline = Baseline.recording(known, at: location, workingDirectory: request.workingDirectory)
            // The findings are recorded, not failed on: a stylish report on standard output would
            // read as a failing run, so the one-line confirmation takes its place.
            if request.reports.contains(where: { $0.path == nil && $0.format == .stylish }) {
                outcome.outputs.removeAll { $0.destination == .standardOutput }
            }
            outcome.outputs.append(.init(destination: .file(location), text: baseline.json))
            outcome.notices.append(
                "wrote \(known.count) \(ReportText.plural(known.count, "finding")) to the baseline \(file)"
                    + (Self.severityCounts(known).map { " (\($0))" } ?? "")
                    + "; runs with --baseline \(file) report only findings that are not in it")
            outcome.exitStatus = 0
        }
        return outcome
    }

    /// `request` with the changes `--changed` names read from git; `--changed` takes PATHs only,
    /// and never writes a baseline, which would drop the findings of the sets left out.
    private static func withChanges(_ request: LintRequest) throws(LintError) -> LintRequest {
        guard let base = request.changedSince else { return request }
        guard request.explicitFiles.isEmpty else {
            throw LintError("--changed lints the sets found under PATHs, not --banner, --preferences or --vendors")
        }
        guard request.writeBaseline == nil else {
            throw LintError(
                "--write-baseline records every set's findings: run it without --changed, which lints only some sets")
        }
        var request = request
        request.changedFiles = try ChangedFiles.since(base, in: request.workingDirectory)
        return request
    }
    /// The run's decisions on a report: fail severity, `--quiet`, the reports rendered (by `render`,
    /// which fix runs extend with their summary) and the exit status.
    package static func outcome(
        _ report: LintReport, request: LintRequest, setup: LintSetup,
        render: (ReportFormat, LintReport, ReportOptions) -> String = { $0.render($1, options: $2) }
    ) -> LintOutcome {
        let threshold = request.failSeverity ?? setup.configuration.failSeverity ?? .error
        let shown = request.quiet ? report.keeping(atLeast: threshold) : report
        var outputs: [LintOutcome.Output] = []
        let today = HTMLProvenance.today()
        for reportRequest in request.reports {
            let toStandardOutput = reportRequest.path == nil
            let stylishOnTerminal = toStandardOutput && reportRequest.format == .stylish
            let options = ReportOptions(
                failSeverity: threshold,
                color: stylishOnTerminal && request.colorStandardOutput,
                workingDirectory: request.workingDirectory, inputs: setup.inputs,
                lineWidth: stylishOnTerminal ? request.terminalWidth : nil,
                statistics: request.statistics, date: today)
            let silent = request.quiet && shown.findings.isEmpty && reportRequest.format == .stylish
            let text = silent ? "" : render(reportRequest.format, shown, options)
            outputs.append(
                .init(
                    destination: reportRequest.path.map { .file(request.resolved($0)) } ?? .standardOutput, text: text))
            if reportRequest.format == .github, let summary = request.stepSummaryFile {
                outputs.append(
                    .init(
                        destination: .appendToFile(summary), text: GitHubReporter.stepSummary(shown, options: options)))
            }
        }
        var notices: [String] = []
        if request.quiet {
            let hidden = report.findings.filter { $0.severity < threshold }
            if !hidden.isEmpty, let counts = severityCounts(hidden) {
                notices.append("--quiet hid \(counts) below the fail severity (\(threshold.rawValue))")
            }
        }
        let warnings = report.count(.warning)
        let tooManyWarnings = request.maxWarnings.map { warnings > $0 } ?? false
        if tooManyWarnings, let limit = request.maxWarnings {
            notices.append(
                "\(warnings) \(ReportText.plural(warnings, "warning")) found, more than --max-warnings \(limit) allows")
        }
        return LintOutcome(
            report: shown, fullReport: report, configuration: setup.configuration, failSeverity: threshold,
            outputs: outputs, notices: notices, exitStatus: report.fails(at: threshold) || tooManyWarnings ? 1 : 0)
    }

    /// "2 errors, 1 warning": the non-zero counts of `findings` by severity, worst first; nil when
    /// there are none.
    static func severityCounts(_ findings: [Finding]) -> String? {
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = findings.filter { $0.severity == severity }.count
            return count == 0 ? nil : "\(count) \(ReportText.plural(count, severity.rawValue))"
        }
        return counts.isEmpty ? nil : counts.joined(separator: ", ")
    }

    /// The request's config file, else the nearest `.cmplint.yml` in or above the linted paths
    /// (`ConfigurationLookup`; the working directory when there are none), else the defaults; only
    /// the defaults with `--isolated`.
    public static func loadConfiguration(_ request: LintRequest) throws(LintError) -> Configuration {
        try loadConfigurationFile(request).configuration
    }

    /// `loadConfiguration` with the absolute path of the file it found by lookup (nil with `--config`
    /// or without a file).
    package static func loadConfigurationFile(_ request: LintRequest) throws(LintError) -> (
        configuration: Configuration, found: String?
    ) {
        try request.validateIsolation()
        if request.isolated { return (Configuration(), nil) }
        if let file = request.configFile {
            return (try Configuration.load(file: file, at: request.resolved(file)), nil)
        }
        guard let found = try ConfigurationLookup.nearest(from: ConfigurationLookup.starts(request)) else {
            return (Configuration(), nil)
        }
        return (
            try Configuration.load(file: ReportPath.relative(found, to: request.workingDirectory), at: found), found
        )
    }

    /// `--max-file-size` first, then the config's `maxFileSize`, then the default.
    package static func parseLimits(_ request: LintRequest, _ configuration: Configuration) -> JSONParseLimits {
        JSONParseLimits(
            maxBytes: (request.maxFileSize ?? configuration.maxFileSize)?.bytes ?? JSONParseLimits.defaultMaxBytes)
    }

    /// Command line first, then the config file's `sets:`, then the folder name (`DE_de`), then a
    /// localisation folder's language (`fr.lproj`, `raw-fr`, `assets/fr`); the platform from the
    /// config, else from where the set lies (`PlatformDetection`).
    package static func expectations(for source: SnapshotSource, request: LintRequest, configuration: Configuration)
        -> SetExpectations
    {
        var result = request.expectations
        if let configured = configuration.expectations(forDirectory: source.directory) {
            result = result.filled(from: configured)
        }
        let folder = URL(fileURLWithPath: source.directory).lastPathComponent
        if let named = SetExpectations(folderName: folder) {
            result = result.filled(from: named)
        }
        if let localised = SetExpectations(localisationFolder: source.directory) {
            result = result.filled(from: localised)
        }
        if result.platform == .unknown, let detected = PlatformDetection.detect(source) {
            result.platform = detected.platform
            result.platformSource = detected.source
        }
        return result
    }
}
