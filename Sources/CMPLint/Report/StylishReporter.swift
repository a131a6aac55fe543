import Foundation

/// The default `stylish` format: findings grouped by file as `line:col  severity  rule-id  message
/// pointer`, then one summary line with counts per severity and what was checked. Snapshot text is
/// shown `ReportText.visible`.
public enum StylishReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        let paint = Paint(enabled: options.color)
        var out = options.inputs.map { paint.dim(ReportText.visible($0.summaryLine)) + "\n\n" } ?? ""
        var files: [String] = []
        var byFile: [String: [Finding]] = [:]
        for finding in report.findings {
            if byFile[finding.file] == nil { files.append(finding.file) }
            byFile[finding.file, default: []].append(finding)
        }
        for file in files {
            let findings = byFile[file] ?? []
            out += paint.underline(ReportText.visible(file)) + "\n"
            let places = findings.map { $0.start.map { "\($0.line):\($0.column)" } ?? "-" }
            let placeWidth = places.map(\.count).max() ?? 0
            let severityWidth = findings.map(\.severity.rawValue.count).max() ?? 0
            let ruleWidth = findings.map(\.ruleId.count).max() ?? 0
            for (finding, place) in zip(findings, places) {
                let severity = finding.severity.rawValue.padding(toLength: severityWidth, withPad: " ", startingAt: 0)
                var line = "  " + paint.dim(place.padding(toLength: placeWidth, withPad: " ", startingAt: 0))
                line += "  " + paint.severity(severity, finding.severity)
                line += "  " + finding.ruleId.padding(toLength: ruleWidth, withPad: " ", startingAt: 0)
                line += "  " + ReportText.visible(finding.message)
                if !finding.pointer.isEmpty { line += "  " + paint.dim(ReportText.visible(finding.pointer)) }
                out += line + "\n"
                if !finding.evidence.isEmpty {
                    out += "  " + String(repeating: " ", count: placeWidth) + "  " + paint.dim("↳ " + ReportText.evidenceLine(finding.evidence)) + "\n"
                }
            }
            out += "\n"
        }
        if !report.fixedSinceBaseline.isEmpty {
            out += paint.green("Fixed since the baseline:") + "\n"
            for entry in report.fixedSinceBaseline {
                let (file, message, pointer) = (ReportText.visible(entry.file), ReportText.visible(entry.message), ReportText.visible(entry.pointer))
                out += "  \(file)  \(ReportText.visible(entry.ruleId))  \(message)" + (pointer.isEmpty ? "" : "  " + paint.dim(pointer)) + "\n"
            }
            out += "\n"
        }
        out += summary(report, options: options, paint: paint) + "\n"
        return out
    }

    static func summary(_ report: LintReport, options: ReportOptions, paint: Paint) -> String {
        var checked = "\(report.sets.count) \(ReportText.plural(report.sets.count, "set")), \(report.fileCount) \(ReportText.plural(report.fileCount, "file")) checked"
        if !report.suppressed.isEmpty { checked += " · \(report.suppressed.count) suppressed" }
        if !report.fixedSinceBaseline.isEmpty { checked += " · \(report.fixedSinceBaseline.count) fixed since the baseline" }
        guard !report.findings.isEmpty else {
            return paint.green("✔ No problems found") + " · " + checked
        }
        let counts = Severity.allCases.reversed().map { "\(report.count($0)) \(ReportText.plural(report.count($0), $0.rawValue))" }
        let total = "\(report.findings.count) \(ReportText.plural(report.findings.count, "problem"))"
        let failed = report.fails(at: options.failSeverity)
        let head = failed ? paint.red("✖ " + total) : paint.yellow("⚠ " + total)
        return head + " (" + counts.joined(separator: ", ") + ") · " + checked
    }
}

/// ANSI styling that vanishes when colour is off.
struct Paint {
    let enabled: Bool

    func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func underline(_ text: String) -> String { wrap(text, "4") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "1;31") }
    func yellow(_ text: String) -> String { wrap(text, "1;33") }
    func green(_ text: String) -> String { wrap(text, "1;32") }

    func severity(_ text: String, _ severity: Severity) -> String {
        switch severity {
        case .error: return wrap(text, "31")
        case .warning: return wrap(text, "33")
        case .info: return wrap(text, "34")
        case .hint: return wrap(text, "2")
        }
    }
}
