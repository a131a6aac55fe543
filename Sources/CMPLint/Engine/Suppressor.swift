import Foundation

/// Applies ignore entries and a baseline to a report: matching findings become suppressed (still
/// reported and counted, no longer failing), baseline entries no finding matches become "fixed
/// since the baseline", and ignore entries that match nothing become `unused-suppression` findings.
public enum Suppressor {
    /// The built-in rule for stale ignore entries (like Ruff's RUF100 and SwiftLint's
    /// superfluous_disable_command). Its severity can be changed or turned off in the config.
    public static let unusedSuppressionRule = RuleInfo(
        id: "unused-suppression",
        summary: "An ignore entry matches no finding.",
        description: """
            An entry of `.cmplint-ignore.yml` (or the config's `ignore:`) matched no finding in this run: \
            the problem it excused was fixed, or its rule, path or pointer is wrong. Stale entries hide \
            nothing today but would silently hide a future finding at that place. Only the files linted \
            in this run are considered, so an entry for sets not linted this time is reported too.
            """,
        howToFix: "Remove the entry, or correct its rule, path glob or pointer.",
        severity: .info, family: "suppressions", components: [])

    public static func apply(_ report: LintReport, ignore: IgnoreList, baseline: Baseline?, baselineFile: String?,
                             workingDirectory: String, unusedSeverity: Severity?) -> LintReport {
        var used = Array(repeating: false, count: ignore.entries.count)
        var remaining = Dictionary(baseline?.entries.map { ($0, 1) } ?? [], uniquingKeysWith: +)
        var findings: [Finding] = []
        for var finding in report.findings {
            let absolute = absolutePath(finding.file, workingDirectory: workingDirectory)
            if let index = ignore.entries.firstIndex(where: { $0.matches(finding, absolutePath: absolute) }) {
                let entry = ignore.entries[index]
                used[index] = true
                finding.suppression = Suppression(kind: .ignoreFile, justification: entry.reason, source: entry.source)
            } else if let count = remaining[BaselineEntry(finding)], count > 0 {
                remaining[BaselineEntry(finding)] = count - 1
                finding.suppression = Suppression(kind: .baseline, justification: "known in the baseline", source: baselineFile ?? "baseline")
            }
            findings.append(finding)
        }
        if let severity = unusedSeverity {
            for (entry, wasUsed) in zip(ignore.entries, used) where !wasUsed {
                let pointer = entry.pointer.map { ", pointer \($0)" } ?? ""
                findings.append(Finding(
                    ruleId: unusedSuppressionRule.id, severity: severity,
                    message: "this ignore entry (rule \(entry.rule), path \(entry.glob)\(pointer)) matches no finding: remove it, or fix its rule, path or pointer",
                    file: entry.file, pointer: "", start: SourcePosition(line: entry.mark.line, column: entry.mark.column, offset: 0),
                    end: nil, component: nil, setPath: entry.file))
            }
        }
        let fixed = remaining.flatMap { entry, count in Array(repeating: entry, count: count) }
            .sorted { ($0.file, $0.pointer, $0.ruleId, $0.message) < ($1.file, $1.pointer, $1.ruleId, $1.message) }
        var rules = report.rules
        if !ignore.entries.isEmpty && unusedSeverity != nil { rules.append(unusedSuppressionRule) }
        return LintReport(findings: findings + report.suppressed, sets: report.sets, rules: rules, fixedSinceBaseline: fixed)
    }

    static func absolutePath(_ path: String, workingDirectory: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}
