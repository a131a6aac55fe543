import CMPLintDocuments

/// The `html` format of `cmplint diff`: the Markdown format's content (a summary, per set its
/// status and a table of changes) as one self-contained page (`HTMLPage`, without severity
/// filters: a diff has none), so `inspect` and `diff` take the same formats. Every text is escaped
/// by `HTMLText`.
public enum DiffHTMLReport {
    public static func render(_ diff: InspectionDiff, workingDirectory: String) -> String {
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
            body += "<div class=\"table-wrap\"><table class=\"changes\">\n"
            body +=
                "<thead><tr><th>area</th><th>what</th><th>change</th><th>before</th><th>after</th></tr></thead>\n<tbody>\n"
            for change in set.changes {
                body +=
                    (change.isSevere ? "<tr class=\"severe\">" : "<tr>")
                    + [
                        change.area.rawValue, change.subject,
                        change.kind.rawValue + (change.isSevere ? " (severe)" : ""), change.old ?? "–",
                        change.new ?? "–",
                    ]
                    .map { HTMLText.element("td", $0) }.joined() + "</tr>\n"
            }
            body += "</tbody>\n</table></div>\n</section>\n"
        }
        return HTMLPage(title: "\(ToolInfo.name) diff", header: summary, filters: [], body: body).render()
    }
}
