import ArgumentParser
import CMPLint
import CMPLintCLI
import CMPLintCapture
import CMPLintDocuments
import CaptureTransport
import Foundation

/// `cmplint capture` (run by `cmplint` as `cmplint-capture`): maps flags to one `CaptureRequest`,
/// prints what `CaptureRunner` did over `URLSessionTransport`, exits with its status. The only
/// command that uses the network.
struct CaptureCommand: ParsableCommand {
    static let configuration = CaptureHelp.configuration(commandName: "cmplint capture")

    @Option(help: ArgumentHelp("OT-App-Id: the app's id (a GUID, optionally ending in -test).", valueName: "guid"))
    var appId: String
    @Option(help: ArgumentHelp("OT-SDK-Version: the SDK version the app ships, e.g. 202604.2.0.", valueName: "version"))
    var sdkVersion: String
    @Option(help: ArgumentHelp("OT-CDN-Location.", valueName: "host"))
    var cdnLocation = CaptureRequest.defaultCDNLocation
    @Option(help: "OT-Platform: Apple or Android (not sent by default).") var platform: String?
    @Option(help: "OT-Device-Type: mobile or ctv.") var deviceType = "mobile"
    @Option(help: ArgumentHelp("The CMP API server.", valueName: "url"))
    var baseURL = CaptureRequest.defaultBaseURL

    @Option(help: ArgumentHelp("A country to capture (CC, or CC-RR with a region). Repeatable.", valueName: "cc"))
    var country: [String] = []
    @Option(help: ArgumentHelp("The region of the single --country.", valueName: "rr")) var region: String?
    @Option(help: ArgumentHelp("A language to capture for every country. Repeatable.", valueName: "ll")) var language:
        [String] = []
    @Option(
        help: ArgumentHelp("A YAML file listing the sets (sets: [{country, region, language}]).", valueName: "file"))
    var matrix: String?

    @Option(help: ArgumentHelp("The folder the sets are written into.", valueName: "dir")) var out: String?
    @Option(help: "Fetch vendors: auto (when IAB TCF is in scope) or always.") var vendors: CaptureRequest.VendorsMode =
        .auto
    @Flag(help: "Print the requests with their headers; send nothing, write nothing.") var dryRun = false
    @Option(help: ArgumentHelp("Seconds to wait for an answer.", valueName: "seconds")) var timeout = NetworkLimits
        .defaultTimeout
    @Option(help: ArgumentHelp("Sets fetched at once.", valueName: "n")) var concurrency = NetworkLimits
        .defaultConcurrency
    @Option(
        help: ArgumentHelp(
            "Retries of a request after a timeout, a connection or name-resolution error, 429 or 5xx.", valueName: "n"))
    var retries = NetworkLimits.defaultAttempts - 1
    @Option(
        help: ArgumentHelp(
            "The longest wait before a retry, whatever Retry-After or the backoff asks for.",
            valueName: "seconds"))
    var maxRetryDelay = NetworkLimits.defaultMaxRetryDelay

    // The captured sets are linted with lint's own options.
    @OptionGroup var reading: ReadingOptions
    @OptionGroup var reporting: LintReportingOptions

    func run() throws {
        var lint = try reading.request()
        try reporting.apply(to: &lint)
        guard let out = out ?? (dryRun ? "." : nil) else {
            throw ValidationError("Missing expected argument '--out <dir>'")
        }
        let request = CaptureRequest(
            appId: appId, sdkVersion: sdkVersion, cdnLocation: cdnLocation, platform: platform,
            deviceType: deviceType, baseURL: baseURL, targets: try targets(lint), outputFolder: out,
            vendors: vendors, dryRun: dryRun,
            network: NetworkLimits(
                timeout: timeout, concurrency: concurrency, attempts: retries + 1,
                maxRetryDelay: maxRetryDelay),
            lint: lint)
        let progress = TerminalProgress.forRun(quiet: lint.quiet, verb: "captured")
        let outcome: CaptureOutcome
        do {
            defer { progress?.finish() }
            var report: (@Sendable (LintProgress) -> Void)?
            if let progress { report = { progress.report($0) } }
            outcome = try CaptureRunner.run(request, progress: report)
        }
        if let text = outcome.dryRunText { try StandardStreams.write(text) }
        for failure in outcome.failures + outcome.notices { StandardStreams.error(failure) }
        if let lintOutcome = outcome.lint { try OutputWriter.write(lintOutcome) }
        if !outcome.rows.isEmpty {
            // The table stays off a machine-readable report on standard output.
            let machineOnStandardOutput = lint.reports.contains { $0.path == nil && $0.format != .stylish }
            if machineOnStandardOutput {
                FileHandle.standardError.write(Data(outcome.summary.utf8))
            } else {
                try StandardStreams.write(outcome.summary)
            }
        }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }

    /// The sets: flags, else the matrix file, else the config's `sets:` entries.
    func targets(_ lint: LintRequest) throws(LintError) -> [CaptureTarget] {
        if let matrix {
            if !country.isEmpty || !language.isEmpty {
                throw LintError("--matrix cannot go with --country or --language")
            }
            return try CaptureMatrix.load(file: matrix, at: lint.resolved(matrix))
        }
        if !country.isEmpty || !language.isEmpty || region != nil {
            return try CaptureMatrix.targets(countries: country, region: region, languages: language)
        }
        return CaptureMatrix.targets(from: try LintRunner.loadConfiguration(lint))
    }
}

extension CaptureRequest.VendorsMode: ExpressibleByArgument {}
