import Foundation

/// Runs a `LintRequest`: configuration → discovery → parsing → engine → suppressions → the run's
/// decisions (fail severity, `--quiet`, baseline, reports, exit status), data flowing one way.
public enum LintRunner {
    public static func run(_ request: LintRequest) throws(LintError) -> LintOutcome {
        let (report, configuration, ruleset) = try lint(request)
        let threshold = request.failSeverity ?? configuration.failSeverity ?? .error
        let shown = request.quiet ? report.keeping(atLeast: threshold) : report
        var outputs: [LintOutcome.Output] = []
        for reportRequest in request.reports {
            let toStandardOutput = reportRequest.path == nil
            let options = ReportOptions(failSeverity: threshold,
                                        color: toStandardOutput && reportRequest.format == .stylish && request.colorStandardOutput,
                                        workingDirectory: request.workingDirectory)
            let silent = request.quiet && shown.findings.isEmpty && reportRequest.format == .stylish
            let text = silent ? "" : reportRequest.format.render(shown, options: options)
            outputs.append(.init(destination: reportRequest.path.map { .file(request.resolved($0)) } ?? .standardOutput, text: text))
            if reportRequest.format == .github, let summary = request.stepSummaryFile {
                outputs.append(.init(destination: .appendToFile(summary), text: GitHubReporter.stepSummary(shown, options: options)))
            }
        }
        var notices: [String] = []
        var exitStatus: Int32 = report.fails(at: threshold) ? 1 : 0
        if let file = request.writeBaseline {
            // Everything found in the snapshots now, whether a previous baseline covered it or not;
            // ignore entries keep theirs, and findings about ignore entries are no snapshot's.
            let aboutIgnoreEntries = Set(ruleset.rules.filter { $0.scope == .suppressions }.map(\.id))
            let known = report.allFindings.filter { $0.suppression?.kind != .ignoreFile && !aboutIgnoreEntries.contains($0.ruleId) }
            outputs.append(.init(destination: .file(request.resolved(file)), text: Baseline(entries: known.map(BaselineEntry.init)).json))
            notices.append("wrote \(known.count) findings to the baseline \(file)")
            exitStatus = 0
        }
        return LintOutcome(report: shown, fullReport: report, configuration: configuration, failSeverity: threshold,
                           outputs: outputs, notices: notices, exitStatus: exitStatus)
    }

    /// The report of a request, suppressions applied, with the configuration and ruleset it used.
    static func lint(_ request: LintRequest) throws(LintError) -> (LintReport, Configuration, Ruleset) {
        let configuration = try loadConfiguration(request)
        let ruleset = try configuration.ruleset()
        let limits = parseLimits(request, configuration)
        let sources: [SnapshotSource]
        if !request.explicitFiles.isEmpty {
            guard request.paths.isEmpty else {
                throw LintError("give either PATH arguments or --banner/--preferences/--vendors, not both")
            }
            sources = [try SnapshotDiscovery.explicitSet(request.explicitFiles, workingDirectory: request.workingDirectory)]
        } else {
            guard !request.paths.isEmpty else { throw LintError("no PATH given: name a snapshot set folder, a file or a tree of sets") }
            sources = try SnapshotDiscovery.discover(paths: request.paths, workingDirectory: request.workingDirectory, limits: limits)
        }
        if let limit = request.maxFindingsPerRule, limit < 1 {
            throw LintError("--max-findings-per-rule must be at least 1, found \(limit)")
        }
        let cap = request.maxFindingsPerRule ?? configuration.maxFindingsPerRule ?? Linter.defaultMaxFindingsPerRule
        let linter = Linter(ruleset: ruleset, maxFindingsPerRule: cap)
        let report = try linter.lint(sources: sources, revealPersonalData: request.revealPersonalData, limits: limits) { source in
            expectations(for: source, request: request, configuration: configuration)
        }
        var ignore = configuration.ignore
        let ignoreFile = request.ignoreFile ?? NearestFile.find([IgnoreList.fileName], from: request.workingDirectory)
            .map { ReportPath.relative($0, to: request.workingDirectory) }
        if let ignoreFile {
            ignore.entries += try IgnoreList.load(file: ignoreFile, at: request.resolved(ignoreFile)).entries
        }
        try ignore.validate(ruleIds: ruleset.ids)
        let baseline = try request.baselineFile.map { (file) throws(LintError) in
            try Baseline.load(file: file, at: request.resolved(file), limits: limits)
        }
        let suppressed = Suppressor.apply(report, ignore: ignore, baseline: baseline, baselineFile: request.baselineFile,
                                          workingDirectory: request.workingDirectory, rules: ruleset.rules,
                                          revealPersonalData: request.revealPersonalData)
        return (suppressed, configuration, ruleset)
    }

    /// The request's config file, else the nearest `.cmplint.yml` above the working directory, else
    /// the defaults.
    public static func loadConfiguration(_ request: LintRequest) throws(LintError) -> Configuration {
        if let file = request.configFile { return try Configuration.load(file: file, at: request.resolved(file)) }
        if let found = Configuration.find(from: request.workingDirectory) { return try Configuration.load(file: found, at: found) }
        return Configuration()
    }

    /// `--max-file-size` first, then the config's `maxFileSize`, then the default.
    static func parseLimits(_ request: LintRequest, _ configuration: Configuration) -> JSONParseLimits {
        JSONParseLimits(maxBytes: (request.maxFileSize ?? configuration.maxFileSize)?.bytes ?? JSONParseLimits.defaultMaxBytes)
    }

    /// Command line first, then the config file's `sets:`, then the folder name.
    static func expectations(for source: SnapshotSource, request: LintRequest, configuration: Configuration) -> SetExpectations {
        var result = request.expectations
        if let configured = configuration.expectations(forDirectory: source.directory) {
            result = result.filled(from: configured)
        }
        let folder = URL(fileURLWithPath: source.directory).lastPathComponent
        if let named = SetExpectations(folderName: folder) {
            result = result.filled(from: named)
        }
        return result
    }
}
