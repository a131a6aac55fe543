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

    @Option(
        help: ArgumentHelp(
            "OT-App-Id: the app's id (a GUID, optionally ending in -test). Repeatable with --check.", valueName: "guid")
    )
    var appId: [String] = []
    @Option(help: ArgumentHelp("OT-SDK-Version: the SDK version the app ships, e.g. 202604.2.0.", valueName: "version"))
    var sdkVersion: String?
    @Option(help: ArgumentHelp("OT-CDN-Location.", valueName: "host"))
    var cdnLocation = CaptureRequest.defaultCDNLocation
    @Option(help: "OT-Platform: Apple or Android (not sent by default).") var platform: String?
    @Option(help: "OT-Device-Type: mobile or ctv.") var deviceType = "mobile"
    @Option(
        help: ArgumentHelp(
            "The CMP API server (default \(CaptureRequest.defaultBaseURL); with --check, the one each manifest records).",
            valueName: "url"))
    var baseURL: String?

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
    @Option(
        help: ArgumentHelp(
            "Re-request every set under this folder that has a capture manifest, and show what changed.",
            valueName: "dir"))
    var check: String?
    @Flag(help: "With --check: capture the sets that changed again, in place, with new manifests.") var update = false
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
        if let check { return try runCheck(check) }
        if update { throw ValidationError("--update goes with --check DIR") }
        guard appId.count == 1, let appId = appId.first else {
            throw ValidationError(
                appId.isEmpty ? "Missing expected argument '--app-id <guid>'" : "a capture takes one --app-id")
        }
        guard let sdkVersion else { throw ValidationError("Missing expected argument '--sdk-version <version>'") }
        var lint = try reading.request()
        try reporting.apply(to: &lint)
        guard let out = out ?? (dryRun ? "." : nil) else {
            throw ValidationError("Missing expected argument '--out <dir>'")
        }
        let request = CaptureRequest(
            appId: appId, sdkVersion: sdkVersion, cdnLocation: cdnLocation, platform: platform,
            deviceType: deviceType, baseURL: baseURL ?? CaptureRequest.defaultBaseURL, targets: try targets(lint),
            outputFolder: out, vendors: vendors, dryRun: dryRun, network: network, lint: lint)
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

    var network: NetworkLimits {
        NetworkLimits(timeout: timeout, concurrency: concurrency, attempts: retries + 1, maxRetryDelay: maxRetryDelay)
    }

    /// `--check DIR`: prints the drift of every recorded set (`diff`'s formats), the sets that could
    /// not be checked on standard error, and exits 0 (no drift), 1 (drift) or 2 (a set not checked).
    func runCheck(_ folder: String) throws {
        let capturing: [(String, Bool)] = [
            ("--sdk-version", sdkVersion != nil), ("--country", !country.isEmpty), ("--region", region != nil),
            ("--language", !language.isEmpty), ("--matrix", matrix != nil), ("--out", out != nil),
            ("--dry-run", dryRun),
        ]
        if let given = capturing.first(where: \.1) {
            throw ValidationError(
                "--check re-requests what each set's manifest records; it cannot go with \(given.0)")
        }
        let formats = reporting.formats
        guard formats.count <= 1 else { throw ValidationError("--check writes one report: give one --format") }
        let format = try formats.first.map { requested throws(ValidationError) -> InspectionFormat in
            guard let format = InspectionFormat(rawValue: requested.format.rawValue) else {
                throw ValidationError("--check writes its report as text (the default), json, markdown or html")
            }
            return format
        }
        let request = DriftCheckRequest(
            folder: folder, appIds: appId, baseURL: baseURL, update: update, network: network,
            reading: try reading.request(), format: format ?? .text)
        let outcome = try DriftChecker.run(request)
        try OutputWriter.write(outcome.text, to: formats.first?.path ?? reporting.output)
        for message in outcome.failures + outcome.notices + [outcome.summary] { StandardStreams.error(message) }
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
