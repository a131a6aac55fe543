/// What a fix run did, for the reports that show it (`stylish`, `json`): the files changed and
/// their fixes, and what was left for `--unsafe-fixes`.
public struct FixSummary: Sendable {
    public let files: [FixedFile]
    public let dryRun: Bool
    /// Findings with an unsafe fix that was not applied.
    public let unsafeFixesLeft: Int
    /// Sets whose fixes did not settle within `Fixer.maxPasses` passes.
    public let unsettledSets: [String]

    /// Findings the fixes resolve, in files that were written (or would be, with `--dry-run`).
    public var fixedCount: Int { files.filter { $0.error == nil }.reduce(0) { $0 + $1.fix.findingCount } }

    public var changedFileCount: Int { files.filter { $0.error == nil }.count }
}
