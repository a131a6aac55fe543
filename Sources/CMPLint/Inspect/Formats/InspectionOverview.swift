import CMPLintDocuments

/// The "what it is" part of an inspection as labelled rows, which the text format prints as
/// aligned lines and the Markdown format as a table, so both show the same values in the same
/// order.
package enum InspectionOverview {
    package static func rows(_ inspection: SetInspection, workingDirectory: String) -> [(label: String, value: String)]
    {
        var rows: [(label: String, value: String)] = [("meant for", InspectionWords.meantFor(inspection.meantFor))]
        if let assembly = inspection.assembly { rows.append(("assembled", assembly)) }
        rows.append(("captured", inspection.capture?.summary ?? "unknown (no \(CaptureManifest.fileName))"))
        if let files = inspection.capture?.files, !files.isEmpty {
            rows.append(("capture hashes", files.joined(separator: " · ")))
        }
        for component in inspection.components {
            let file = component.file.map { ReportPath.relative($0, to: workingDirectory) + ": " } ?? ""
            rows.append((component.kind.rawValue, file + component.content.summary))
        }
        let absent = "absent (no CMP API response)"
        rows.append(("template", inspection.templateSummary ?? absent))
        for jurisdiction in inspection.jurisdictions {
            let regions = jurisdiction.regions.isEmpty ? "" : "; regions " + jurisdiction.regions.joined(separator: " ")
            rows.append(
                (
                    "jurisdiction",
                    "\(jurisdiction.template): \(jurisdiction.reason) [\(jurisdiction.countries.joined(separator: " "))\(regions)]"
                ))
        }
        rows += [
            ("geo", inspection.geoSummary ?? absent),
            ("showBanner", inspection.showBannerSummary ?? absent),
            ("lastReconsentDate", inspection.lastReconsentSummary ?? absent),
            ("versions", inspection.versionsSummary ?? absent),
            ("errors", inspection.errorsSummary ?? absent),
            ("warnings", inspection.warningsSummary ?? absent),
        ]
        for component in inspection.responses {
            rows.append(
                (
                    "language \(component.kind.rawValue)",
                    component.language.map(InspectionWords.language) ?? SetInspection.absent
                ))
        }
        rows.append(("useRTL", inspection.useRTLSummary ?? absent))
        var uis: [String] = []
        for button in inspection.buttons where !uis.contains(button.ui) { uis.append(button.ui) }
        for ui in uis {
            rows.append(
                (
                    "buttons \(ui)",
                    inspection.buttons.filter { $0.ui == ui }.map(InspectionWords.button).joined(separator: " · ")
                ))
        }
        let logos = inspection.logos
        rows.append(
            (
                "logos",
                logos.isEmpty
                    ? "none" : logos.map { "\($0.name) " + InspectionWords.logoURL($0) }.joined(separator: " · ")
            ))
        for group in inspection.promptGroups {
            let label =
                inspection.promptGroups.count == 1
                ? "prompts" : "prompts \(group.components.map(\.rawValue).joined(separator: ", "))"
            rows.append((label, InspectionWords.prompts(group.prompts)))
        }
        if let vendors = inspection.vendors {
            rows.append(("vendors", InspectionWords.vendorCounts(vendors)))
            for usage in vendors.usage { rows.append(("used by IAB vendors", InspectionWords.usage(usage))) }
        } else {
            rows.append(
                (
                    "vendors",
                    inspection.component(.vendors)?.content == .missing
                        ? "no vendors snapshot" : "absent (no vendors response)"
                ))
        }
        if let pinned = inspection.vendorList {
            rows.append(("pinned GVL", InspectionWords.pinnedVersion(pinned)))
            rows.append(("deleted in the GVL", InspectionWords.pinnedVendors(pinned.deleted, detail: "deleted")))
            rows.append(("declared otherwise", InspectionWords.pinnedVendors(pinned.declaredOtherwise, detail: nil)))
        }
        return rows
    }
}
