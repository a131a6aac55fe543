import CMPLintDocuments
import Foundation

/// Applies ignore entries and a baseline to a report: matching findings become suppressed (still
/// reported and counted, no longer failing), baseline entries no finding matches become "fixed
/// since the baseline", and the ruleset's suppression rules (`unused-suppression`) then check
/// every ignore entry against what it suppressed.
public enum Suppressor {
    /// `rules` are the rules in force; those of scope `suppressions` run here, after the linter.
    /// Baseline entries are matched by absolute file, so the baseline's folder and the run's working
    /// directory may differ; with a `scope`, entries of sets this run did not lint are left out.
    public static func apply(
        _ report: LintReport, ignore: IgnoreList, baseline: Baseline?, baselineFile: String?,
        workingDirectory: String, rules: [Rule], revealPersonalData: Bool = false,
        scope: LintedScope? = nil
    ) -> LintReport {
        var suppressedCounts = Array(repeating: 0, count: ignore.entries.count)
        let known = (baseline?.entries ?? []).map { entry in
            entry.withFile(baseline?.absoluteFile(entry, workingDirectory: workingDirectory) ?? entry.file)
        }
        var remaining = Dictionary(known.filter { scope?.covers($0.file) ?? true }.map { ($0, 1) }, uniquingKeysWith: +)
        var findings: [Finding] = []
        for var finding in report.findings {
            let absolute = absolutePath(finding.file, workingDirectory: workingDirectory)
            let key = BaselineEntry(finding).withFile(absolute)
            if let index = ignore.entries.firstIndex(where: { $0.matches(finding, absolutePath: absolute) }) {
                let entry = ignore.entries[index]
                suppressedCounts[index] += 1
                finding.suppression = Suppression(kind: .ignoreFile, justification: entry.reason, source: entry.source)
            } else if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                finding.suppression = Suppression(
                    kind: .baseline, justification: "known in the baseline", source: baselineFile ?? "baseline")
            }
            findings.append(finding)
        }
        let suppressionRules = rules.filter { $0.scope == .suppressions }
        for rule in suppressionRules {
            guard let function = rule.function.asSuppressionFunction else { continue }
            // Only entries this run can judge: one for sets it did not lint is not "unused".
            for (entry, count) in zip(ignore.entries, suppressedCounts) where scope?.judges(entry) ?? true {
                for result in function.evaluate(entry, suppressedFindings: count) {
                    findings.append(finding(rule, result, entry: entry, revealPersonalData: revealPersonalData))
                }
            }
        }
        // A baseline written with --show-personal-data holds whole values: show its stale entries redacted too.
        let rulesById = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let fixed = remaining.flatMap { entry, count in
            let shown = entry.withFile(ReportPath.relative(entry.file, to: workingDirectory))
            return Array(
                repeating: revealPersonalData ? shown : shown.redacted(by: rulesById[entry.ruleId]), count: count)
        }
        .sorted { ($0.file, $0.pointer, $0.ruleId, $0.message) < ($1.file, $1.pointer, $1.ruleId, $1.message) }
        let ruleInfos = report.rules + (ignore.entries.isEmpty ? [] : suppressionRules.map(RuleInfo.init))
        return LintReport(
            findings: findings + report.suppressed, sets: report.sets, rules: ruleInfos, fixedSinceBaseline: fixed)
    }

    /// A finding at the ignore entry, worded by the rule's message.
    private static func finding(
        _ rule: Rule, _ result: FunctionResult, entry: IgnoreList.Entry, revealPersonalData: Bool
    ) -> Finding {
        var facts: [String: JSONValue] = ["file": .string(entry.file), "path": .string(entry.pointerInFile)]
        facts.merge(result.facts) { _, function in function }
        return Finding(
            ruleId: rule.id, severity: rule.severity(of: result),
            message: rule.message.render(case: result.messageCase, facts: facts),
            file: entry.file, pointer: entry.pointerInFile,
            start: SourcePosition(line: entry.mark.line, column: entry.mark.column, offset: 0),
            end: nil, component: nil, setPath: entry.file, evidence: result.evidence,
            howToFix: rule.howToFix?.text(for: result, platform: .unknown), revealPersonalData: revealPersonalData)
    }

    package static func absolutePath(_ path: String, workingDirectory: String) -> String {
        RelativePath.absolute(path, against: workingDirectory)
    }
}
