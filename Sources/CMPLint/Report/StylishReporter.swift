import CMPLintDocuments
import Foundation

/// The default `stylish` format: findings grouped by file as `line:col  severity  rule-id  message
/// pointer`, each followed by its evidence (`↳ …`) and its rule's one-line fix (`fix: …`, the first
/// sentence of `howToFix`), then one summary line with counts per severity and what was checked,
/// then a dim line per set assembled from files recognised by content (`ContentAssembly`),
/// and last a dim line naming the config, ignore and baseline files applied (`RunInputs`): at the
/// end, so the first line stays the first file, as tools that read stylish output expect.
/// With `ReportOptions.lineWidth` (a terminal) long lines wrap to it; with `statistics` the findings
/// are counted per rule instead of listed (as Ruff's `--statistics`). Snapshot text is shown
/// `ReportText.visible`.
public enum StylishReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        let paint = Paint(enabled: options.color)
        var out =
            options.statistics ? statistics(report, paint: paint) : findings(report, options: options, paint: paint)
        out += assemblies(report, paint: paint)
        if !report.fixedSinceBaseline.isEmpty {
            out += paint.green("Fixed since the baseline:") + "\n"
            for entry in report.fixedSinceBaseline {
                let (file, message, pointer) = (
                    ReportText.visible(entry.file), ReportText.visible(entry.message), ReportText.visible(entry.pointer)
                )
                out +=
                    "  \(file)  \(ReportText.visible(entry.ruleId))  \(message)"
                    + (pointer.isEmpty ? "" : "  " + paint.dim(pointer)) + "\n"
            }
            out += "\n"
        }
        out += summary(report, options: options, paint: paint) + "\n"
        if let fixable = fixable(report.findings) { out += fixable + "\n" }
        if let inputs = options.inputs { out += paint.dim(ReportText.visible(inputs.summaryLine)) + "\n" }
        return out
    }

    /// The findings grouped by file, each with its evidence and fix lines, and under a root cause
    /// the findings that follow from it (`CausedFindings`), wherever they are.
    package static func findings(_ report: LintReport, options: ReportOptions, paint: Paint) -> String {
        var out = ""
        var files: [String] = []
        var byFile: [String: [(finding: Finding, consequences: [Finding])]] = [:]
        for shown in CausedFindings(report.findings).top {
            if byFile[shown.finding.file] == nil { files.append(shown.finding.file) }
            byFile[shown.finding.file, default: []].append(shown)
        }
        // Only rules with findings: a fix line is a sentence split, and most of the ruleset reports nothing.
        let reported = Set(report.findings.map(\.ruleId))
        let fixLines = Dictionary(
            report.rules.filter { reported.contains($0.id) }.map { ($0.id, $0.fixLine) },
            uniquingKeysWith: { first, _ in first })
        // A finding's own advice (its case, its set's platform), split once per distinct text.
        var findingFixLines: [String: String?] = [:]
        func fixLine(_ finding: Finding) -> String? {
            guard let text = finding.howToFix else { return fixLines[finding.ruleId] ?? nil }
            if let line = findingFixLines[text] { return line }
            let line = FixLine.first(text)
            findingFixLines[text] = line
            return line
        }
        for file in files {
            let shown = byFile[file] ?? []
            let findings = shown.map(\.finding)
            out += paint.underline(ReportText.visible(file)) + "\n"
            let places = findings.map { $0.start.map { "\($0.line):\($0.column)" } ?? "-" }
            let placeWidth = places.map(\.count).max() ?? 0
            let severityWidth = findings.map(\.severity.rawValue.count).max() ?? 0
            let ruleWidth = findings.map(\.ruleId.count).max() ?? 0
            let indent = 2 + placeWidth + 2
            let textColumn = indent + severityWidth + 2 + ruleWidth + 2
            for ((finding, consequences), place) in zip(shown, places) {
                let severity = finding.severity.rawValue.padding(toLength: severityWidth, withPad: " ", startingAt: 0)
                var head = "  " + paint.dim(place.padding(toLength: placeWidth, withPad: " ", startingAt: 0))
                head += "  " + paint.severity(severity, finding.severity)
                head += "  " + finding.ruleId.padding(toLength: ruleWidth, withPad: " ", startingAt: 0) + "  "
                // Continuation lines go under the message when that leaves room for it, else under the place.
                let continuation = (options.lineWidth ?? .max) - textColumn >= 40 ? textColumn : indent
                out +=
                    StylishLine(
                        prefix: head, prefixWidth: textColumn,
                        pieces: [
                            .init(text: marker(finding.fix) + ReportText.visible(finding.message)),
                            .init(text: ReportText.visible(finding.pointer), style: paint.dim),
                        ], continuationIndent: continuation
                    ).rendered(width: options.lineWidth) + "\n"
                let margin = String(repeating: " ", count: indent)
                if !finding.evidence.isEmpty {
                    out +=
                        StylishLine(
                            prefix: margin, prefixWidth: indent,
                            pieces: [
                                .init(text: "↳ " + ReportText.evidenceLine(finding.evidence), style: paint.dim)
                            ], continuationIndent: indent + 2
                        ).rendered(width: options.lineWidth) + "\n"
                }
                if let fix = fixLine(finding) {
                    out +=
                        StylishLine(
                            prefix: margin + paint.dim("fix:") + " ", prefixWidth: indent + 5,
                            pieces: [
                                .init(text: fix)
                            ], continuationIndent: indent + 5
                        ).rendered(width: options.lineWidth) + "\n"
                }
                out += caused(consequences, indent: indent, options: options, paint: paint)
            }
            out += "\n"
        }
        return out
    }

    /// One dim line per set of files recognised by content, saying how it was put together, so a
    /// set the run assembled (or files it could not pair) never goes unmentioned.
    package static func assemblies(_ report: LintReport, paint: Paint) -> String {
        let lines = report.sets.compactMap { set in
            set.assembly.map { paint.dim(ReportText.visible("\(set.path): \($0)")) + "\n" }
        }
        return lines.isEmpty ? "" : lines.joined() + "\n"
    }

    /// The findings that follow from a root, under it: `⤷ file:line:col  severity  rule-id  message  pointer`.
    package static func caused(_ consequences: [Finding], indent: Int, options: ReportOptions, paint: Paint) -> String {
        guard !consequences.isEmpty else { return "" }
        let margin = String(repeating: " ", count: indent)
        var out =
            StylishLine(
                prefix: margin, prefixWidth: indent,
                pieces: [.init(text: CausedFindings.heading(consequences.count), style: paint.dim)],
                continuationIndent: indent
            ).rendered(width: options.lineWidth) + "\n"
        for finding in consequences {
            let file = ReportPath.relative(finding.file, to: options.workingDirectory)
            let place = ReportText.visible(finding.start.map { "\(file):\($0.line):\($0.column)" } ?? file)
            // Everything after the arrow wraps: the place alone may be wider than a narrow terminal.
            out +=
                StylishLine(
                    prefix: margin + "⤷ ", prefixWidth: indent + 2,
                    pieces: [
                        .init(text: place, style: paint.dim),
                        .init(text: finding.severity.rawValue, style: { paint.severity($0, finding.severity) }),
                        .init(text: finding.ruleId),
                        .init(text: ReportText.visible(finding.message)),
                        .init(text: ReportText.visible(finding.pointer), style: paint.dim),
                    ], continuationIndent: indent + 4
                ).rendered(width: options.lineWidth) + "\n"
        }
        return out
    }

    /// `--statistics`: one line per rule with findings, most findings first: count, worst
    /// severity, rule id and the rule's summary.
    package static func statistics(_ report: LintReport, paint: Paint) -> String {
        let counts = Dictionary(grouping: report.findings, by: \.ruleId)
        guard !counts.isEmpty else { return "" }
        let rows = counts.sorted {
            $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key
        }
        let countWidth = rows.map { String($0.value.count).count }.max() ?? 0
        let ruleWidth = rows.map(\.key.count).max() ?? 0
        let severityWidth = rows.map { $0.value.map(\.severity).max()!.rawValue.count }.max() ?? 0
        var out = ""
        for (ruleId, findings) in rows {
            let worst = findings.map(\.severity).max()!
            let count = String(findings.count)
            out += "  " + String(repeating: " ", count: countWidth - count.count) + count
            out +=
                "  "
                + paint.severity(worst.rawValue.padding(toLength: severityWidth, withPad: " ", startingAt: 0), worst)
            out += "  " + ruleId.padding(toLength: ruleWidth, withPad: " ", startingAt: 0)
            out += "  " + ReportText.visible(report.rule(ruleId)?.summary ?? "") + "\n"
        }
        return out + "\n"
    }

    /// Before the message of a finding `cmplint fix` repairs, as Ruff marks fixable findings:
    /// `[*] ` for a safe fix, `[~] ` for one only `--unsafe-fixes` makes.
    package static func marker(_ fix: FindingFix?) -> String {
        switch fix?.applicability {
        case .safe: return "[*] "
        case .unsafe: return "[~] "
        case nil: return ""
        }
    }

    /// "[*] 2 fixable with `cmplint fix` (1 more with `cmplint fix --unsafe-fixes`)"; nil when no
    /// finding has a fix.
    package static func fixable(_ findings: [Finding]) -> String? {
        let safe = findings.filter { $0.fix?.applicability == .safe }.count
        let unsafe = findings.filter { $0.fix?.applicability == .unsafe }.count
        guard safe + unsafe > 0 else { return nil }
        if safe == 0 { return "[~] \(unsafe) fixable with `cmplint fix --unsafe-fixes`" }
        let more = unsafe == 0 ? "" : " (\(unsafe) more with `cmplint fix --unsafe-fixes`)"
        return "[*] \(safe) fixable with `cmplint fix`" + more
    }

    package static func summary(_ report: LintReport, options: ReportOptions, paint: Paint) -> String {
        var checked =
            "\(report.sets.count) \(ReportText.plural(report.sets.count, "set")), \(report.fileCount) \(ReportText.plural(report.fileCount, "file")) checked"
        if !report.suppressed.isEmpty { checked += " · \(report.suppressed.count) suppressed" }
        if !report.fixedSinceBaseline.isEmpty {
            checked += " · \(report.fixedSinceBaseline.count) fixed since the baseline"
        }
        guard !report.findings.isEmpty else {
            return paint.green("✔ No problems found") + " · " + checked
        }
        let counts = Severity.allCases.reversed().map {
            "\(report.count($0)) \(ReportText.plural(report.count($0), $0.rawValue))"
        }
        let total = "\(report.findings.count) \(ReportText.plural(report.findings.count, "problem"))"
        let failed = report.fails(at: options.failSeverity)
        let head = failed ? paint.red("✖ " + total) : paint.yellow("⚠ " + total)
        return head + " (" + counts.joined(separator: ", ") + ") · " + checked
    }
}

/// ANSI styling that vanishes when colour is off.
package struct Paint {
    package let enabled: Bool

    package func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    package func underline(_ text: String) -> String { wrap(text, "4") }
    package func dim(_ text: String) -> String { wrap(text, "2") }
    package func red(_ text: String) -> String { wrap(text, "1;31") }
    package func yellow(_ text: String) -> String { wrap(text, "1;33") }
    package func green(_ text: String) -> String { wrap(text, "1;32") }

    package func severity(_ text: String, _ severity: Severity) -> String {
        switch severity {
        case .error: return wrap(text, "31")
        case .warning: return wrap(text, "33")
        case .info: return wrap(text, "34")
        case .hint: return wrap(text, "2")
        }
    }
}
