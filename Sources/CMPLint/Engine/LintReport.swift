/// The result of linting some sets: every finding, and what was checked.
public struct LintReport: Sendable {
    /// Findings in report order.
    public let findings: [Finding]
    public let sets: [CheckedSet]

    /// A set as checked, for summaries and set-level report formats.
    public struct CheckedSet: Sendable {
        public let path: String
        public let expectations: SetExpectations
        public let files: [ComponentKind: String]
    }

    public init(findings: [Finding], sets: [CheckedSet]) {
        self.findings = findings.sorted(by: Finding.reportOrder)
        self.sets = sets.sorted { $0.path < $1.path }
    }

    public var fileCount: Int { sets.reduce(0) { $0 + $1.files.count } }

    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// Whether any finding is at or above `threshold`: exit status 1.
    public func fails(at threshold: Severity) -> Bool { findings.contains { $0.severity >= threshold } }

    /// The same report without findings below `threshold` (`--quiet`).
    public func keeping(atLeast threshold: Severity) -> LintReport {
        LintReport(findings: findings.filter { $0.severity >= threshold }, sets: sets)
    }
}
