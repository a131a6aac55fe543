import ArgumentParser
import CMPLint
import CMPLintCLI

/// `cmplint diff`: maps flags to one `DiffRequest`, writes what `DiffRunner` rendered, exits with
/// its status (0 equal, 1 different; errors exit 2).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "Compare two captures (two sets, or two trees of sets matched by folder) on what matters before release.",
        discussion: "Exit status: 0 no differences; 1 differences (as diff(1)); 2 usage, configuration or I/O error."
    )

    @Argument(help: "The old capture: a set folder, a snapshot file, or a tree of sets.", completion: .file())
    var old: String

    @Argument(help: "The new capture, of the same kind.", completion: .file())
    var new: String

    @OptionGroup var reading: SetReadingOptions

    @OptionGroup var report: InspectionReportOptions

    @Flag(
        name: [.long, .customShort("q")],
        help: "Print nothing on standard output: the exit status says whether they differ (as git diff --quiet).")
    var quiet = false

    func run() throws {
        let outcome = try DiffRunner.run(
            DiffRequest(
                old: old, new: new, reading: try reading.request(), format: report.format, output: report.output))
        if !quiet || outcome.outputPath != nil { try OutputWriter.write(outcome.text, to: outcome.outputPath) }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }
}
