import CMPLintDocuments

/// The `github` format: GitHub Actions workflow commands that become annotations on the pull
/// request (`::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`).
///
/// GitHub keeps at most 10 error, 10 warning and 10 notice annotations per step (and 50 per job)
/// and silently drops the rest, so findings go worst first (severity, then report order), each
/// level is capped, and a final `::notice::` says how many more exist and where to find them (one
/// notice slot is kept free for it). Snapshot text is first made `ReportText.visible` (no raw
/// controls, no text GitHub would read as another command), then escaped as `@actions/core` does,
/// so `%`, `:` and `,` arrive intact and the annotation's own line breaks stay line breaks.
/// Suppressed findings are not annotated. Info and hint are `notice`. A finding about a missing
/// file is annotated on the set's first file (`FindingAnchor`), naming the set.
public enum GitHubReporter {
    /// Annotations GitHub shows per level and step.
    public static let maxPerLevel = 10

    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        let ranked = worstFirst(report.findings)
        let levels = ["error", "warning", "notice"]
        let overflow = levels.contains { level in ranked.filter { command($0.severity) == level }.count > maxPerLevel }
        var used: [String: Int] = [:]
        var out = ""
        var hidden: [Finding] = []
        for finding in ranked {
            let level = command(finding.severity)
            let limit = level == "notice" && overflow ? maxPerLevel - 1 : maxPerLevel
            if used[level, default: 0] < limit {
                used[level, default: 0] += 1
                out += annotation(finding, place: FindingAnchor.place(finding, in: report), options: options) + "\n"
            } else {
                hidden.append(finding)
            }
        }
        if !hidden.isEmpty {
            out +=
                "::notice title=\(escapeProperty("cmplint: \(hidden.count) more"))::\(escapeData(overflowMessage(hidden)))\n"
        }
        out += StylishReporter.summary(report, options: options, paint: Paint(enabled: false)) + "\n"
        return out
    }

    /// Severity first, then report order.
    package static func worstFirst(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { a, b in
            a.element.severity != b.element.severity ? a.element.severity > b.element.severity : a.offset < b.offset
        }.map(\.element)
    }

    /// One `::level properties::message` line, at `place` (`FindingAnchor`: a finding about a
    /// missing file goes on the set's first file, since GitHub annotates no folder).
    package static func annotation(
        _ finding: Finding, place: (file: String, start: SourcePosition?, end: SourcePosition?), options: ReportOptions
    ) -> String {
        var properties = [("file", ReportText.visible(ReportPath.relative(place.file, to: options.workingDirectory)))]
        if let start = place.start {
            properties += [("line", "\(start.line)"), ("col", "\(start.column)")]
            if let end = place.end, end >= start {
                properties += [("endLine", "\(end.line)"), ("endColumn", "\(end.column)")]
            }
        }
        properties.append(("title", ReportText.visible(finding.ruleId)))
        var message = ReportText.visible(finding.message)
        if !finding.pointer.isEmpty { message += "\nJSON Pointer: \(ReportText.visible(finding.pointer))" }
        if place.file != finding.file {
            message +=
                "\nSet: \(ReportText.visible(ReportPath.relative(finding.setPath, to: options.workingDirectory)))"
        }
        if !finding.evidence.isEmpty { message += "\n" + ReportText.evidenceLine(finding.evidence) }
        let props = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command(finding.severity)) \(props)::\(escapeData(message))"
    }

    package static func overflowMessage(_ hidden: [Finding]) -> String {
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let n = hidden.filter { $0.severity == severity }.count
            return n == 0 ? nil : "\(n) \(ReportText.plural(n, severity.rawValue))"
        }
        return
            "\(hidden.count) more \(hidden.count == 1 ? "finding is" : "findings are") not annotated (\(counts.joined(separator: ", "))): "
            + "GitHub shows at most \(maxPerLevel) annotations per level and step. "
            + "See the step summary, or the full report: --format stylish, or --format sarif=FILE for code scanning."
    }

    package static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .hint: return "notice"
        }
    }

    /// `@actions/core` `escapeData`: `%`, CR and LF.
    package static func escapeData(_ text: String) -> String { escape(text, property: false) }

    /// `@actions/core` `escapeProperty`: as `escapeData`, plus `:` and `,`.
    package static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

    /// Scalar by scalar, so a CR LF pair (one Swift `Character`) becomes `%0D%0A`.
    private static func escape(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension GitHubReporter {
    /// Rows of the step summary's findings table.
    public static let maxSummaryRows = 20

    /// The Markdown appended to `$GITHUB_STEP_SUMMARY`: what the capped annotations cannot show.
    /// Counts per severity, suppressed and fixed-since-baseline counts, and the worst findings as a
    /// table (at most `maxSummaryRows`, then how many more).
    public static func stepSummary(_ report: LintReport, options: ReportOptions) -> String {
        var out = "## \(ToolInfo.name)\n\n"
        out += MarkdownReporter.headline(report, options: options) + "\n"
        out += "| errors | warnings | infos | hints | suppressed | fixed since baseline |\n"
        out += "|---:|---:|---:|---:|---:|---:|\n"
        let counts =
            Severity.allCases.reversed().map { "\(report.count($0))" }
            + ["\(report.suppressed.count)", "\(report.fixedSinceBaseline.count)"]
        out += "| " + counts.joined(separator: " | ") + " |\n"
        let ranked = worstFirst(report.findings)
        guard !ranked.isEmpty else { return out }
        let shown = ranked.prefix(maxSummaryRows)
        out +=
            "\n### " + (shown.count < ranked.count ? "Worst findings (\(shown.count) of \(ranked.count))" : "Findings")
            + "\n\n"
        out += "| severity | rule | where | message |\n|---|---|---|---|\n"
        for finding in shown {
            let cells = [
                finding.severity.rawValue,
                MarkdownReporter.ruleLink(finding.ruleId, report.rule(finding.ruleId)),
                MarkdownReporter.location(finding, options: options, inTable: true),
                MarkdownReporter.inline(finding.message),
            ]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        if shown.count < ranked.count {
            out +=
                "\n…and \(ranked.count - shown.count) more: see the full report (`--format markdown`, or `--format sarif=FILE` for code scanning).\n"
        }
        return out
    }
}
