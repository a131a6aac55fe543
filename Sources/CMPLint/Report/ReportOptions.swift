/// What every reporter needs besides the findings.
public struct ReportOptions: Sendable {
    /// Findings at or above this severity fail the run; reporters say so in their summaries.
    public var failSeverity: Severity
    /// ANSI colours (stylish only).
    public var color: Bool

    public init(failSeverity: Severity = .error, color: Bool = false) {
        self.failSeverity = failSeverity
        self.color = color
    }
}

/// The output formats `--format` accepts.
public enum ReportFormat: String, CaseIterable, Sendable {
    case stylish, json

    /// Renders `report` in this format: a pure function from findings to text.
    public func render(_ report: LintReport, options: ReportOptions) -> String {
        switch self {
        case .stylish: return StylishReporter.render(report, options: options)
        case .json: return JSONReporter.render(report, options: options)
        }
    }
}

/// The tool's name and version, as reports state them.
public enum ToolInfo {
    public static let name = "cmplint"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/cmplint/cmplint"
}
