import ArgumentParser
import CMPLint
import CMPLintCLI
import CMPLintDocuments

/// How `lint`, `fix`, `inspect` and `diff` read sets: what the sets are meant for, then the config,
/// the ignore file, personal data and the file-size limit (`ReadingOptions`). They map to the
/// reading part of a `LintRequest`.
struct SetReadingOptions: ParsableArguments {
    @Option(help: "Country the sets are meant for (ISO 3166-1 alpha-2, e.g. DE).") var country: String?
    @Option(help: "Region within the country (e.g. CA).") var region: String?
    @Option(help: "Language the sets are meant for (BCP 47, e.g. de, pt-BR).") var language: String?

    @OptionGroup var files: ReadingOptions

    /// The request reading `paths` (or the explicit component files) with these options.
    func request(paths: [String] = [], explicitFiles: [ComponentKind: String] = [:]) throws(LintError) -> LintRequest {
        try files.request(
            paths: paths, explicitFiles: explicitFiles,
            expectations: try LintRequest.expectations(country: country, region: region, language: language))
    }
}
