import CMPLintDocuments

/// The `text` format of `cmplint simulate`: the set, then each section with its summary and an
/// indented list of steps, each followed by the statement it comes from (`source:`) and what was
/// inferred (`inferred:`); a logged message is quoted line by line after `> `. Snapshot text is
/// made `ReportText.visible` and was redacted when the model was built.
public enum SimulationTextReport {
    public static func render(_ simulation: Simulation, expectations: [ExpectationResult], workingDirectory: String)
        -> String
    {
        var out = "== " + ReportText.visible(ReportPath.relative(simulation.data.path, to: workingDirectory)) + "\n"
        for section in SimulationOutline(simulation, expectations: expectations, workingDirectory: workingDirectory)
            .sections
        {
            out += section.summary.isEmpty ? section.title + "\n" : line(section.title, section.summary)
            for item in section.items { out += self.item(item, depth: 1) }
        }
        return out
    }

    package static let labelWidth = 18

    package static func line(_ label: String, _ value: String) -> String {
        label + String(repeating: " ", count: max(1, labelWidth - label.count)) + ReportText.visible(value) + "\n"
    }

    package static func item(_ item: SimulationOutline.Item, depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        var out = indent + "- " + ReportText.visible(item.text) + "\n"
        for quoted in item.quoted { out += indent + "    > " + ReportText.visible(quoted) + "\n" }
        if let step = item.step {
            out += indent + "    source: " + step.source.citation + "\n"
            if let inference = step.inference {
                out += indent + "    inferred: " + ReportText.visible(inference) + "\n"
            }
        }
        for child in item.children { out += self.item(child, depth: depth + 1) }
        return out
    }
}
