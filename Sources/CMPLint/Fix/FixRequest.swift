/// Everything a `cmplint fix` run is asked to do: what a lint run is asked (paths or
/// `--banner/--preferences/--vendors`, what the sets are meant for, config, ignore file, baseline,
/// reports, fail severity), and how to fix.
public struct FixRequest: Sendable {
    public var lint: LintRequest
    /// `--unsafe-fixes`: apply unsafe fixes too.
    public var unsafeFixes: Bool
    /// `--dry-run`: write nothing; show the unified diff of what would change.
    public var dryRun: Bool
    /// `--diff`: show the unified diff of what changes (always with `dryRun`).
    public var showDiff: Bool

    public init(lint: LintRequest, unsafeFixes: Bool = false, dryRun: Bool = false, showDiff: Bool = false) {
        self.lint = lint
        self.unsafeFixes = unsafeFixes
        self.dryRun = dryRun
        self.showDiff = showDiff
    }

    /// Whether the unified diff is shown.
    package var diffShown: Bool { dryRun || showDiff }
}
