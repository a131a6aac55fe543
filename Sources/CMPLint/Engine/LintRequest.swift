import Foundation

/// Everything a lint run is asked to do, independent of how it was asked (CLI flags or an app's own
/// Swift test).
public struct LintRequest: Sendable {
    /// Set folders, single files or trees of sets.
    public var paths: [String]
    /// `--banner/--preferences/--vendors`: one set from explicit files (instead of `paths`).
    public var explicitFiles: [ComponentKind: String]
    /// `--country/--region/--language`: what every set of this run is meant for.
    public var expectations: SetExpectations
    /// `--config`; otherwise the nearest `.cmplint.yml` from `workingDirectory` up is used.
    public var configFile: String?
    public var workingDirectory: String
    /// `--show-personal-data`: let reports show whole consent strings and identifiers.
    public var revealPersonalData: Bool
    /// `--ignore-file`; otherwise the nearest `.cmplint-ignore.yml` from `workingDirectory` up.
    public var ignoreFile: String?
    /// `--baseline`: findings recorded there are suppressed, not failures.
    public var baselineFile: String?

    public init(paths: [String] = [], explicitFiles: [ComponentKind: String] = [:], expectations: SetExpectations = SetExpectations(),
                configFile: String? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath,
                revealPersonalData: Bool = false, ignoreFile: String? = nil, baselineFile: String? = nil) {
        self.revealPersonalData = revealPersonalData
        self.ignoreFile = ignoreFile
        self.baselineFile = baselineFile
        self.paths = paths
        self.explicitFiles = explicitFiles
        self.expectations = expectations
        self.configFile = configFile
        self.workingDirectory = workingDirectory
    }

    /// Validates and normalises the command-line expectations (`de` → `DE` for countries).
    public static func expectations(country: String?, region: String?, language: String?) throws(LintError) -> SetExpectations {
        if region != nil && country == nil {
            throw LintError("--region needs --country (a region is part of a country)")
        }
        let country = country?.uppercased()
        if let country, country.wholeMatch(of: #/[A-Z]{2}/#) == nil {
            throw LintError("--country '\(country)' is not an ISO 3166-1 alpha-2 code such as DE or US")
        }
        let region = region?.uppercased()
        if let region, region.wholeMatch(of: #/[A-Z0-9]{1,3}/#) == nil {
            throw LintError("--region '\(region)' is not a region code such as CA or BY")
        }
        if let language, language.wholeMatch(of: #/[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*/#) == nil {
            throw LintError("--language '\(language)' is not a BCP 47 language tag such as de, en or pt-BR")
        }
        return SetExpectations(country: country, region: region, language: language,
                               geoSource: country == nil ? nil : .commandLine, languageSource: language == nil ? nil : .commandLine)
    }
}

/// Runs a `LintRequest`: configuration → discovery → parsing → engine, data flowing one way.
public enum LintRunner {
    public struct Outcome: Sendable {
        public let report: LintReport
        public let configuration: Configuration
    }

    public static func run(_ request: LintRequest) throws(LintError) -> Outcome {
        let configuration = try loadConfiguration(request)
        let ruleset = try configuration.ruleset()
        let sources: [SnapshotSource]
        if !request.explicitFiles.isEmpty {
            guard request.paths.isEmpty else {
                throw LintError("give either PATH arguments or --banner/--preferences/--vendors, not both")
            }
            sources = [try SnapshotDiscovery.explicitSet(request.explicitFiles)]
        } else {
            guard !request.paths.isEmpty else { throw LintError("no PATH given: name a snapshot set folder, a file or a tree of sets") }
            sources = try SnapshotDiscovery.discover(paths: request.paths)
        }
        let report = try Linter(ruleset: ruleset).lint(sources: sources, revealPersonalData: request.revealPersonalData) { source in
            expectations(for: source, request: request, configuration: configuration)
        }
        var ignore = configuration.ignore
        if let file = request.ignoreFile ?? NearestFile.find([IgnoreList.fileName], from: request.workingDirectory)
            .map({ ReportPath.relative($0, to: request.workingDirectory) }) {
            ignore.entries += try IgnoreList.load(file: file).entries
        }
        try ignore.validate(ruleIds: ruleset.ids)
        let baseline = try request.baselineFile.map { (file) throws(LintError) in try Baseline.load(file: file) }
        let suppressed = Suppressor.apply(report, ignore: ignore, baseline: baseline, baselineFile: request.baselineFile,
                                          workingDirectory: request.workingDirectory,
                                          unusedSeverity: configuration.unusedSuppressionSeverity)
        return Outcome(report: suppressed, configuration: configuration)
    }

    /// `--config`, else the nearest `.cmplint.yml`, else the defaults.
    public static func loadConfiguration(_ request: LintRequest) throws(LintError) -> Configuration {
        if let file = request.configFile { return try Configuration.load(file: file) }
        if let found = Configuration.find(from: request.workingDirectory) { return try Configuration.load(file: found) }
        return Configuration()
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
