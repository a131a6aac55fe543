import CMPLintDocuments

/// The `markdown` format of `cmplint simulate`, for a support ticket: a heading per section with
/// its summary, a list of steps, each with its source (linked to the documentation page) and what
/// was inferred; a logged message line by line in code spans. Snapshot text is escaped as in the lint report.
public enum SimulationMarkdownReport {
    public static func render(_ simulation: Simulation, expectations: [ExpectationResult], workingDirectory: String)
        -> String
    {
        var out = "# \(ToolInfo.name) simulate\n\n"
        out += "## " + MarkdownReporter.code(ReportPath.relative(simulation.data.path, to: workingDirectory)) + "\n\n"
        for section in SimulationOutline(simulation, expectations: expectations, workingDirectory: workingDirectory)
            .sections
        {
            out +=
                "### \(section.title)"
                + (section.summary.isEmpty ? "" : ": " + MarkdownReporter.inline(section.summary)) + "\n\n"
            for item in section.items { out += self.item(item, depth: 0) }
            out += "\n"
        }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    package static func item(_ item: SimulationOutline.Item, depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        var out = indent + "- " + MarkdownReporter.inline(item.text) + "\n"
        for quoted in item.quoted { out += indent + "  - " + MarkdownReporter.code(quoted) + "\n" }
        if let step = item.step {
            out +=
                indent + "  - source: [" + MarkdownReporter.inline(step.source.page.title) + "](" + step.source.page.url
                + "), "
                + MarkdownReporter.inline(step.source.section) + "\n"
            if let inference = step.inference {
                out += indent + "  - inferred: " + MarkdownReporter.inline(inference) + "\n"
            }
        }
        for child in item.children { out += self.item(child, depth: depth + 1) }
        return out
    }
}
