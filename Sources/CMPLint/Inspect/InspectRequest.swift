/// What an inspect run is asked to do, however it was asked (CLI flags or an app's Swift code):
/// which sets to read and how (`lint`: paths or `--banner/--preferences/--vendors`, what the sets
/// are meant for, config, ignore file, baseline, personal data, file-size limit; its report fields
/// are not used), the format, and where the text goes.
public struct InspectRequest: Sendable {
    public var lint: LintRequest
    public var format: InspectionFormat
    /// `--output FILE`; standard output when nil.
    public var output: String?

    public init(lint: LintRequest, format: InspectionFormat = .text, output: String? = nil) {
        self.lint = lint
        self.format = format
        self.output = output
    }
}

/// The text a command rendered and where it goes; the CLI only writes it. Exit status 0: an
/// inspection describes a set whatever its findings (failing on findings is `lint`'s job).
public struct InspectOutcome: Sendable {
    public let inspections: [SetInspection]
    /// The rendered report.
    public let text: String
    /// Where it goes: the `--output` file resolved against the working directory, or nil for
    /// standard output.
    public let outputPath: String?
}
