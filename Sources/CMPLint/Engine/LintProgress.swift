/// How far a lint run is: sets linted so far of those found. The engine reports it after each set
/// (from whichever thread linted it) to `LintRequest.progress`.
public struct LintProgress: Sendable, Equatable {
    public let linted: Int
    public let total: Int

    public init(linted: Int, total: Int) {
        self.linted = linted
        self.total = total
    }
}
