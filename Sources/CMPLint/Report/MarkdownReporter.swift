import CMPLintDocuments

/// The `markdown` format: a readable report to paste into a pull-request comment or a support
/// ticket. A headline with the counts, a table of the sets (what each is meant for, its files and
/// findings), the findings grouped by rule (worst rules first, each linked to its documentation
/// page), then what was suppressed and what was fixed since the baseline. Snapshot text is made
/// `ReportText.visible` and then escaped so it cannot break the Markdown (tables, code spans, HTML).
public enum MarkdownReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        var out = "# \(ToolInfo.name) report\n\n"
        out += headline(report, options: options) + "\n"
        out += setsSection(report, options: options)
        out += findingsSection(report, options: options)
        out += suppressedSection(report, options: options)
        out += fixedSection(report, options: options)
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    /// `**✖ 3 problems** (2 errors, …) · 1 set, 2 files checked · fails at `error``.
    package static func headline(_ report: LintReport, options: ReportOptions) -> String {
        let checked =
            "\(report.sets.count) \(ReportText.plural(report.sets.count, "set")), "
            + "\(report.fileCount) \(ReportText.plural(report.fileCount, "file")) checked"
        var line: String
        if report.findings.isEmpty {
            line = "**✔ No problems found** · " + checked
        } else {
            let total = "\(report.findings.count) \(ReportText.plural(report.findings.count, "problem"))"
            let counts = Severity.allCases.reversed().map {
                "\(report.count($0)) \(ReportText.plural(report.count($0), $0.rawValue))"
            }
            let mark = report.fails(at: options.failSeverity) ? "✖" : "⚠"
            line = "**\(mark) \(total)** (\(counts.joined(separator: ", "))) · " + checked
        }
        line +=
            " · fail severity `\(options.failSeverity.rawValue)`: "
            + (report.fails(at: options.failSeverity) ? "**failed**" : "passed")
        return line + "\n"
    }

    package static func setsSection(_ report: LintReport, options: ReportOptions) -> String {
        guard !report.sets.isEmpty else { return "" }
        let bySet = Dictionary(grouping: report.findings, by: \.setPath)
        var out = "## Sets\n\n| set | country | region | language | files | errors | warnings | infos | hints |\n"
        out += "|---|---|---|---|---:|---:|---:|---:|---:|\n"
        for set in report.sets {
            let findings = bySet[set.path] ?? []
            let counts = Severity.allCases.reversed().map { severity in
                "\(findings.filter { $0.severity == severity }.count)"
            }
            let cells =
                [
                    code(ReportPath.relative(set.path, to: options.workingDirectory), inTable: true),
                    cell(set.expectations.country), cell(set.expectations.region), cell(set.expectations.language),
                    "\(set.files.count)",
                ] + counts
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out + "\n"
    }

    package static func findingsSection(_ report: LintReport, options: ReportOptions) -> String {
        guard !report.findings.isEmpty else { return "" }
        var out = "## Findings by rule\n\n"
        // A finding that follows from another is listed under it (and counted with its own rule).
        let caused = CausedFindings(report.findings)
        for (ruleId, findings) in groupedByRule(caused.top.map(\.finding)) {
            let worst = findings.map(\.severity).max()!
            let rule = report.rule(ruleId)
            out += "### \(ruleLink(ruleId, rule)) · \(worst.rawValue) · \(findings.count)\n\n"
            if let rule, !rule.summary.isEmpty { out += inline(rule.summary) + "\n\n" }
            for finding in findings {
                out += item(finding, options: options)
                let consequences = caused.consequences(of: finding)
                if !consequences.isEmpty {
                    out += "  - " + CausedFindings.heading(consequences.count) + "\n"
                    for consequence in consequences {
                        out +=
                            "    - \(ruleLink(consequence.ruleId, report.rule(consequence.ruleId))) · \(consequence.severity.rawValue) "
                            + "\(location(consequence, options: options)): \(inline(consequence.message))\n"
                    }
                }
            }
            out += "\n"
        }
        return out
    }

    package static func suppressedSection(_ report: LintReport, options: ReportOptions) -> String {
        guard !report.suppressed.isEmpty else { return "" }
        var out = "## Suppressed (\(report.suppressed.count))\n\n"
        out += "Covered by an ignore entry or the baseline: reported, not failing the run.\n\n"
        for finding in report.suppressed {
            let suppression = finding.suppression!
            out +=
                "- \(ruleLink(finding.ruleId, report.rule(finding.ruleId))) \(location(finding, options: options)): \(inline(finding.message))"
            out += " — *\(suppression.kind.rawValue)*: \(inline(suppression.justification))"
            if !suppression.source.isEmpty {
                out += " (\(code(ReportPath.relativeSource(suppression.source, to: options.workingDirectory))))"
            }
            out += "\n"
        }
        return out + "\n"
    }

    package static func fixedSection(_ report: LintReport, options: ReportOptions) -> String {
        guard !report.fixedSinceBaseline.isEmpty else { return "" }
        var out = "## Fixed since the baseline (\(report.fixedSinceBaseline.count))\n\n"
        out += "Baseline entries no finding matches any more: remove them from the baseline.\n\n"
        for entry in report.fixedSinceBaseline {
            out += "- \(code(entry.ruleId)) \(code(ReportPath.relative(entry.file, to: options.workingDirectory)))"
            if !entry.pointer.isEmpty { out += " \(code(entry.pointer))" }
            out += ": \(inline(entry.message))\n"
        }
        return out + "\n"
    }

    /// Rules in order of their worst finding, then id; findings in report order.
    package static func groupedByRule(_ findings: [Finding]) -> [(String, [Finding])] {
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        for finding in findings {
            if groups[finding.ruleId] == nil { order.append(finding.ruleId) }
            groups[finding.ruleId, default: []].append(finding)
        }
        let worst = groups.mapValues { $0.map(\.severity).max()! }
        return order.sorted { worst[$0]! != worst[$1]! ? worst[$0]! > worst[$1]! : $0 < $1 }.map { ($0, groups[$0]!) }
    }

    /// `- `file:line:col` `/pointer`: message`, with the evidence as a nested item.
    package static func item(_ finding: Finding, options: ReportOptions) -> String {
        var out = "- \(location(finding, options: options)): \(inline(finding.message))\n"
        if !finding.evidence.isEmpty {
            out += "  - evidence: \(inline(ReportText.evidenceLine(finding.evidence)))\n"
        }
        return out
    }

    /// `file:line:col` and the pointer, as code spans.
    package static func location(_ finding: Finding, options: ReportOptions, inTable: Bool = false) -> String {
        let file = ReportPath.relative(finding.file, to: options.workingDirectory)
        var out = code(finding.start.map { "\(file):\($0.line):\($0.column)" } ?? file, inTable: inTable)
        if !finding.pointer.isEmpty { out += " " + code(finding.pointer, inTable: inTable) }
        return out
    }

    package static func ruleLink(_ id: String, _ rule: RuleInfo?) -> String {
        guard let url = rule?.documentationURL else { return code(id) }
        return "[\(code(id))](\(url))"
    }

    package static func cell(_ value: String?) -> String { value.map { inline($0) } ?? "–" }

    // MARK: Escaping

    /// Prose from snapshots or messages, made `ReportText.visible` (so a list item or table row
    /// stays one line): backslash-escapes the ASCII punctuation that could start emphasis, code,
    /// links, HTML or entities (and `|`, which ends a table cell even inside code spans).
    package static func inline(_ text: String) -> String {
        var out = ""
        let scalars = Array(ReportText.visible(text).unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            switch scalar {
            case "_"
            where i > 0 && i + 1 < scalars.count && isWordScalar(scalars[i - 1]) && isWordScalar(scalars[i + 1]):
                out.unicodeScalars.append(scalar)  // intraword: never emphasis in GFM
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&":
                out += "\\"
                out.unicodeScalars.append(scalar)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    package static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// A code span that survives any content: a backtick fence longer than the longest backtick
    /// run inside, padded when the content starts or ends with a backtick; `|` escaped in tables
    /// (GFM splits cells before parsing code spans); the text made `ReportText.visible` first.
    package static func code(_ text: String, inTable: Bool = false) -> String {
        var content = ""
        for scalar in ReportText.visible(text).unicodeScalars {
            if scalar == "|" && inTable { content += "\\|" } else { content.unicodeScalars.append(scalar) }
        }
        var longest = 0
        var run = 0
        for scalar in content.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad =
            content.hasPrefix("`") || content.hasSuffix("`")
                || (content.hasPrefix(" ") && content.hasSuffix(" ") && !content.allSatisfy { $0 == " " }) ? " " : ""
        return fence + pad + content + pad + fence
    }
}
