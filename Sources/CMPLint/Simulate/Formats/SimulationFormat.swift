/// The formats `cmplint simulate` writes: `text` for a terminal, `json` for scripts (documented in
/// docs/commands/simulate.md; version 1 only gains keys), `markdown` for a ticket. Each is a pure function of the
/// simulation and the expectations' results.
public enum SimulationFormat: String, CaseIterable, Sendable {
    case text, json, markdown

    public func render(_ simulation: Simulation, expectations: [ExpectationResult], workingDirectory: String) -> String
    {
        switch self {
        case .text:
            return SimulationTextReport.render(
                simulation, expectations: expectations, workingDirectory: workingDirectory)
        case .json:
            return SimulationJSONReport.render(
                simulation, expectations: expectations, workingDirectory: workingDirectory)
        case .markdown:
            return SimulationMarkdownReport.render(
                simulation, expectations: expectations, workingDirectory: workingDirectory)
        }
    }
}
