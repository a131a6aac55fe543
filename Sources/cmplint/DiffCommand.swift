import ArgumentParser
import CMPLint
import CMPLintCLI
import CMPLintDocuments

/// `cmplint diff`: maps flags to one `DiffRequest`, writes what `DiffRunner` rendered, exits with
/// its status (0 equal, 1 different; errors exit 2).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "Compare two captures (two sets, or two trees of sets matched by folder) on what matters before release.",
        usage: """
            cmplint diff OLD NEW [--format <format>] [--output <output>] [<options>]
            cmplint diff --since REF [PATH ...] [--format <format>] [--output <output>] [<options>]
            """,
        discussion: "Exit status: 0 no differences; 1 differences (as diff(1)); 2 usage, configuration or I/O error."
    )

    @Argument(
        help: ArgumentHelp(
            "OLD and NEW: each a set folder, a snapshot file, or a tree of sets; with --since, the PATHs whose sets are compared with REF (default: the working directory).",
            valueName: "path"),
        completion: .file())
    var paths: [String] = []

    @Option(
        help: ArgumentHelp(
            "Compare each set under the PATHs with its version at the git revision REF (a branch, tag or commit), read through git.",
            valueName: "ref"))
    var since: String?

    @OptionGroup var expectations: SetExpectationOptions
    @OptionGroup var files: ReadingOptions
    var reading: SetReadingOptions { SetReadingOptions(expectations: expectations, files: files) }

    @OptionGroup var report: InspectionReportOptions

    @Flag(
        name: [.long, .customShort("q")],
        help: "Print nothing on standard output: the exit status says whether they differ (as git diff --quiet).")
    var quiet = false

    func run() throws {
        let reading = try self.reading.request()
        let request: DiffRequest
        if let since {
            request = DiffRequest(
                since: since, paths: paths, reading: reading, format: report.format, output: report.output)
        } else {
            guard paths.count == 2 else {
                throw ValidationError(
                    "give two captures, OLD and NEW (\(paths.count) given), or --since REF with the PATHs to compare")
            }
            request = DiffRequest(
                old: paths[0], new: paths[1], reading: reading, format: report.format, output: report.output)
        }
        let outcome = try DiffRunner.run(request)
        if !quiet || outcome.outputPath != nil { try OutputWriter.write(outcome.text, to: outcome.outputPath) }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }
}
