import ArgumentParser
import CMPLint
import CMPLintCLI
import CMPLintDocuments

/// The options `lint` and `fix` share: what to read, what the sets are meant for, configuration,
/// suppressions, reports, the run's date and pinned vendor list. Both declare the groups (see
/// `SetReadingOptions` for why not nested) and map them to one `LintRequest`.
struct LintOptions {
    let sets: SetPathOptions
    let reading: SetReadingOptions
    let reporting: LintReportingOptions
    let runContext: RunContextOptions

    /// The request these options ask for.
    func request(writeBaseline: String? = nil) throws(LintError) -> LintRequest {
        var request = try sets.request(reading)
        try reporting.apply(to: &request)
        try runContext.apply(to: &request)
        request.writeBaseline = writeBaseline
        return request
    }
}

/// A command that declares the groups of `LintOptions` (`lint`, `fix`).
protocol LintOptionGroups {
    var sets: SetPathOptions { get }
    var expectations: SetExpectationOptions { get }
    var files: ReadingOptions { get }
    var reporting: LintReportingOptions { get }
    var runContext: RunContextOptions { get }
}

extension LintOptionGroups {
    var options: LintOptions {
        LintOptions(
            sets: sets, reading: SetReadingOptions(expectations: expectations, files: files), reporting: reporting,
            runContext: runContext)
    }
}
