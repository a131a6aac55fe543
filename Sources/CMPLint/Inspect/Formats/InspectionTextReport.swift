/// The `text` format of `cmplint inspect`: one block per set, a label column and the values,
/// readable in a terminal. Snapshot text is made `ReportText.visible` (no control or
/// bidirectional character reaches the terminal) and was redacted when the model was built.
public enum InspectionTextReport {
    public static func render(_ inspections: [SetInspection], workingDirectory: String) -> String {
        var out = inspections.map { set(ReportPath.relative($0.path, to: workingDirectory), $0, workingDirectory: workingDirectory) }
            .joined(separator: "\n")
        out += "\n\(inspections.count) \(ReportText.plural(inspections.count, "set")) inspected\n"
        return out
    }

    static let labelWidth = 16

    /// `label           value`, the value made visible; continuation lines indented.
    static func line(_ label: String, _ value: String, indent: Int = 0) -> String {
        let padded = String(repeating: " ", count: indent) + label
        let gap = max(1, labelWidth - padded.count)
        return padded + String(repeating: " ", count: gap) + ReportText.visible(value) + "\n"
    }

    static func set(_ name: String, _ inspection: SetInspection, workingDirectory: String) -> String {
        var out = "== \(ReportText.visible(name))\n"
        out += line("meant for", InspectionWords.meantFor(inspection.meantFor))
        out += "components\n"
        for component in inspection.components {
            let file = component.file.map { ReportPath.relative($0, to: workingDirectory) + ": " } ?? ""
            out += line(component.kind.rawValue, file + component.content.summary, indent: 2)
        }
        let absent = "absent (no CMP API response)"
        out += line("template", inspection.templateSummary ?? absent)
        for jurisdiction in inspection.jurisdictions {
            let area = jurisdiction.countries.joined(separator: " ") + (jurisdiction.regions.isEmpty ? "" : "; regions " + jurisdiction.regions.joined(separator: " "))
            out += line("", "\(jurisdiction.template): \(jurisdiction.reason) [\(area)]", indent: 2)
        }
        out += line("geo", inspection.geoSummary ?? absent)
        out += line("showBanner", inspection.showBannerSummary ?? absent)
        out += line("lastReconsent", inspection.lastReconsentSummary ?? absent)
        out += line("versions", inspection.versionsSummary ?? absent)
        out += line("errors", inspection.errorsSummary ?? absent)
        out += line("warnings", inspection.warningsSummary ?? absent)
        out += "language\n"
        for component in inspection.responses {
            out += line(component.kind.rawValue, component.language.map(InspectionWords.language) ?? SetInspection.absent, indent: 2)
        }
        out += line("useRTL", inspection.useRTLSummary ?? absent)
        out += buttons(inspection)
        let logos = inspection.logos
        out += line("logos", logos.isEmpty ? "none" : logos.map { "\($0.name) " + ($0.url.isEmpty ? "(empty: no logo)" : $0.url) }.joined(separator: " · "))
        for group in inspection.promptGroups {
            let label = inspection.promptGroups.count == 1 ? "prompts" : "prompts (\(group.components.map(\.rawValue).joined(separator: ", ")))"
            out += line(label, InspectionWords.prompts(group.prompts))
        }
        out += purposes(inspection)
        out += vendors(inspection)
        out += captured(inspection, workingDirectory: workingDirectory)
        out += findings(inspection, workingDirectory: workingDirectory)
        return out
    }

    static func buttons(_ inspection: SetInspection) -> String {
        let buttons = inspection.buttons
        guard !buttons.isEmpty else { return line("buttons", "none") }
        var out = "buttons\n"
        var uis: [String] = []
        for button in buttons where !uis.contains(button.ui) { uis.append(button.ui) }
        for ui in uis {
            out += line(ui, buttons.filter { $0.ui == ui }.map(InspectionWords.button).joined(separator: " · "), indent: 2)
        }
        return out
    }

    static func purposes(_ inspection: SetInspection) -> String {
        let all = inspection.allPurposes
        guard !all.isEmpty else { return line("purposes", inspection.component(.preferences)?.content == .response ? "none" : "absent (no preferences response)") }
        var out = "purposes        \(all.count) \(ReportText.plural(all.count, "group"))\n"
        func add(_ group: InspectedPurposeGroup, depth: Int) {
            var parts = [group.groupId, group.name.map { "\"\($0)\"" } ?? "(no name)", group.type ?? "(no type)", InspectionWords.toggle(group)]
            if group.sdkCount > 0 { parts.append("\(group.sdkCount) \(ReportText.plural(group.sdkCount, "SDK"))") }
            if let count = group.iabVendorCount { parts.append("\(count) IAB \(ReportText.plural(count, "vendor"))") }
            if !group.generalVendorIds.isEmpty { parts.append("general vendors " + group.generalVendorIds.joined(separator: " ")) }
            if let info = group.vendorsLinkedInfo { parts.append("says \"\(info)\"") }
            out += String(repeating: "  ", count: depth + 1) + ReportText.visible(parts.joined(separator: "  ")) + "\n"
            for child in group.children { add(child, depth: depth + 1) }
        }
        for group in inspection.purposes { add(group, depth: 0) }
        return out
    }

    static func vendors(_ inspection: SetInspection) -> String {
        guard let vendors = inspection.vendors else {
            return line("vendors", inspection.component(.vendors)?.content == .missing ? "no vendors snapshot" : "absent (no vendors response)")
        }
        var out = line("vendors", InspectionWords.vendorCounts(vendors))
        for usage in vendors.usage { out += line("", InspectionWords.usage(usage), indent: 2) }
        return out
    }

    static func captured(_ inspection: SetInspection, workingDirectory: String) -> String {
        guard !inspection.capturedCheckedBy.isEmpty else { return line("captured state", "not checked (the leak rules are off)") }
        guard !inspection.captured.isEmpty else { return line("captured state", "none found") }
        var out = line("captured state", "\(inspection.captured.count) found")
        for value in inspection.captured {
            out += "  " + ReportText.visible(InspectionWords.location(file: value.file, line: value.line, column: value.column,
                                                                      pointer: value.pointer, workingDirectory: workingDirectory)) + "\n"
            out += "    " + ReportText.visible(InspectionWords.captured(value)) + "\n"
        }
        return out
    }

    static func findings(_ inspection: SetInspection, workingDirectory: String) -> String {
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

    static func finding(_ item: InspectedFinding, workingDirectory: String) -> String {
        let finding = item.finding
        let place = InspectionWords.location(file: finding.file, line: finding.start?.line, column: finding.start?.column,
                                             pointer: finding.pointer, workingDirectory: workingDirectory)
        var out = "    " + ReportText.visible("\(finding.ruleId)  \(place)") + "\n"
        out += "      " + ReportText.visible(finding.message) + "\n"
        if let suppression = finding.suppression {
            out += "      " + ReportText.visible("suppressed (\(suppression.kind.rawValue)): \(suppression.justification)") + "\n"
        } else if let fix = item.fix {
            out += "      " + ReportText.visible("fix: \(fix)") + "\n"
        }
        return out
    }
}
