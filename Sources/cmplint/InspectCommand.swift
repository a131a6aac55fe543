import ArgumentParser
import CMPLint

/// `cmplint inspect`: maps flags to one `InspectRequest`, writes what `InspectRunner` rendered.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show what snapshot sets are: components, template, geo, banner, languages, purposes, vendors, captured state, findings.",
        discussion: "Exit status: 0 inspected (whatever the findings); 2 usage, configuration or I/O error."
    )

    @Argument(help: "Set folders, snapshot files, or folders searched recursively for sets.")
    var paths: [String] = []

    @Option(help: "The banner snapshot, when not found by name.") var banner: String?
    @Option(help: "The preferences snapshot, when not found by name.") var preferences: String?
    @Option(help: "The vendors snapshot, when not found by name.") var vendors: String?

    @OptionGroup var sets: SetSelectionOptions

    @OptionGroup var report: InspectionReportOptions

    func run() throws {
        var explicit: [ComponentKind: String] = [:]
        explicit[.banner] = banner
        explicit[.preferences] = preferences
        explicit[.vendors] = vendors
        let request = InspectRequest(lint: try sets.request(paths: paths, explicitFiles: explicit), format: report.format, output: report.output)
        let outcome = try InspectRunner.run(request)
        try OutputWriter.write(outcome.text, to: outcome.outputPath)
    }
}
