import ArgumentParser
import CMPLint
import CMPLintCLI
import CMPLintDocuments

/// The options `lint` and `fix` share: what to read, what the sets are meant for, configuration,
/// suppressions, reports, the run's date and pinned vendor list. Both map them to one `LintRequest`.
struct LintOptions: ParsableArguments {
    @OptionGroup var sets: SetPathOptions
    @OptionGroup var reading: SetReadingOptions
    @OptionGroup var reporting: LintReportingOptions
    @OptionGroup var runContext: RunContextOptions

    /// The request these options ask for.
    func request(writeBaseline: String? = nil) throws(LintError) -> LintRequest {
        var request = try sets.request(reading)
        try reporting.apply(to: &request)
        try runContext.apply(to: &request)
        request.writeBaseline = writeBaseline
        return request
    }
}
