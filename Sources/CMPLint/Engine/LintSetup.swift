/// What a lint or fix run reads before any snapshot: the configuration and ruleset, the parse
/// limits, the sets found under the request's paths (or its `--banner/--preferences/--vendors`
/// files), the ignore entries, the baseline, and the linter. Every input is validated here, once.
struct LintSetup {
    let configuration: Configuration
    let ruleset: Ruleset
    let limits: JSONParseLimits
    let sources: [SnapshotSource]
    let ignore: IgnoreList
    let baseline: Baseline?
    let linter: Linter

    init(_ request: LintRequest) throws(LintError) {
        configuration = try LintRunner.loadConfiguration(request)
        ruleset = try configuration.ruleset(examples: false)
        limits = LintRunner.parseLimits(request, configuration)
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
        linter = Linter(ruleset: ruleset, maxFindingsPerRule: request.maxFindingsPerRule ?? configuration.maxFindingsPerRule ?? Linter.defaultMaxFindingsPerRule)
        var ignore = configuration.ignore
        let ignoreFile = request.ignoreFile ?? NearestFile.find([IgnoreList.fileName], from: request.workingDirectory)
            .map { ReportPath.relative($0, to: request.workingDirectory) }
        if let ignoreFile {
            ignore.entries += try IgnoreList.load(file: ignoreFile, at: request.resolved(ignoreFile)).entries
        }
        try ignore.validate(ruleIds: ruleset.ids)
        self.ignore = ignore
        let limits = self.limits
        baseline = try request.baselineFile.map { (file) throws(LintError) in
            try Baseline.load(file: file, at: request.resolved(file), limits: limits)
        }
    }

    /// The report with ignore entries and the baseline applied, and the suppression rules run.
    func suppress(_ report: LintReport, _ request: LintRequest) -> LintReport {
        Suppressor.apply(report, ignore: ignore, baseline: baseline, baselineFile: request.baselineFile,
                         workingDirectory: request.workingDirectory, rules: ruleset.rules,
                         revealPersonalData: request.revealPersonalData)
    }
}
