extension InspectionFormat {
    /// A diff run's comparison, rendered.
    public func render(_ diff: InspectionDiff, workingDirectory: String) -> String {
        switch self {
        case .text: return DiffTextReport.render(diff, workingDirectory: workingDirectory)
        case .json: return DiffJSONReport.render(diff, workingDirectory: workingDirectory)
        case .markdown: return DiffMarkdownReport.render(diff, workingDirectory: workingDirectory)
        case .html: return DiffHTMLReport.render(diff, workingDirectory: workingDirectory)
        }
    }
}
