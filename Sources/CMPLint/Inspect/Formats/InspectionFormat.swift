/// The formats `cmplint inspect` and `cmplint diff` write: `text` for a terminal, `json` for
/// scripts (documented in docs/commands/inspect.md, version 1 only gains keys), `markdown` for a ticket or a
/// pull request, `html` for a self-contained page to hand a customer. Each is a pure function from
/// the model to text.
public enum InspectionFormat: String, CaseIterable, Sendable {
    case text, json, markdown, html

    /// The inspections of a run, rendered.
    public func render(_ inspections: [SetInspection], workingDirectory: String) -> String {
        render(inspections, workingDirectory: workingDirectory, provenance: HTMLProvenance())
    }

    /// The same, with what the HTML page's footer says about the run and the files it read (JSON's
    /// `configuration`).
    package func render(
        _ inspections: [SetInspection], workingDirectory: String, provenance: HTMLProvenance,
        inputs: RunInputs? = nil
    ) -> String {
        switch self {
        case .text: return InspectionTextReport.render(inspections, workingDirectory: workingDirectory)
        case .json: return InspectionJSONReport.render(inspections, workingDirectory: workingDirectory, inputs: inputs)
        case .markdown: return InspectionMarkdownReport.render(inspections, workingDirectory: workingDirectory)
        case .html:
            return InspectionHTMLReport.render(inspections, workingDirectory: workingDirectory, provenance: provenance)
        }
    }
}
