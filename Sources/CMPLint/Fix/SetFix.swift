/// What fixing one set did: the set as fixed (parsed from the fixed bytes, for linting again), the
/// files that changed, and what was left.
public struct SetFix: Sendable {
    /// The set with every changed file's fixed bytes.
    public let set: SnapshotSet
    /// The files whose bytes changed, in component order.
    public let files: [FileFix]
    /// Findings whose fix is unsafe and was not applied (no `--unsafe-fixes`).
    public let unsafeFixesLeft: Int
    /// False when the fixes still changed something after `Fixer.maxPasses` passes (fixes of
    /// custom rules that undo each other); what is left is reported by the lint that follows.
    public let settled: Bool
}
