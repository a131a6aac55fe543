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

    static func cell(_ text: String) -> String { MarkdownReporter.inline(text) }

    static func row(_ label: String, _ value: String) -> String { "| \(label) | \(cell(value)) |\n" }

    static func set(_ inspection: SetInspection, workingDirectory: String) -> String {
        var out = "## \(MarkdownReporter.code(ReportPath.relative(inspection.path, to: workingDirectory)))\n\n"
        out += "| | |\n|---|---|\n"
        out += row("meant for", InspectionWords.meantFor(inspection.meantFor))
        for component in inspection.components {
            let file = component.file.map { ReportPath.relative($0, to: workingDirectory) + ": " } ?? ""
            out += row(component.kind.rawValue, file + component.content.summary)
        }
        let absent = "absent (no CMP API response)"
        out += row("template", inspection.templateSummary ?? absent)
        for jurisdiction in inspection.jurisdictions {
            let area = jurisdiction.countries.joined(separator: " ") + (jurisdiction.regions.isEmpty ? "" : "; regions " + jurisdiction.regions.joined(separator: " "))
            out += row("jurisdiction", "\(jurisdiction.template): \(jurisdiction.reason) [\(area)]")
        }
        out += row("geo", inspection.geoSummary ?? absent)
        out += row("showBanner", inspection.showBannerSummary ?? absent)
        out += row("lastReconsentDate", inspection.lastReconsentSummary ?? absent)
        out += row("versions", inspection.versionsSummary ?? absent)
        out += row("errors", inspection.errorsSummary ?? absent)
        out += row("warnings", inspection.warningsSummary ?? absent)
        for component in inspection.responses {
            out += row("language (\(component.kind.rawValue))", component.language.map(InspectionWords.language) ?? SetInspection.absent)
        }
        out += row("useRTL", inspection.useRTLSummary ?? absent)
        var uis: [String] = []
        for button in inspection.buttons where !uis.contains(button.ui) { uis.append(button.ui) }
        for ui in uis {
            out += row("buttons (\(ui))", inspection.buttons.filter { $0.ui == ui }.map(InspectionWords.button).joined(separator: " · "))
        }
        let logos = inspection.logos
        out += row("logos", logos.isEmpty ? "none" : logos.map { "\($0.name) " + ($0.url.isEmpty ? "(empty: no logo)" : $0.url) }.joined(separator: " · "))
        for group in inspection.promptGroups {
            out += row("prompts (\(group.components.map(\.rawValue).joined(separator: ", ")))", InspectionWords.prompts(group.prompts))
        }
        if let vendors = inspection.vendors {
            out += row("vendors", InspectionWords.vendorCounts(vendors))
            for usage in vendors.usage { out += row("used by IAB vendors", InspectionWords.usage(usage)) }
        }
        out += "\n" + purposes(inspection) + captured(inspection, workingDirectory: workingDirectory)
        out += findings(inspection, workingDirectory: workingDirectory)
        return out
    }

    static func purposes(_ inspection: SetInspection) -> String {
        guard !inspection.purposes.isEmpty else { return "" }
        var out = "### Purposes\n\n| group | name | type | toggle | SDKs | IAB vendors | general vendors |\n|---|---|---|---|---:|---:|---|\n"
        func add(_ group: InspectedPurposeGroup, depth: Int) {
            let indent = String(repeating: "↳ ", count: depth)
            let cells = [
                indent + MarkdownReporter.code(group.groupId, inTable: true), MarkdownReporter.cell(group.name), MarkdownReporter.cell(group.type),
                cell(InspectionWords.toggle(group)), "\(group.sdkCount)", group.iabVendorCount.map(String.init) ?? "–",
                group.generalVendorIds.isEmpty ? "–" : cell(group.generalVendorIds.joined(separator: " ")),
            ]
            out += "| " + cells.joined(separator: " | ") + " |\n"
            for child in group.children { add(child, depth: depth + 1) }
        }
        for group in inspection.purposes { add(group, depth: 0) }
        return out + "\n"
    }

    static func captured(_ inspection: SetInspection, workingDirectory: String) -> String {
        var out = "### Captured state\n\n"
        guard !inspection.capturedCheckedBy.isEmpty else { return out + "Not checked: the leak rules are off.\n\n" }
        guard !inspection.captured.isEmpty else { return out + "No consent string or identifier found.\n\n" }
        for value in inspection.captured {
            let place = InspectionWords.location(file: value.file, line: value.line, column: value.column, pointer: value.pointer,
                                                 workingDirectory: workingDirectory)
            out += "- \(MarkdownReporter.code(place)): \(cell(InspectionWords.captured(value)))\n"
        }
        return out + "\n"
    }

    static func findings(_ inspection: SetInspection, workingDirectory: String) -> String {
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

    static func finding(_ item: InspectedFinding, workingDirectory: String) -> String {
        let finding = item.finding
        let place = InspectionWords.location(file: finding.file, line: finding.start?.line, column: finding.start?.column,
                                             pointer: finding.pointer, workingDirectory: workingDirectory)
        var out = "- \(MarkdownReporter.code(finding.ruleId)) \(MarkdownReporter.code(place)): \(cell(finding.message))\n"
        if let suppression = finding.suppression {
            out += "  - suppressed (\(suppression.kind.rawValue)): \(cell(suppression.justification))\n"
        } else if let fix = item.fix {
            out += "  - fix: \(cell(fix))\n"
        }
        return out
    }
}
