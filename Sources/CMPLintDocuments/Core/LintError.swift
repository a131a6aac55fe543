/// A usage, configuration, rule-file or I/O problem: the run cannot produce a trustworthy result, so
/// the CLI prints `description` on stderr and exits with status 2. Findings about snapshots are never
/// `LintError`s.
public struct LintError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    public init(_ yaml: YAMLError) {
        self.description = yaml.description
    }
}
