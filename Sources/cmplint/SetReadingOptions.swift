import ArgumentParser
import CMPLint

/// How `lint`, `fix`, `inspect` and `diff` read sets: what the sets are meant for, the config,
/// the ignore file, personal data and the file-size limit. They map to the reading part of a
/// `LintRequest`.
struct SetReadingOptions: ParsableArguments {
    @Option(help: "Country the sets are meant for (ISO 3166-1 alpha-2, e.g. DE).") var country: String?
    @Option(help: "Region within the country (e.g. CA).") var region: String?
    @Option(help: "Language the sets are meant for (BCP 47, e.g. de, pt-BR).") var language: String?

    @Option(name: [.long, .customShort("c")], help: "Config file (default: the nearest .cmplint.yml in or above the linted paths).")
    var config: String?

    @Option(help: "Ignore file (default: the nearest .cmplint-ignore.yml in or above each set's folder).")
    var ignoreFile: String?

    @Flag(help: "Show whole consent strings and identifiers in reports (support work). Off: kind, length, a short prefix and decoded metadata only.")
    var showPersonalData = false

    @Option(help: ArgumentHelp("The largest snapshot or baseline file read, e.g. 64MB (default: the config's maxFileSize, else 32MB).",
                               valueName: "size"))
    var maxFileSize: String?

    /// The request reading `paths` (or the explicit component files) with these options.
    func request(paths: [String] = [], explicitFiles: [ComponentKind: String] = [:]) throws(LintError) -> LintRequest {
        LintRequest(paths: paths, explicitFiles: explicitFiles,
                    expectations: try LintRequest.expectations(country: country, region: region, language: language),
                    configFile: config, revealPersonalData: showPersonalData, ignoreFile: ignoreFile,
                    maxFileSize: try LintRequest.maxFileSize(maxFileSize))
    }
}
