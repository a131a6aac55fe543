import ArgumentParser
import CMPLint
import CMPLintCLI
import CMPLintDocuments

/// `cmplint simulate`: maps flags to one `SimulateRequest`, writes what `SimulateRunner` rendered,
/// exits 1 when an `--expect` assertion fails.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract:
            "Show what the OneTrust SDK does with one snapshot set at start-up (offline mode, data used, warnings, banner, age restrictions).",
        discussion: """
            --country and --region are the countryCode and regionCode passed to startSDK (default: what the set is meant for, \
            from a config sets: entry or the folder name).

            --expect KEY=VALUE keys and values:
            \(SimulationExpectation.Key.allCases.map { "  \($0.rawValue): \($0.values?.joined(separator: "|") ?? "group ids (comma-separated)|none|undecided")" }
                .joined(separator: "\n"))

            Exit status: 0 simulated and every --expect holds; 1 an --expect fails; 2 usage, configuration or I/O error.
            """
    )

    @OptionGroup var sets: SetPathOptions
    @OptionGroup var expectations: SetExpectationOptions
    @OptionGroup var files: ReadingOptions
    var reading: SetReadingOptions { SetReadingOptions(expectations: expectations, files: files) }

    @Option(help: ArgumentHelp("startSDK's loadOffline (default false).", valueName: "true|false"))
    var loadOffline: Bool?

    @Option(
        help: ArgumentHelp(
            "The network at start-up (default offline): available, offline (no connectivity), failing (the CMP API call fails).",
            valueName: "state"))
    var network: NetworkState?

    @Option(
        help: ArgumentHelp(
            "Components cached by an earlier online session: banner, preferences, vendors (comma-separated) or none (default).",
            valueName: "components"))
    var cached: [String] = []

    @Flag(help: "Legacy (pre-CMP-API) SDK data is on disk.")
    var legacyData = false

    @Option(
        help: ArgumentHelp("The SDK version, e.g. 202604.1.0 (default: 202604.2.0 or later).", valueName: "version"))
    var sdkVersion: String?

    @Option(help: ArgumentHelp("The user's age range: 13-17, 18- or -12 (at least one bound).", valueName: "range"))
    var ageRange: String?

    @Option(
        help: ArgumentHelp(
            "A returning user's stored consent date (OneTrustLastConsentDate): 2025-03-01, a date-time or epoch ms.",
            valueName: "date"))
    var consentDate: String?

    @Option(help: ArgumentHelp("The stored last-reconsent date (OneTrustLastReconsentDate).", valueName: "date"))
    var reconsentDate: String?

    @Option(
        help: ArgumentHelp(
            "The re-consent frequency an online session saved (OneTrustReconsentFrequencyDays).", valueName: "days"))
    var reconsentFrequency: Int?

    @Option(
        help: ArgumentHelp(
            "The groups the stored consent covers, e.g. C0001,C0002 (needs --consent-date).", valueName: "ids"))
    var consentedGroups: String?

    @Option(help: ArgumentHelp("The day to simulate (default today), for the re-consent timer.", valueName: "date"))
    var today: String?

    @Option(
        help: ArgumentHelp(
            "Assert a simulated value, e.g. banner=shown or vendor-list=accessible (repeatable; keys below).",
            valueName: "key=value"))
    var expect: [String] = []

    @Option(name: [.short, .long], help: "Output format: text, json, markdown.")
    var format: SimulationFormat = .text

    @Option(name: [.short, .long], help: "Write the report to this file instead of standard output.")
    var output: String?

    @Flag(
        name: [.long, .customShort("q")],
        help: "Print nothing on standard output: the exit status says whether every --expect holds.")
    var quiet = false

    func run() throws {
        let consent = try consentDate.map { (text) throws(LintError) in
            try StoredDate.parse(text, flag: "--consent-date")
        }
        let conditions = StartConditions(
            loadOffline: loadOffline, network: network, cached: try StartConditions.components(cached),
            legacyData: legacyData,
            sdkVersion: try StartConditions.version(sdkVersion),
            ageRange: try ageRange.map { (text) throws(LintError) in try ProfileAgeRange.parse(text) },
            consentDate: consent,
            reconsentDate: try reconsentDate.map { (text) throws(LintError) in
                try StoredDate.parse(text, flag: "--reconsent-date")
            },
            reconsentFrequencyDays: try StartConditions.frequency(reconsentFrequency),
            consentedGroups: try StartConditions.groups(consentedGroups, consentDate: consent),
            today: try today.map { (text) throws(LintError) in try StoredDate.parse(text, flag: "--today") })
        let request = SimulateRequest(
            lint: try sets.request(reading), conditions: conditions,
            expectations: try expect.map { (text) throws(LintError) in try SimulationExpectation.parse(text) },
            format: format, output: output)
        let outcome = try SimulateRunner.run(request)
        if !quiet || outcome.outputPath != nil { try OutputWriter.write(outcome.text, to: outcome.outputPath) }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }
}

extension SimulationFormat: ExpressibleByArgument {}
extension NetworkState: ExpressibleByArgument {}
