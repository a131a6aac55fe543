import CMPLintDocuments

/// What every reporter needs besides the findings.
public struct ReportOptions: Sendable {
    /// Findings at or above this severity fail the run; reporters say so in their summaries.
    public var failSeverity: Severity
    /// ANSI colours (stylish only).
    public var color: Bool
    /// The directory paths are made relative to (SARIF, GitHub, Code Climate) or absolute against
    /// (Xcode): the working directory of the run.
    public var workingDirectory: String
    /// The config, ignore and baseline files the run read; reports say which (nil: not said).
    public var inputs: RunInputs?
    /// The terminal's width, to wrap long stylish lines to; nil (not a terminal: a pipe, a file)
    /// keeps every finding on one line for tools that read it line by line.
    public var lineWidth: Int?
    /// `--statistics`: stylish counts findings per rule instead of listing them.
    public var statistics: Bool
    /// The day of the run (`YYYY-MM-DD`, UTC), which the HTML report's footer names; nil: not said.
    public var date: String?

    public init(
        failSeverity: Severity = .error, color: Bool = false, workingDirectory: String = "/",
        inputs: RunInputs? = nil, lineWidth: Int? = nil, statistics: Bool = false, date: String? = nil
    ) {
        self.date = date
        self.failSeverity = failSeverity
        self.color = color
        self.workingDirectory = workingDirectory
        self.inputs = inputs
        self.lineWidth = lineWidth
        self.statistics = statistics
    }
}

/// The output formats `--format` accepts.
public enum ReportFormat: String, CaseIterable, Sendable {
    case stylish, json, sarif, junit, github, xcode, codeclimate, markdown, html, rdjson

    /// Renders `report` in this format: a pure function from findings to text.
    public func render(_ report: LintReport, options: ReportOptions) -> String {
        switch self {
        case .stylish: return StylishReporter.render(report, options: options)
        case .json: return JSONReporter.render(report, options: options)
        case .sarif: return SARIFReporter.render(report, options: options)
        case .junit: return JUnitReporter.render(report, options: options)
        case .github: return GitHubReporter.render(report, options: options)
        case .xcode: return XcodeReporter.render(report, options: options)
        case .codeclimate: return CodeClimateReporter.render(report, options: options)
        case .markdown: return MarkdownReporter.render(report, options: options)
        case .html: return HTMLReporter.render(report, options: options)
        case .rdjson: return RDJSONReporter.render(report, options: options)
        }
    }
}
