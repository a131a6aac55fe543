import CMPLintDocuments

/// The `html` format of `cmplint diff`: the Markdown format's content (a summary, per set its
/// status and a table of changes) as one self-contained page (`HTMLPage`, without severity
/// filters: a diff has none), so `inspect` and `diff` take the same formats. Every text is escaped
/// by `HTMLText`.
public enum DiffHTMLReport {
    static let columns = ["area", "what", "change", "before", "after"]

    public static func render(
        _ diff: InspectionDiff, workingDirectory: String, provenance: HTMLProvenance = HTMLProvenance()
    ) -> String {
        let status =
            diff.isEqual
            ? "<span class=\"status passed\">no differences</span>" : "<span class=\"status warned\">different</span>"
        let summary =
            "<p class=\"summary\">\(status) "
            + HTMLText.element("span", "\(diff.old) → \(diff.new) · " + DiffWords.summary(diff)) + "</p>\n"
        var body = ""
        for set in diff.sets {
            body +=
                "<section class=\"set\">\n<h2>"
                + HTMLText.escape(DiffWords.title(set, workingDirectory: workingDirectory))
            body += " <span class=\"muted\">" + HTMLText.escape(DiffWords.status(set)) + "</span></h2>\n"
            guard !set.changes.isEmpty else {
                body += "</section>\n"
                continue
            }
            body += "<div class=\"table-wrap\"><table class=\"changes stack\">\n"
            body += "<thead><tr>" + columns.map { HTMLText.element("th", $0) }.joined() + "</tr></thead>\n<tbody>\n"
            for change in set.changes {
                body +=
                    (change.isSevere ? "<tr class=\"severe\">" : "<tr>")
                    + [
                        change.area.rawValue, change.subject,
                        change.kind.rawValue + (change.isSevere ? " (severe)" : ""), change.old ?? "–",
                        change.new ?? "–",
                    ]
                    .enumerated().map { HTMLText.labelledCell($1, label: columns[$0]) }.joined() + "</tr>\n"
            }
            body += "</tbody>\n</table></div>\n</section>\n"
        }
        var page = HTMLPage(title: "\(ToolInfo.name) diff", header: summary, filters: [], body: body)
        page.verdict = verdict(diff)
        page.provenance = provenance
        let sides = diff.sets.flatMap { [$0.old, $0.new].compactMap { $0 } }
        page.shownPaths = HTMLShownPaths(
            sets: [diff.old, diff.new] + sides.map(\.path),
            files: sides.flatMap { $0.components.compactMap(\.file) } + provenance.files,
            workingDirectory: workingDirectory)
        return page.render()
    }

    /// "Review: 1 of 3 changes is newly captured consent state, in 1 set." / "Different: 3
    /// changes, no newly captured consent state." / "No differences."
    package static func verdict(_ diff: InspectionDiff) -> String {
        let changes = diff.sets.flatMap(\.changes)
        guard !diff.isEqual else { return "No differences." }
        let severe = changes.filter(\.isSevere).count
        let all = "\(changes.count) \(ReportText.plural(changes.count, "change"))"
        guard severe > 0 else { return "Different: \(all), no newly captured consent state." }
        let sets = diff.sets.filter { $0.changes.contains(where: \.isSevere) }.count
        return "Review: \(severe) of \(all) \(severe == 1 ? "is" : "are") newly captured consent state, "
            + "in \(sets) \(ReportText.plural(sets, "set"))."
    }
}
