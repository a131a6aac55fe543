import CMPLintDocuments

/// The `markdown` format of `cmplint inspect`: per set, a table of what it is, the purpose tree,
/// the vendors, the captured state and the findings grouped by severity with each rule's fix, to
/// paste into a support ticket or a pull request. Snapshot text is escaped as in the lint report
/// (`MarkdownReporter.inline`, `code`), so it cannot break the Markdown.
public enum InspectionMarkdownReport {
    public static func render(_ inspections: [SetInspection], workingDirectory: String) -> String {
        var out = "# \(ToolInfo.name) inspect\n\n"
        out += "\(inspections.count) \(ReportText.plural(inspections.count, "set")) inspected.\n\n"
        for inspection in inspections { out += set(inspection, workingDirectory: workingDirectory) }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    package static func cell(_ text: String) -> String { MarkdownReporter.inline(text) }

    package static func row(_ label: String, _ value: String) -> String { "| \(label) | \(cell(value)) |\n" }

    package static func set(_ inspection: SetInspection, workingDirectory: String) -> String {
        var out = "## \(MarkdownReporter.code(ReportPath.relative(inspection.path, to: workingDirectory)))\n\n"
        out += "| | |\n|---|---|\n"
        for row in InspectionOverview.rows(inspection, workingDirectory: workingDirectory) {
            out += self.row(row.label, row.value)
        }
        out += "\n" + purposes(inspection) + captured(inspection, workingDirectory: workingDirectory)
        out += findings(inspection, workingDirectory: workingDirectory)
        return out
    }

    package static func purposes(_ inspection: SetInspection) -> String {
        guard !inspection.purposes.isEmpty else { return "" }
        var out =
            "### Purposes\n\n| group | name | type | toggle | SDKs | IAB vendors | general vendors |\n|---|---|---|---|---:|---:|---|\n"
        func add(_ group: InspectedPurposeGroup, depth: Int) {
            let values = InspectionWords.purposeCells(group)
            let cells =
                [String(repeating: "↳ ", count: depth) + MarkdownReporter.code(values[0], inTable: true)]
                + values.dropFirst().map(cell)
            out += "| " + cells.joined(separator: " | ") + " |\n"
            for child in group.children { add(child, depth: depth + 1) }
        }
        for group in inspection.purposes { add(group, depth: 0) }
        return out + "\n"
    }

    package static func captured(_ inspection: SetInspection, workingDirectory: String) -> String {
        var out = "### Captured state\n\n"
        guard !inspection.capturedCheckedBy.isEmpty else { return out + "Not checked: the leak rules are off.\n\n" }
        guard !inspection.captured.isEmpty else { return out + "No consent string or identifier found.\n\n" }
        for value in inspection.captured {
            let place = InspectionWords.location(
                file: value.file, line: value.line, column: value.column, pointer: value.pointer,
                workingDirectory: workingDirectory)
            out += "- \(MarkdownReporter.code(place)): \(cell(InspectionWords.captured(value)))\n"
        }
        return out + "\n"
    }

    package static func findings(_ inspection: SetInspection, workingDirectory: String) -> String {
        var out = "### Findings: \(cell(InspectionWords.findingCounts(inspection)))\n\n"
        for severity in Severity.allCases.reversed() {
            let findings = inspection.activeFindings.filter { $0.finding.severity == severity }
            guard !findings.isEmpty else { continue }
            out += "#### \(severity.rawValue) (\(findings.count))\n\n"
            for item in findings { out += finding(item, workingDirectory: workingDirectory) }
            out += "\n"
        }
        let suppressed = inspection.findings.filter { $0.finding.suppression != nil }
        if !suppressed.isEmpty {
            out += "#### suppressed (\(suppressed.count))\n\n"
            for item in suppressed { out += finding(item, workingDirectory: workingDirectory) }
            out += "\n"
        }
        return out
    }

    package static func finding(_ item: InspectedFinding, workingDirectory: String) -> String {
        let finding = item.finding
        let place = InspectionWords.location(
            file: finding.file, line: finding.start?.line, column: finding.start?.column,
            pointer: finding.pointer, workingDirectory: workingDirectory)
        var out =
            "- \(MarkdownReporter.code(finding.ruleId)) \(MarkdownReporter.code(place)): \(cell(finding.message))\n"
        if let suppression = finding.suppression {
            out += "  - suppressed (\(suppression.kind.rawValue)): \(cell(suppression.justification))\n"
        } else if let fix = item.fix {
            out += "  - fix: \(ReportText.visible(fix))\n"
        }
        return out
    }
}
