import ArgumentParser
import CMPLint
import CMPLintDocuments

/// The run's date and pinned Global Vendor List, for the commands that run rules (`lint`, `fix`,
/// `inspect`). They map to `LintRequest.today` and `LintRequest.vendorListFile`.
struct RunContextOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The run's date, YYYY-MM-DD (default: today, UTC), which rules about how old a snapshot is count from.",
            valueName: "date"))
    var today: String?

    @Option(
        help: ArgumentHelp(
            "A Global Vendor List v3 file (vendor-list.json) to compare the vendors snapshots with (default: the config's gvl).",
            valueName: "file"),
        completion: .file(extensions: ["json"]))
    var gvl: String?

    func apply(to request: inout LintRequest) throws(LintError) {
        request.today = try today.map { (text) throws(LintError) in try StoredDate.parse(text, flag: "--today") }
        request.vendorListFile = gvl
    }
}
