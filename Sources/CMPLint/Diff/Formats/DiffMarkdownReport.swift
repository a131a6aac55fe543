import CMPLintDocuments

/// The `markdown` format of `cmplint diff`: a summary, then per changed set a table of changes
/// (area, what, before, after); sets on one side only and unchanged sets listed. Snapshot text is
/// escaped as in the lint report.
public enum DiffMarkdownReport {
    public static func render(_ diff: InspectionDiff, workingDirectory: String) -> String {
        var out = "# \(ToolInfo.name) diff\n\n"
        out +=
            "\(MarkdownReporter.code(diff.old)) → \(MarkdownReporter.code(diff.new)): "
            + (diff.isEqual ? "**no differences**" : "**different**")
        out += " · " + MarkdownReporter.inline(DiffWords.summary(diff)) + "\n\n"
        for set in diff.sets {
            out +=
                "## \(MarkdownReporter.inline(DiffWords.title(set, workingDirectory: workingDirectory))): \(MarkdownReporter.inline(DiffWords.status(set)))\n\n"
            guard !set.changes.isEmpty else { continue }
            out += "| area | what | change | before | after |\n|---|---|---|---|---|\n"
            for change in set.changes {
                let cells = [
                    change.area.rawValue, MarkdownReporter.inline(change.subject),
                    change.kind.rawValue + (change.isSevere ? " **(severe)**" : ""),
                    MarkdownReporter.cell(change.old), MarkdownReporter.cell(change.new),
                ]
                out += "| " + cells.joined(separator: " | ") + " |\n"
            }
            out += "\n"
        }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }
}
