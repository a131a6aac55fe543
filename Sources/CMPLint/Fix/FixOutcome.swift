/// Everything a fix run decided: lint's outcome for what is left (reports, with the fix summary
/// and diff; notices, including files that could not be written; exit status: 2 when a file could
/// not be written, 1 with `--dry-run` when a file would change, otherwise lint's), and the summary.
public struct FixOutcome: Sendable {
    public let lint: LintOutcome
    public let summary: FixSummary
}
