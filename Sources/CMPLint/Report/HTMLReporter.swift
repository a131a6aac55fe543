import CMPLintDocuments

/// The `html` format: one self-contained page (`HTMLPage`) for a support ticket or a reviewer's
/// browser. A summary with the counts and the run's verdict, severity filters, a table of the sets
/// (each linked to its section), then per set its findings grouped by rule with the rule's fix and
/// documentation (`HTMLFindings`) and its suppressed findings; at the end each rule's description
/// (once, however many sets it reports on) and what was fixed since the baseline. Every text from snapshots, paths,
/// messages and rules is escaped by `HTMLText`; findings arrive redacted (`Finding` redacts unless
/// `--show-personal-data`).
public enum HTMLReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        var body = setsTable(report, options: options)
        let active = Dictionary(grouping: report.findings, by: \.setPath)
        let suppressed = Dictionary(grouping: report.suppressed, by: \.setPath)
        let sets = Dictionary(report.sets.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let anchors = ruleAnchors(report)
        let notes = { (id: String) -> HTMLFindings.RuleNotes in
            let rule = report.rule(id)
            return HTMLFindings.RuleNotes(
                summary: rule?.summary, fix: InspectedFinding.oneLine(rule?.howToFix), about: anchors[id],
                documentation: rule?.documentationURL)
        }
        for (index, path) in setPaths(report).enumerated() {
            body += setSection(
                path, index: index, set: sets[path], active: active[path] ?? [], suppressed: suppressed[path] ?? [],
                notes: notes, options: options)
        }
        body += rulesSection(report, anchors: anchors)
        body += fixedSection(report, options: options)
        let filters = HTMLPage.filters(active: report.findings.map(\.severity), suppressed: report.suppressed.count)
        var page = HTMLPage(
            title: "\(ToolInfo.name) report", header: summary(report, options: options), filters: filters, body: body)
        page.verdict = verdict(report, options: options)
        page.provenance = HTMLProvenance(date: options.date, configuration: options.inputs?.summaryLine)
        return page.render()
    }

    /// "Fails: 31 errors at or above the fail severity (error), in 20 of 45 sets." / "Passes: no
    /// problems found in 45 sets." / "Passes: 3 warnings, none at or above the fail severity (error)."
    package static func verdict(_ report: LintReport, options: ReportOptions) -> String {
        let sets = "\(report.sets.count) \(ReportText.plural(report.sets.count, "set"))"
        guard !report.findings.isEmpty else { return "Passes: no problems found in \(sets)." }
        let threshold = options.failSeverity
        let failing = report.findings.filter { $0.severity >= threshold }
        guard !failing.isEmpty else {
            let count = report.findings.count
            return "Passes: \(count) \(ReportText.plural(count, "problem")), none at or above the fail severity "
                + "(\(threshold.rawValue))."
        }
        let failingSets = Set(failing.map(\.setPath)).count
        return "Fails: \(failing.count) \(ReportText.plural(failing.count, "problem")) at or above the fail severity "
            + "(\(threshold.rawValue)), in \(failingSets) of \(sets)."
    }

    /// The sets in report order, then the set paths only findings name (so every finding is shown).
    package static func setPaths(_ report: LintReport) -> [String] {
        var paths = report.sets.map(\.path)
        var seen = Set(paths)
        for finding in report.findings + report.suppressed where seen.insert(finding.setPath).inserted {
            paths.append(finding.setPath)
        }
        return paths
    }

    /// `✖ failed  49 problems: 31 errors, … · 45 sets, 101 files checked · fail severity error`.
    package static func summary(_ report: LintReport, options: ReportOptions) -> String {
        let fails = report.fails(at: options.failSeverity)
        let status =
            fails ? ("failed", "✖ failed") : report.findings.isEmpty ? ("passed", "✔ passed") : ("warned", "⚠ passed")
        var text: String
        if report.findings.isEmpty {
            text = "No problems found"
        } else {
            let counts = Severity.allCases.reversed().map {
                "\(report.count($0)) \(ReportText.plural(report.count($0), $0.rawValue))"
            }
            text =
                "\(report.findings.count) \(ReportText.plural(report.findings.count, "problem")): "
                + counts.joined(separator: ", ")
        }
        text +=
            " · \(report.sets.count) \(ReportText.plural(report.sets.count, "set")), "
            + "\(report.fileCount) \(ReportText.plural(report.fileCount, "file")) checked · fail severity \(options.failSeverity.rawValue)"
        if !report.suppressed.isEmpty { text += " · \(report.suppressed.count) suppressed" }
        return
            "<p class=\"summary\"><span class=\"status \(status.0)\">\(status.1)</span> \(HTMLText.element("span", text))</p>\n"
    }

    package static func setsTable(_ report: LintReport, options: ReportOptions) -> String {
        guard !report.sets.isEmpty else { return "" }
        let bySet = Dictionary(grouping: report.findings, by: \.setPath)
        var out =
            "<h2>Sets</h2>\n<div class=\"table-wrap\"><table class=\"sets\">\n<thead><tr><th>set</th><th>country</th><th>region</th>"
        out +=
            "<th>language</th><th>files</th>"
            + Severity.allCases.reversed().map { "<th>\(ReportText.plural(2, $0.rawValue))</th>" }.joined()
        out += "</tr></thead>\n<tbody>\n"
        for (index, set) in report.sets.enumerated() {
            let findings = bySet[set.path] ?? []
            let name = HTMLText.element("code", ReportPath.relative(set.path, to: options.workingDirectory))
            out += "<tr><td><a href=\"#set-\(index + 1)\">\(name)</a></td>"
            for (label, value) in [
                ("country", set.expectations.country), ("region", set.expectations.region),
                ("language", set.expectations.language),
            ] {
                out += "<td data-label=\"\(label)\">\(HTMLText.escape(value ?? "–"))</td>"
            }
            out += "<td class=\"n\" data-label=\"files\">\(set.files.count)</td>"
            for severity in Severity.allCases.reversed() {
                out +=
                    "<td class=\"n\" data-label=\"\(ReportText.plural(2, severity.rawValue))\">\(findings.filter { $0.severity == severity }.count)</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table></div>\n"
    }

    /// One set's section; `set` is nil for a set path only findings name.
    package static func setSection(
        _ path: String, index: Int, set: LintReport.CheckedSet?, active: [Finding], suppressed: [Finding],
        notes: (String) -> HTMLFindings.RuleNotes, options: ReportOptions
    ) -> String {
        var out = "<section class=\"set\" id=\"set-\(index + 1)\">\n"
        out += "<h2>\(HTMLText.element("code", ReportPath.relative(path, to: options.workingDirectory)))</h2>\n"
        if let set {
            let meant = [
                set.expectations.country.map { "country " + $0 }, set.expectations.region.map { "region " + $0 },
                set.expectations.language.map { "language " + $0 },
            ].compactMap { $0 }
            let files = set.files.sorted { $0.key < $1.key }.map {
                "\($0.key.rawValue) " + fileName($0.value, in: path, options: options)
            }
            let meta =
                "meant for " + (meant.isEmpty ? "unknown" : meant.joined(separator: ", ")) + " · "
                + (files.isEmpty ? "no files" : files.joined(separator: " · "))
            out += HTMLText.element("p", meta, class: "meta") + "\n"
            if let assembly = set.assembly { out += HTMLText.element("p", assembly, class: "meta") + "\n" }
            if let capture = set.capture {
                let files = capture.files.isEmpty ? "" : " · " + capture.files.joined(separator: " · ")
                out += HTMLText.element("p", "captured " + capture.summary + files, class: "meta capture") + "\n"
            }
        }
        if active.isEmpty { out += "<p class=\"clean\">✔ No problems found.</p>\n" }
        out += HTMLFindings.render(
            active: active, suppressed: suppressed, notes: notes, workingDirectory: options.workingDirectory)
        return out + "</section>\n"
    }

    /// `rule-1`, `rule-2`, …: the element describing each rule that has findings and a description
    /// or `howToFix`, in id order.
    package static func ruleAnchors(_ report: LintReport) -> [String: String] {
        let ids = Set((report.findings + report.suppressed).map(\.ruleId)).sorted().filter { id in
            report.rule(id).map { !$0.description.isEmpty || $0.howToFix != nil } ?? false
        }
        return Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, "rule-\($0 + 1)") })
    }

    /// Each rule of the findings described once (the findings' groups link here), so a report of
    /// many sets does not repeat the descriptions.
    package static func rulesSection(_ report: LintReport, anchors: [String: String]) -> String {
        guard !anchors.isEmpty else { return "" }
        var out = "<section class=\"rules\">\n<h2>Rules</h2>\n"
        for (id, anchor) in anchors.sorted(by: { $0.key < $1.key }) {
            guard let rule = report.rule(id) else { continue }
            out +=
                "<section class=\"about-rule\" id=\"\(anchor)\">\n<h3>"
                + HTMLFindings.ruleName(id, documentation: rule.documentationURL)
            out += " <span class=\"badge sev-\(rule.severity.rawValue)\">\(rule.severity.rawValue)</span></h3>\n"
            out += HTMLText.prose(rule.description)
            if let howToFix = rule.howToFix { out += "<h4>How to fix</h4>\n" + HTMLText.prose(howToFix) }
            out += "</section>\n"
        }
        return out + "</section>\n"
    }

    /// A set's file by its name when it is in the set's folder (the heading names the folder),
    /// else relative to the working directory.
    package static func fileName(_ file: String, in setPath: String, options: ReportOptions) -> String {
        file.hasPrefix(setPath + "/")
            ? String(file.dropFirst(setPath.count + 1)) : ReportPath.relative(file, to: options.workingDirectory)
    }

    package static func fixedSection(_ report: LintReport, options: ReportOptions) -> String {
        guard !report.fixedSinceBaseline.isEmpty else { return "" }
        var out = "<section class=\"fixed\">\n<h2>Fixed since the baseline (\(report.fixedSinceBaseline.count))</h2>\n"
        out +=
            "<p class=\"muted\">Baseline entries no finding matches any more: remove them from the baseline.</p>\n<ul>\n"
        for entry in report.fixedSinceBaseline {
            let place = InspectionWords.location(
                file: entry.file, line: nil, column: nil, pointer: entry.pointer,
                workingDirectory: options.workingDirectory)
            out +=
                "<li>" + HTMLText.element("code", entry.ruleId) + " " + HTMLText.element("code", place) + ": "
                + HTMLText.escape(entry.message) + "</li>\n"
        }
        return out + "</ul>\n</section>\n"
    }
}
