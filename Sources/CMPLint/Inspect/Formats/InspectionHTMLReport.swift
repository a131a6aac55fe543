import CMPLintDocuments

/// The `html` format of `cmplint inspect`: one self-contained page (`HTMLPage`) to hand a customer
/// or attach to a ticket. A summary and severity filters, a table of the sets linked to their
/// sections, then per set what it is (the rows of the text and Markdown formats,
/// `InspectionOverview`), its purpose tree, its captured state, and its findings grouped by rule
/// with the rule's fix in one line and its documentation (`HTMLFindings`). Every text is escaped by
/// `HTMLText` and was redacted when the model was built.
public enum InspectionHTMLReport {
    public static func render(
        _ inspections: [SetInspection], workingDirectory: String, provenance: HTMLProvenance = HTMLProvenance()
    ) -> String {
        let findings = inspections.flatMap(\.findings).map(\.finding)
        let active = findings.filter { $0.suppression == nil }
        var body = contents(inspections, workingDirectory: workingDirectory)
        for (index, inspection) in inspections.enumerated() {
            body += set(inspection, index: index, workingDirectory: workingDirectory)
        }
        let counts = Severity.allCases.reversed().map { severity in
            let count = active.filter { $0.severity == severity }.count
            return "\(count) \(ReportText.plural(count, severity.rawValue))"
        }
        let text =
            counts.joined(separator: ", ")
            + (active.count == findings.count ? "" : " · \(findings.count - active.count) suppressed")
        let summary =
            "<p class=\"summary\"><span class=\"status\">\(inspections.count) \(ReportText.plural(inspections.count, "set")) inspected</span> "
            + HTMLText.element("span", "findings: " + text) + "</p>\n"
        let filters = HTMLPage.filters(active: active.map(\.severity), suppressed: findings.count - active.count)
        var page = HTMLPage(title: "\(ToolInfo.name) inspect", header: summary, filters: filters, body: body)
        page.verdict = verdict(inspections)
        page.provenance = provenance
        page.shownPaths = HTMLShownPaths(
            sets: inspections.map(\.path),
            files: inspections.flatMap { $0.components.compactMap(\.file) + [$0.vendorList?.file].compactMap { $0 } }
                + provenance.files, workingDirectory: workingDirectory)
        return page.render()
    }

    /// "25 of 45 sets have errors; 6 carry captured consent state." / "No set has errors or
    /// captured consent state (45 sets)."
    package static func verdict(_ inspections: [SetInspection]) -> String {
        let withErrors = inspections.filter { $0.activeFindings.contains { $0.finding.severity == .error } }.count
        let captured = inspections.filter { !$0.captured.isEmpty }.count
        let total = "\(inspections.count) \(ReportText.plural(inspections.count, "set"))"
        guard withErrors + captured > 0 else { return "No set has errors or captured consent state (\(total))." }
        let errors = "\(withErrors) of \(total) \(withErrors == 1 ? "has" : "have") errors"
        let state = captured == 1 ? "1 carries captured consent state" : "\(captured) carry captured consent state"
        return "\(errors); \(state)."
    }

    package static func contents(_ inspections: [SetInspection], workingDirectory: String) -> String {
        guard inspections.count > 1 else { return "" }
        var out = "<h2>Sets</h2>\n<div class=\"table-wrap\"><table class=\"sets\">\n"
        out += "<thead><tr><th>set</th><th>meant for</th><th>template</th><th>findings</th></tr></thead>\n<tbody>\n"
        for (index, inspection) in inspections.enumerated() {
            let name = HTMLText.element("code", ReportPath.relative(inspection.path, to: workingDirectory))
            out += "<tr><td><a href=\"#set-\(index + 1)\">\(name)</a></td>"
            out +=
                "<td data-label=\"meant for\">" + HTMLText.escape(InspectionWords.meantFor(inspection.meantFor))
                + "</td>"
            out +=
                "<td data-label=\"template\">" + HTMLText.escape(inspection.templateSummary ?? SetInspection.absent)
                + "</td>"
            out +=
                "<td data-label=\"findings\">" + HTMLText.escape(InspectionWords.findingCounts(inspection))
                + "</td></tr>\n"
        }
        return out + "</tbody>\n</table></div>\n"
    }

    package static func set(_ inspection: SetInspection, index: Int, workingDirectory: String) -> String {
        var out = "<section class=\"set\" id=\"set-\(index + 1)\">\n"
        out += "<h2>\(HTMLText.element("code", ReportPath.relative(inspection.path, to: workingDirectory)))</h2>\n"
        out += "<div class=\"table-wrap\"><table class=\"overview\">\n"
        for row in InspectionOverview.rows(inspection, workingDirectory: workingDirectory) {
            out += "<tr>" + HTMLText.element("th", row.label) + HTMLText.element("td", row.value) + "</tr>\n"
        }
        out += "</table></div>\n" + purposes(inspection) + captured(inspection, workingDirectory: workingDirectory)
        out += "<h3>Findings: \(HTMLText.escape(InspectionWords.findingCounts(inspection)))</h3>\n"
        let rules = Dictionary(
            inspection.findings.map { ($0.finding.ruleId, $0) }, uniquingKeysWith: { first, _ in first })
        out += HTMLFindings.render(
            active: inspection.activeFindings.map(\.finding),
            suppressed: inspection.findings.map(\.finding).filter { $0.suppression != nil },
            notes: { HTMLFindings.RuleNotes(fix: rules[$0]?.fix, documentation: rules[$0]?.documentation) },
            workingDirectory: workingDirectory)
        return out + "</section>\n"
    }

    package static func purposes(_ inspection: SetInspection) -> String {
        guard !inspection.purposes.isEmpty else { return "" }
        let columns = ["group", "name", "type", "toggle", "SDKs", "IAB vendors", "general vendors"]
        var out = "<h3>Purposes</h3>\n<div class=\"table-wrap\"><table class=\"purposes stack\">\n<thead><tr>"
        out += columns.map { HTMLText.element("th", $0) }.joined() + "</tr></thead>\n<tbody>\n"
        func add(_ group: InspectedPurposeGroup, depth: Int) {
            let values = InspectionWords.purposeCells(group)
            out += "<tr><td>\(String(repeating: "↳ ", count: depth))\(HTMLText.element("code", values[0]))</td>"
            for (index, value) in values.enumerated().dropFirst() {
                out += HTMLText.labelledCell(value, label: columns[index], class: [4, 5].contains(index) ? "n" : nil)
            }
            out += "</tr>\n"
            for child in group.children { add(child, depth: depth + 1) }
        }
        for group in inspection.purposes { add(group, depth: 0) }
        return out + "</tbody>\n</table></div>\n"
    }

    package static func captured(_ inspection: SetInspection, workingDirectory: String) -> String {
        var out = "<h3>Captured state</h3>\n"
        guard !inspection.capturedCheckedBy.isEmpty else {
            return out + "<p class=\"muted\">Not checked: the leak rules are off.</p>\n"
        }
        guard !inspection.captured.isEmpty else {
            return out + "<p class=\"clean\">No consent string or identifier found.</p>\n"
        }
        out += "<ul class=\"captured\">\n"
        for value in inspection.captured {
            let place = InspectionWords.location(
                file: value.file, line: value.line, column: value.column, pointer: value.pointer,
                workingDirectory: workingDirectory)
            out +=
                "<li>" + HTMLText.element("code", place) + ": " + HTMLText.escape(InspectionWords.captured(value))
                + "</li>\n"
        }
        return out + "</ul>\n"
    }
}
