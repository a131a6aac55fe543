import CMPLint

/// What a capture run did: the requests it would send (`--dry-run`), the sets written, the sets
/// that failed and why, the lint run over what was written, the summary table, and the exit status
/// (2 when a set could not be captured or written, else the lint run's: 0 clean, 1 findings).
public struct CaptureOutcome: Sendable {
    /// `--dry-run`: every request with its headers; nothing was sent.
    public let dryRunText: String?
    public let rows: [CaptureSummary.Row]
    /// Why each failed set failed; server text in them is redacted and escaped (`ServerText`).
    public let failures: [String]
    /// What the user should know about sets that were written (a replaced set kept aside).
    public let notices: [String]
    /// The lint run over the written sets (nil for a dry run or when nothing was written).
    public let lint: LintOutcome?
    public let exitStatus: Int32

    /// The summary table (set, status, template, showBanner, vendor-list version, findings).
    public var summary: String { CaptureSummary.table(rows) }
}
