import ArgumentParser
import CMPLint
import CMPLintCLI
import CMPLintDocuments

/// What the sets `lint`, `fix`, `inspect`, `diff` and `simulate` read are meant for.
struct SetExpectationOptions: ParsableArguments {
    @Option(help: "Country the sets are meant for (ISO 3166-1 alpha-2, e.g. DE).") var country: String?
    @Option(help: "Region within the country (e.g. CA).") var region: String?
    @Option(help: "Language the sets are meant for (BCP 47, e.g. de, pt-BR).") var language: String?
}

/// How those commands read sets: what the sets are meant for, then the config, the ignore file,
/// personal data and the file-size limit (`ReadingOptions`). They map to the reading part of a
/// `LintRequest`. A command declares both groups itself: swift-argument-parser's debug builds
/// check every group once per group above it, so nested groups made each run of a debug
/// `cmplint` (the one the tests run) several times slower.
struct SetReadingOptions {
    let expectations: SetExpectationOptions
    let files: ReadingOptions

    /// The request reading `paths` (or the explicit component files) with these options.
    func request(paths: [String] = [], explicitFiles: [ComponentKind: String] = [:]) throws(LintError) -> LintRequest {
        try files.request(
            paths: paths, explicitFiles: explicitFiles,
            expectations: try LintRequest.expectations(
                country: expectations.country, region: expectations.region, language: expectations.language))
    }
}
