import CMPLintDocuments

/// Findings as HTML, as the lint and inspect reports show them: grouped by rule (worst rule first,
/// as the Markdown report orders them), each group with the rule's summary, its fix in one line,
/// a link to its documentation and to its full description on the page; each finding
/// with its severity, place and message, and its evidence, suppression and automatic fix in a
/// `<details>`. Every item carries its filter category (`data-category`: the severity, or
/// `suppressed`), and so does a group whose findings share one, so the page's CSS filters hide it.
package enum HTMLFindings {
    /// What a report knows of a rule besides its id.
    package struct RuleNotes {
        package var summary: String? = nil
        /// The first sentence of `howToFix` (`InspectedFinding.oneLine`).
        package var fix: String? = nil
        /// The id of the element on the page that describes the rule in full, once per page.
        package var about: String? = nil
        /// The rule's documentation page (`RuleInfo.documentationURL`); nil for a config's own rule.
        package var documentation: String? = nil
    }

    /// The active findings of one set by rule, then its suppressed findings as one group.
    package static func render(
        active: [Finding], suppressed: [Finding], notes: (String) -> RuleNotes, workingDirectory: String
    ) -> String {
        var out = ""
        // A finding that follows from another is listed under it (`CausedFindings`).
        let caused = CausedFindings(active)
        for (ruleId, findings) in MarkdownReporter.groupedByRule(caused.top.map(\.finding)) {
            out += group(
                ruleId, findings, notes: notes(ruleId), workingDirectory: workingDirectory,
                consequences: caused.consequences)
        }
        if !suppressed.isEmpty {
            out += "<section class=\"group sev-suppressed\" data-category=\"suppressed\">\n"
            out +=
                "<h3><span class=\"badge\">suppressed</span> \(suppressed.count) \(ReportText.plural(suppressed.count, "finding"))</h3>\n"
            out += "<p class=\"muted\">Covered by an ignore entry or the baseline: reported, not failing the run.</p>\n"
            out += list(suppressed, workingDirectory: workingDirectory)
            out += "</section>\n"
        }
        return out
    }

    package static func group(
        _ ruleId: String, _ findings: [Finding], notes: RuleNotes, workingDirectory: String,
        consequences: (Finding) -> [Finding] = { _ in [] }
    ) -> String {
        let severities = Set(findings.map(\.severity))
        let worst = findings.map(\.severity).max() ?? .error
        let category = severities.count == 1 ? " data-category=\"\(worst.rawValue)\"" : ""
        var out = "<section class=\"group rule sev-\(worst.rawValue)\"\(category)>\n"
        out +=
            "<h3><span class=\"badge\">\(worst.rawValue)</span> "
            + HTMLFindings.ruleName(ruleId, documentation: notes.documentation)
        out += " <span class=\"muted\">\(findings.count) \(ReportText.plural(findings.count, "finding"))</span></h3>\n"
        if let summary = notes.summary, !summary.isEmpty { out += "<p>\(HTMLText.inline(summary))</p>\n" }
        if let fix = notes.fix { out += "<p class=\"fix\"><strong>Fix:</strong> \(HTMLText.inline(fix))</p>\n" }
        if let about = notes.about { out += "<p class=\"about\"><a href=\"#\(about)\">About this rule</a></p>\n" }
        return out + list(findings, workingDirectory: workingDirectory, consequences: consequences) + "</section>\n"
    }

    /// A rule's id, linked to its documentation page when it has one.
    package static func ruleName(_ id: String, documentation: String?) -> String {
        guard let documentation else { return HTMLText.element("code", id) }
        return "<a class=\"doc\" href=\"\(HTMLText.escape(documentation))\">\(HTMLText.element("code", id))</a>"
    }

    package static func list(
        _ findings: [Finding], workingDirectory: String, consequences: (Finding) -> [Finding] = { _ in [] }
    ) -> String {
        "<ul class=\"findings\">\n"
            + findings.map { item($0, workingDirectory: workingDirectory, consequences: consequences($0)) }.joined()
            + "</ul>\n"
    }

    /// One finding: the line always shown, and what else it carries under it in a `<details>`.
    package static func item(_ finding: Finding, workingDirectory: String, consequences: [Finding] = []) -> String {
        let category = finding.suppression == nil ? finding.severity.rawValue : "suppressed"
        let place = InspectionWords.location(
            file: finding.file, line: finding.start?.line, column: finding.start?.column,
            pointer: finding.pointer, workingDirectory: workingDirectory)
        let line =
            "<span class=\"badge sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
            + HTMLText.element("code", place, class: "where") + " "
            + HTMLText.element("span", finding.message, class: "message")
        var more = ""
        if !finding.evidence.isEmpty {
            more += "<dl class=\"evidence\">"
            for member in finding.evidence {
                more +=
                    HTMLText.element("dt", member.key) + HTMLText.element("dd", ReportText.shortEvidence(member.value))
            }
            more += "</dl>"
        }
        if let suppression = finding.suppression {
            let source =
                suppression.source.isEmpty
                ? "" : " (" + ReportPath.relativeSource(suppression.source, to: workingDirectory) + ")"
            more += HTMLText.element(
                "p", "Suppressed (\(suppression.kind.rawValue)): \(suppression.justification)\(source)", class: "muted")
        }
        if let fix = finding.fix {
            let command = fix.applicability == .safe ? "cmplint fix" : "cmplint fix --unsafe-fixes"
            more += "<p class=\"muted\">Automatic fix: <code>\(command)</code></p>"
        }
        let open = "<li class=\"finding sev-\(category)\" data-category=\"\(category)\">"
        let caused = self.caused(consequences, workingDirectory: workingDirectory)
        guard !more.isEmpty else { return open + line + caused + "</li>\n" }
        return open + "<details><summary>" + line + "</summary>" + more + "</details>" + caused + "</li>\n"
    }

    /// The findings that follow from a root, as a list under it, each with its rule.
    package static func caused(_ consequences: [Finding], workingDirectory: String) -> String {
        guard !consequences.isEmpty else { return "" }
        var out = HTMLText.element("p", CausedFindings.heading(consequences.count), class: "muted caused")
        out += "<ul class=\"findings caused\">\n"
        for finding in consequences {
            let place = InspectionWords.location(
                file: finding.file, line: finding.start?.line, column: finding.start?.column,
                pointer: finding.pointer, workingDirectory: workingDirectory)
            out +=
                "<li class=\"finding sev-\(finding.severity.rawValue)\" data-category=\"\(finding.severity.rawValue)\">"
                + "<span class=\"badge sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
                + HTMLText.element("code", finding.ruleId) + " "
                + HTMLText.element("code", place, class: "where") + " "
                + HTMLText.element("span", finding.message, class: "message") + "</li>\n"
        }
        return out + "</ul>"
    }
}
