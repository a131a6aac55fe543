import CMPLintDocuments
import Foundation

/// Everything a lint run is asked to do, independent of how it was asked (CLI flags or an app's own
/// Swift test). Relative paths are resolved against `workingDirectory`, never the process's.
public struct LintRequest: Sendable {
    /// Set folders, single files or trees of sets.
    public var paths: [String]
    /// `--banner/--preferences/--vendors`: one set from explicit files (instead of `paths`).
    public var explicitFiles: [ComponentKind: String]
    /// `--country/--region/--language`: what every set of this run is meant for (see
    /// `expectations(country:region:language:)`).
    public var expectations: SetExpectations
    /// `--exclude`: globs of folders and files to skip in the trees walked (`SetExclusions`),
    /// relative to `workingDirectory`, in addition to the config's `exclude:`.
    public var exclude: [String] = []
    /// `--config`; otherwise the nearest `.cmplint.yml` in or above the linted paths (`ConfigurationLookup`).
    public var configFile: String?
    public var workingDirectory: String
    /// `--show-personal-data`: let reports show whole consent strings and identifiers.
    public var revealPersonalData: Bool
    /// `--ignore-file`; otherwise the nearest `.cmplint-ignore.yml` in or above each set's folder.
    public var ignoreFile: String?
    /// `--isolated` (Ruff's flag): read no config file and no ignore file, only the defaults and the
    /// command line; `--config` and `--ignore-file` are refused with it.
    public var isolated: Bool
    /// `--baseline`: findings recorded there are suppressed, not failures.
    public var baselineFile: String?
    /// `--fail-severity`; otherwise the config's `failSeverity`, otherwise `error`.
    public var failSeverity: Severity?
    /// `--quiet`: report only findings at or above the fail severity, and nothing in stylish when none.
    public var quiet: Bool
    /// `--max-findings-per-rule`: findings of one rule shown per file (the rest are counted); otherwise
    /// the config's `maxFindingsPerRule`, otherwise `Linter.defaultMaxFindingsPerRule`.
    public var maxFindingsPerRule: Int?
    /// The reports to render (`--format NAME[=FILE]`, `--output`), already resolved by `ReportRequest.resolve`.
    public var reports: [ReportRequest]
    /// Colour for a stylish report on standard output (the caller knows whether that is a terminal).
    public var colorStandardOutput: Bool
    /// The width of the terminal standard output is, when it is one (the caller knows): a stylish
    /// report on standard output wraps long lines to it. nil never wraps (pipes, files).
    public var terminalWidth: Int?
    /// `--statistics`: a stylish report counts findings per rule instead of listing them.
    public var statistics: Bool
    /// `--max-warnings N`: more than N active warnings fail the run (exit 1) whatever the fail
    /// severity, as ESLint's `--max-warnings`; nil for no such limit.
    public var maxWarnings: Int?
    /// `--require-meant-for`: a set without a known country or language fails the run; otherwise the
    /// config's `requireMeantFor`, otherwise not required.
    public var requireMeantFor: Bool?
    /// `--write-baseline FILE`: record this run's findings there instead of failing.
    public var writeBaseline: String?
    /// `--max-file-size`: the largest JSON file read; otherwise the config's `maxFileSize`, otherwise 32 MB.
    public var maxFileSize: ByteSize?
    /// `--today`: the run's date, for checks of how old something is (`RunContext.today`); nil for
    /// the moment the run starts.
    public var today: StoredDate?
    /// `--gvl`: the Global Vendor List file the GVL rules compare the snapshots with; otherwise the
    /// config's `gvl:`, otherwise none (those rules report nothing).
    public var vendorListFile: String?
    /// Where GitHub Actions wants the step summary (`GITHUB_STEP_SUMMARY`); appended to when a
    /// `github` report is rendered.
    public var stepSummaryFile: String?
    /// `--changed [--since REF]`: lint only the sets a change since this base touches
    /// (`ChangedFiles`); nil lints every set found.
    public var changedSince: ChangeBase?
    /// The changes `changedSince` names, read from git once when the run starts (`LintRunner`).
    package var changedFiles: ChangedFiles?
    /// Told after each set is linted (from the linting thread), e.g. to keep a progress line on a
    /// terminal (`ProgressLine`).
    public var progress: (@Sendable (LintProgress) -> Void)?

    public init(
        paths: [String] = [], explicitFiles: [ComponentKind: String] = [:],
        expectations: SetExpectations = SetExpectations(),
        configFile: String? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath,
        revealPersonalData: Bool = false, ignoreFile: String? = nil, isolated: Bool = false,
        baselineFile: String? = nil,
        failSeverity: Severity? = nil, quiet: Bool = false, maxFindingsPerRule: Int? = nil,
        reports: [ReportRequest] = [ReportRequest(format: .stylish)],
        colorStandardOutput: Bool = false, terminalWidth: Int? = nil, statistics: Bool = false, maxWarnings: Int? = nil,
        writeBaseline: String? = nil, maxFileSize: ByteSize? = nil,
        stepSummaryFile: String? = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"].flatMap {
            $0.isEmpty ? nil : $0
        }
    ) {
        self.paths = paths
        self.explicitFiles = explicitFiles
        self.expectations = expectations
        self.configFile = configFile
        self.workingDirectory = workingDirectory
        self.revealPersonalData = revealPersonalData
        self.ignoreFile = ignoreFile
        self.isolated = isolated
        self.baselineFile = baselineFile
        self.failSeverity = failSeverity
        self.quiet = quiet
        self.maxFindingsPerRule = maxFindingsPerRule
        self.reports = reports
        self.colorStandardOutput = colorStandardOutput
        self.terminalWidth = terminalWidth
        self.statistics = statistics
        self.maxWarnings = maxWarnings
        self.writeBaseline = writeBaseline
        self.maxFileSize = maxFileSize
        self.stepSummaryFile = stepSummaryFile
    }

    /// Validates and normalises command-line expectations (`de` → `DE` for countries), with the
    /// same rules and wording as config `sets:` entries and folder names.
    public static func expectations(country: String?, region: String?, language: String?) throws(LintError)
        -> SetExpectations
    {
        do {
            return try SetExpectations.validated(
                country: country, region: region, language: language, source: .commandLine)
        } catch {
            throw LintError("--\(error.message)")
        }
    }

    /// Validates `--max-file-size` ("64MB", "512KB" or bytes), with the same rule as the config's `maxFileSize`.
    public static func maxFileSize(_ text: String?) throws(LintError) -> ByteSize? {
        guard let text else { return nil }
        guard let size = FileSizeLimit.parse(text) else {
            throw LintError("--max-file-size: '\(text.shortened(to: 40))' is not \(FileSizeLimit.expected)")
        }
        return size
    }

    /// Refuses `--isolated` with a flag that names a file it would not read.
    package func validateIsolation() throws(LintError) {
        guard isolated else { return }
        if configFile != nil {
            throw LintError("--isolated reads no config file: give --isolated or --config, not both")
        }
        if ignoreFile != nil {
            throw LintError("--isolated reads no ignore file: give --isolated or --ignore-file, not both")
        }
    }

    /// The sets of `sources` this run lints: all of them, or with `--changed` those a change touches.
    package func selecting(_ sources: [SnapshotSource]) -> [SnapshotSource] {
        changedFiles?.touching(sources) ?? sources
    }

    /// `path` as the run reads it: relative paths are relative to `workingDirectory`.
    public func resolved(_ path: String) -> String {
        SnapshotDiscovery.resolve(path, workingDirectory)
    }
}
