import ArgumentParser
import CMPLint
import CMPLintDocuments

/// How a command reads what it lints, apart from what the sets are meant for: the config, the
/// ignore file, personal data and the file-size limit. Part of `SetReadingOptions`; `capture` takes
/// it alone, since its `--country` and `--language` name the sets to fetch.
public struct ReadingOptions: ParsableArguments {
    public init() {}

    @Option(
        name: [.long, .customShort("c")],
        help:
            "Config file (default: the nearest .cmplint.yml in or above the linted paths, up to the repository root).",
        completion: .file(extensions: ["yml", "yaml"])
    )
    public var config: String?

    @Option(
        help:
            "Ignore file (default: the nearest .cmplint-ignore.yml in or above each set's folder, up to the repository root).",
        completion: .file(extensions: ["yml", "yaml"])
    )
    public var ignoreFile: String?

    @Flag(
        help:
            "Read no config file and no ignore file: the default rules and the command line only (as Ruff's --isolated)."
    )
    public var isolated = false

    @Flag(
        help:
            "Show whole consent strings and identifiers in reports (support work). Off: kind, length, a short prefix and decoded metadata only."
    )
    public var showPersonalData = false

    @Option(
        help: ArgumentHelp(
            "The largest snapshot or baseline file read, e.g. 64MB (default: the config's maxFileSize, else 32MB).",
            valueName: "size"))
    public var maxFileSize: String?

    /// The request reading `paths` (or the explicit component files) with these options.
    public func request(
        paths: [String] = [], explicitFiles: [ComponentKind: String] = [:],
        expectations: SetExpectations = SetExpectations()
    ) throws(LintError) -> LintRequest {
        LintRequest(
            paths: paths, explicitFiles: explicitFiles, expectations: expectations, configFile: config,
            revealPersonalData: showPersonalData, ignoreFile: ignoreFile, isolated: isolated,
            maxFileSize: try LintRequest.maxFileSize(maxFileSize))
    }
}
