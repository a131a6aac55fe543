/// Keeps the findings of one rule in one file to a limit, and counts the rest for one closing
/// finding, so a hostile or badly broken snapshot cannot grow the report (and the memory behind it)
/// without bound. Findings beyond the limit are never built: only their number and their highest
/// severity are kept.
struct FindingCap {
    /// The default limit: far more than any rule reports on a real snapshot (the broken samples
    /// have at most a handful of findings per rule and file), and few enough that even every
    /// rule at the limit in every file of a large tree keeps a report readable. The most a rule
    /// could report on a real vendors snapshot is one finding per vendor (about 1,000 in the
    /// Global Vendor List), where the first hundred say what is wrong.
    static let defaultLimit = 100

    let limit: Int
    private var counts: [Key: Int] = [:]
    private var hidden: [Key: Hidden] = [:]

    private struct Key: Hashable {
        let rule: String
        let file: String
    }

    /// What is known of the findings not shown for one rule and file.
    private struct Hidden {
        var count: Int
        var severity: Severity
    }

    init(limit: Int) {
        self.limit = limit
    }

    /// Whether a finding of `rule` in `file` may still be shown; when not, it is counted with its
    /// `severity` instead.
    mutating func admits(_ rule: Rule, file: String, severity: Severity) -> Bool {
        let key = Key(rule: rule.id, file: file)
        let shown = counts[key, default: 0]
        if shown < limit {
            counts[key] = shown + 1
            return true
        }
        if var entry = hidden[key] {
            entry.count += 1
            entry.severity = max(entry.severity, severity)
            hidden[key] = entry
        } else {
            hidden[key] = Hidden(count: 1, severity: severity)
        }
        return false
    }

    /// One finding per rule and file that went over the limit, at the file (the document's start,
    /// or the set's folder), with the highest severity among those not shown, so the exit status
    /// is what it would be without the cap. The message has no line number, so a baseline matches
    /// it while the number of hidden findings stays the same.
    func closingFindings(in set: SnapshotSet) -> [Finding] {
        hidden.sorted { ($0.key.file, $0.key.rule) < ($1.key.file, $1.key.rule) }.map { key, entry in
            let file = set.orderedFiles.first { $0.path == key.file }
            let start = file?.document.map { $0.start($0.root) }
            let more = entry.count == 1 ? "1 more \(key.rule) finding" : "\(entry.count) more \(key.rule) findings"
            return Finding(
                ruleId: key.rule, severity: entry.severity,
                message: "\(more) in this file not shown: a rule reports at most \(limit) per file (maxFindingsPerRule in .cmplint.yml, or --max-findings-per-rule)",
                file: key.file, pointer: "", start: start, end: start, component: file?.kind, setPath: set.path,
                evidence: [JSONMember(key: "notShown", value: .int(entry.count)), JSONMember(key: "limit", value: .int(limit))])
        }
    }
}
