import ArgumentParser
import CMPLint
import CMPLintCLI

/// `cmplint inspect`: maps flags to one `InspectRequest`, writes what `InspectRunner` rendered.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract:
            "Show what snapshot sets are: components, template, geo, banner, languages, purposes, vendors, captured state, findings.",
        discussion: "Exit status: 0 inspected (whatever the findings); 2 usage, configuration or I/O error."
    )

    @OptionGroup var sets: SetPathOptions
    @OptionGroup var expectations: SetExpectationOptions
    @OptionGroup var files: ReadingOptions
    var reading: SetReadingOptions { SetReadingOptions(expectations: expectations, files: files) }
    @OptionGroup var runContext: RunContextOptions

    @OptionGroup var report: InspectionReportOptions

    func run() throws {
        var lint = try sets.request(reading)
        try runContext.apply(to: &lint)
        let request = InspectRequest(lint: lint, format: report.format, output: report.output)
        let outcome = try InspectRunner.run(request)
        try OutputWriter.write(outcome.text, to: outcome.outputPath)
    }
}
