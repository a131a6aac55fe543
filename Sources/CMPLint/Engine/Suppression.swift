/// Why a finding does not count against the run: an ignore-file entry or a baseline. Suppressed
/// findings stay in the report (counted in every summary, carried in SARIF as `suppressions`), so
/// nothing is silently dropped.
public struct Suppression: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// An entry of `.cmplint-ignore.yml` or the config's `ignore:`.
        case ignoreFile = "ignore"
        /// A finding recorded in the `--baseline` file.
        case baseline
    }

    public let kind: Kind
    /// The entry's required reason, or the baseline file for baselined findings.
    public let justification: String
    /// Where the suppression is written: `file:line:column` of the ignore entry, or the baseline file.
    public let source: String

    public init(kind: Kind, justification: String, source: String) {
        self.kind = kind
        self.justification = justification
        self.source = source
    }
}
