/// The formats `cmplint inspect` and `cmplint diff` write: `text` for a terminal, `json` for
/// scripts (documented in the README, version 1 only gains keys), `markdown` for a ticket or a
/// pull request. Each is a pure function from the model to text; another format (an HTML page) is
/// one more case rendering the same model.
public enum InspectionFormat: String, CaseIterable, Sendable {
    case text, json, markdown

    /// The inspections of a run, rendered.
    public func render(_ inspections: [SetInspection], workingDirectory: String) -> String {
        switch self {
        case .text: return InspectionTextReport.render(inspections, workingDirectory: workingDirectory)
        case .json: return InspectionJSONReport.render(inspections, workingDirectory: workingDirectory)
        case .markdown: return InspectionMarkdownReport.render(inspections, workingDirectory: workingDirectory)
        }
    }
}
