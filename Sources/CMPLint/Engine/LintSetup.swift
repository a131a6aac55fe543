import CMPLintDocuments
import CMPLintKnowledge
import Foundation

/// What a lint or fix run reads before any snapshot: the configuration and ruleset, the parse
/// limits, the sets found under the request's paths (or its `--banner/--preferences/--vendors`
/// files), the ignore entries, the baseline, and the linter. Every input is validated here, once.
package struct LintSetup {
    package let configuration: Configuration
    package let ruleset: Ruleset
    package let limits: JSONParseLimits
    /// The config's `exclude:` and `--exclude`.
    package let exclusions: SetExclusions
    package let sources: [SnapshotSource]
    package let ignore: IgnoreList
    package let baseline: Baseline?
    package let linter: Linter
    /// The config, ignore and baseline files read, for reports.
    package var inputs: RunInputs
    /// What this run linted, so only those sets' baseline entries can be "fixed".
    package let scope: LintedScope
    /// The run's date and pinned vendor list, given to every set.
    package let run: RunContext

    /// `sources`: the sets, when the caller has found them already (`ConfigurationSplit`).
    package init(_ request: LintRequest, sources found: [SnapshotSource]? = nil) throws(LintError) {
        let (configuration, configLocation) = try LintRunner.loadConfigurationFile(request)
        self.configuration = configuration
        ruleset = try configuration.ruleset(examples: false)
        limits = LintRunner.parseLimits(request, configuration)
        exclusions = configuration.exclude.adding(
            try SetExclusions.commandLine(request.exclude, workingDirectory: request.workingDirectory))
        if let found {
            sources = found
        } else if !request.explicitFiles.isEmpty {
            guard request.paths.isEmpty else {
                throw LintError("give either PATH arguments or --banner/--preferences/--vendors, not both")
            }
            sources = [
                try SnapshotDiscovery.explicitSet(request.explicitFiles, workingDirectory: request.workingDirectory)
            ]
        } else {
            guard !request.paths.isEmpty else {
                throw LintError("no PATH given: name a snapshot set folder, a file or a tree of sets")
            }
            sources = request.selecting(
                try SnapshotDiscovery.discover(
                    paths: request.paths, workingDirectory: request.workingDirectory, limits: limits,
                    exclusions: exclusions))
        }
        // Sets found by `ConfigurationSplit` were grouped by their nearest config already.
        if found == nil && request.configFile == nil && !request.isolated {
            try ConfigurationLookup.requireSame(
                configLocation, for: sources,
                shownAs: (request.paths + request.explicitFiles.values.sorted()).first ?? ".")
        }
        // With `--changed` the run saw only some sets under its PATHs: it judges no ignore entry
        // by the PATHs alone.
        scope = LintedScope(
            sources,
            roots: request.changedFiles != nil
                ? [] : (request.paths + request.explicitFiles.values).map(request.resolved))
        if let limit = request.maxFindingsPerRule, limit < 1 {
            throw LintError("--max-findings-per-rule must be at least 1, found \(limit)")
        }
        linter = Linter(
            ruleset: ruleset,
            maxFindingsPerRule: request.maxFindingsPerRule ?? configuration.maxFindingsPerRule
                ?? Linter.defaultMaxFindingsPerRule,
            requireMeantFor: request.requireMeantFor ?? configuration.requireMeantFor ?? false)
        var ignore = configuration.ignore
        // `--ignore-file`, else the nearest ignore file of each set (their entries match by path);
        // none with `--isolated`.
        let ignoreFiles =
            request.isolated
            ? []
            : request.ignoreFile.map { [$0] }
                ?? Self.nearestIgnoreFiles(sources)
                .map { ReportPath.relative($0, to: request.workingDirectory) }
        for ignoreFile in ignoreFiles {
            ignore.entries += try IgnoreList.load(file: ignoreFile, at: request.resolved(ignoreFile)).entries
        }
        try ignore.validate(ruleIds: ruleset.ids)
        self.ignore = ignore
        let limits = self.limits
        baseline = try request.baselineFile.map { (file) throws(LintError) in
            try Baseline.load(file: file, at: request.resolved(file), limits: limits)
        }
        inputs = RunInputs(configFile: configuration.file, ignoreFiles: ignoreFiles, baselineFile: request.baselineFile)
        run = try Self.runContext(request, configuration, limits: limits)
    }

    /// The run's date (`--today`, else now) and its pinned vendor list: `--gvl`, relative to the
    /// working directory, else the config's `gvl:`, relative to the config file; read within the
    /// run's file-size limit, a malformed list stopping the run with its file, line and column.
    package static func runContext(_ request: LintRequest, _ configuration: Configuration, limits: JSONParseLimits)
        throws(LintError) -> RunContext
    {
        let today = request.today ?? StoredDate(Date())
        guard let location = request.vendorListFile.map(request.resolved) ?? configuration.vendorListFile else {
            return RunContext(today: today)
        }
        let shown = request.vendorListFile ?? ReportPath.relative(location, to: request.workingDirectory)
        let list = try GlobalVendorList.load(file: shown, at: location, limits: limits)
        return RunContext(today: today, vendorList: list, vendorListFile: shown)
    }

    /// The nearest `.cmplint-ignore.yml` in or above each set's folder, each once, sorted.
    package static func nearestIgnoreFiles(_ sources: [SnapshotSource]) -> [String] {
        let found = Set(
            NearestFile.find([IgnoreList.fileName], fromEach: sources.map(\.lookupFolder)).compactMap { $0 })
        return Set(found.map(ReportPath.normalize)).sorted()
    }

    /// The report with ignore entries and the baseline applied, and the suppression rules run.
    package func suppress(_ report: LintReport, _ request: LintRequest) -> LintReport {
        Suppressor.apply(
            report, ignore: ignore, baseline: baseline, baselineFile: request.baselineFile,
            workingDirectory: request.workingDirectory, rules: ruleset.rules,
            revealPersonalData: request.revealPersonalData, scope: scope)
    }
}
