import ArgumentParser
import CMPLint

/// The report options `inspect` and `diff` share.
struct InspectionReportOptions: ParsableArguments {
    @Option(name: [.short, .long], help: "Output format: text, json, markdown, html.")
    var format: InspectionFormat = .text

    @Option(name: [.short, .long], help: "Write the report to this file instead of standard output.")
    var output: String?
}

extension InspectionFormat: ExpressibleByArgument {}
