import CMPLintDocuments

/// The `text` format of `cmplint inspect`: one block per set, a label column and the values,
/// readable in a terminal. Snapshot text is made `ReportText.visible` (no control or
/// bidirectional character reaches the terminal) and was redacted when the model was built.
public enum InspectionTextReport {
    public static func render(_ inspections: [SetInspection], workingDirectory: String) -> String {
        var out = inspections.map {
            set(ReportPath.relative($0.path, to: workingDirectory), $0, workingDirectory: workingDirectory)
        }
        .joined(separator: "\n")
        out += "\n\(inspections.count) \(ReportText.plural(inspections.count, "set")) inspected\n"
        return out
    }

    package static let labelWidth = 22

    /// `label                 value`, the value made visible.
    package static func line(_ label: String, _ value: String) -> String {
        label + String(repeating: " ", count: max(1, labelWidth - label.count)) + ReportText.visible(value) + "\n"
    }

    package static func set(_ name: String, _ inspection: SetInspection, workingDirectory: String) -> String {
        var out = "== \(ReportText.visible(name))\n"
        for row in InspectionOverview.rows(inspection, workingDirectory: workingDirectory) {
            out += line(row.label, row.value)
        }
        out += purposes(inspection)
        out += captured(inspection, workingDirectory: workingDirectory)
        out += findings(inspection, workingDirectory: workingDirectory)
        return out
    }

    package static func purposes(_ inspection: SetInspection) -> String {
        let all = inspection.allPurposes
        guard !all.isEmpty else {
            return line(
                "purposes",
                inspection.component(.preferences)?.content == .response ? "none" : "absent (no preferences response)")
        }
        var out = line("purposes", "\(all.count) \(ReportText.plural(all.count, "group"))")
        func add(_ group: InspectedPurposeGroup, depth: Int) {
            var parts = [
                group.groupId, group.name.map { "\"\($0)\"" } ?? "(no name)", group.type ?? "(no type)",
                InspectionWords.toggle(group),
            ]
            if group.sdkCount > 0 { parts.append("\(group.sdkCount) \(ReportText.plural(group.sdkCount, "SDK"))") }
            if let count = group.iabVendorCount { parts.append("\(count) IAB \(ReportText.plural(count, "vendor"))") }
            if !group.generalVendorIds.isEmpty {
                parts.append("general vendors " + group.generalVendorIds.joined(separator: " "))
            }
            if let info = group.vendorsLinkedInfo { parts.append("says \"\(info)\"") }
            out += String(repeating: "  ", count: depth + 1) + ReportText.visible(parts.joined(separator: "  ")) + "\n"
            for child in group.children { add(child, depth: depth + 1) }
        }
        for group in inspection.purposes { add(group, depth: 0) }
        return out
    }

    package static func captured(_ inspection: SetInspection, workingDirectory: String) -> String {
        guard !inspection.capturedCheckedBy.isEmpty else {
            return line("captured state", "not checked (the leak rules are off)")
        }
        guard !inspection.captured.isEmpty else { return line("captured state", "none found") }
        var out = line("captured state", "\(inspection.captured.count) found")
        for value in inspection.captured {
            out +=
                "  "
                + ReportText.visible(
                    InspectionWords.location(
                        file: value.file, line: value.line, column: value.column,
                        pointer: value.pointer, workingDirectory: workingDirectory)) + "\n"
            out += "    " + ReportText.visible(InspectionWords.captured(value)) + "\n"
        }
        return out
    }

    package static func findings(_ inspection: SetInspection, workingDirectory: String) -> String {
        var out = line("findings", InspectionWords.findingCounts(inspection))
        for severity in Severity.allCases.reversed() {
            let findings = inspection.activeFindings.filter { $0.finding.severity == severity }
            guard !findings.isEmpty else { continue }
            out += "  \(severity.rawValue)\n"
            for item in findings { out += finding(item, workingDirectory: workingDirectory) }
        }
        let suppressed = inspection.findings.filter { $0.finding.suppression != nil }
        if !suppressed.isEmpty {
            out += "  suppressed\n"
            for item in suppressed { out += finding(item, workingDirectory: workingDirectory) }
        }
        return out
    }

    package static func finding(_ item: InspectedFinding, workingDirectory: String) -> String {
        let finding = item.finding
        let place = InspectionWords.location(
            file: finding.file, line: finding.start?.line, column: finding.start?.column,
            pointer: finding.pointer, workingDirectory: workingDirectory)
        var out = "    " + ReportText.visible("\(finding.ruleId)  \(place)") + "\n"
        out += "      " + ReportText.visible(finding.message) + "\n"
        if let suppression = finding.suppression {
            out +=
                "      " + ReportText.visible("suppressed (\(suppression.kind.rawValue)): \(suppression.justification)")
                + "\n"
        } else if let fix = item.fix {
            out += "      " + ReportText.visible("fix: \(fix)") + "\n"
        }
        return out
    }
}
