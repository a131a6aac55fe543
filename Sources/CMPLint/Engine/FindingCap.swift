import CMPLintDocuments

/// Keeps the findings of one rule in one file to a limit, and counts the rest for one closing
/// finding, so a hostile or badly broken snapshot cannot grow the report (and the memory behind it)
/// without bound. Findings beyond the limit are never built: only their number and their highest
/// severity are kept.
package struct FindingCap {
    /// The default limit: far more than any rule reports on a real snapshot (the broken samples
    /// have at most a handful of findings per rule and file), and few enough that even every
    /// rule at the limit in every file of a large tree keeps a report readable. The most a rule
    /// could report on a real vendors snapshot is one finding per vendor (about 1,000 in the
    /// Global Vendor List), where the first hundred say what is wrong.
    package static let defaultLimit = 100

    package let limit: Int
    private var tallies: [Key: Tally] = [:]

    private struct Key: Hashable {
        let rule: String
        let file: String
    }

    /// The findings of one rule in one file so far: how many were shown, and of those not shown how
    /// many and their highest severity. One entry per key, so each finding costs one lookup.
    private struct Tally {
        var shown = 0
        var hidden = 0
        /// The lowest severity until a finding is hidden.
        var hiddenSeverity = Severity.hint

        mutating func admits(severity: Severity, limit: Int) -> Bool {
            if shown < limit {
                shown += 1
                return true
            }
            hiddenSeverity = max(hiddenSeverity, severity)
            hidden += 1
            return false
        }
    }

    package init(limit: Int) {
        self.limit = limit
    }

    /// Whether a finding of `rule` in `file` may still be shown; when not, it is counted with its
    /// `severity` instead.
    package mutating func admits(_ rule: Rule, file: String, severity: Severity) -> Bool {
        tallies[Key(rule: rule.id, file: file), default: Tally()].admits(severity: severity, limit: limit)
    }

    /// `body` given `admits` for findings of `rule` in `file`, with the pair looked up once rather
    /// than once per finding: a document function can count a million hidden duplicates.
    package mutating func admitting<Shown>(_ rule: Rule, file: String, _ body: (_ admits: (Severity) -> Bool) -> Shown)
        -> Shown
    {
        let key = Key(rule: rule.id, file: file)
        let limit = limit
        var tally = tallies[key, default: Tally()]
        defer { tallies[key] = tally }
        return body { tally.admits(severity: $0, limit: limit) }
    }

    /// One finding per rule and file that went over the limit, at the file (the document's start,
    /// or the set's folder), with the highest severity among those not shown, so the exit status
    /// is what it would be without the cap. The message has no line number, so a baseline matches
    /// it while the number of hidden findings stays the same.
    package func closingFindings(in set: SnapshotSet) -> [Finding] {
        tallies.filter { $0.value.hidden > 0 }.sorted { ($0.key.file, $0.key.rule) < ($1.key.file, $1.key.rule) }.map {
            key, tally in
            let file = set.orderedFiles.first { $0.path == key.file }
            let start = file?.document.map { $0.start($0.root) }
            let more = tally.hidden == 1 ? "1 more \(key.rule) finding" : "\(tally.hidden) more \(key.rule) findings"
            return Finding(
                ruleId: key.rule, severity: tally.hiddenSeverity,
                message:
                    "\(more) in this file not shown: a rule reports at most \(limit) per file (maxFindingsPerRule in .cmplint.yml, or --max-findings-per-rule)",
                file: key.file, pointer: "", start: start, end: start, component: file?.kind, setPath: set.path,
                evidence: [
                    JSONMember(key: "notShown", value: .int(tally.hidden)),
                    JSONMember(key: "limit", value: .int(limit)),
                ])
        }
    }
}
