extension InspectionFormat {
    /// A diff run's comparison, rendered.
    public func render(_ diff: InspectionDiff, workingDirectory: String) -> String {
        render(diff, workingDirectory: workingDirectory, provenance: HTMLProvenance())
    }

    /// The same, with what the HTML page's footer says about the run.
    package func render(_ diff: InspectionDiff, workingDirectory: String, provenance: HTMLProvenance) -> String {
        switch self {
        case .text: return DiffTextReport.render(diff, workingDirectory: workingDirectory)
        case .json: return DiffJSONReport.render(diff, workingDirectory: workingDirectory)
        case .markdown: return DiffMarkdownReport.render(diff, workingDirectory: workingDirectory)
        case .html: return DiffHTMLReport.render(diff, workingDirectory: workingDirectory, provenance: provenance)
        }
    }
}
