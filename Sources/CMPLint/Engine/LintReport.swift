import CMPLintDocuments

/// The result of linting some sets: every finding (active and suppressed), what was checked, and
/// the rules in force.
public struct LintReport: Sendable {
    /// Findings that count, in report order.
    public let findings: [Finding]
    /// Findings covered by an ignore entry or the baseline, in report order.
    public let suppressed: [Finding]
    /// Baseline entries that no finding matched any more: fixed since the baseline was written.
    public let fixedSinceBaseline: [BaselineEntry]
    public let sets: [CheckedSet]
    /// The rules in force, by id.
    public let rules: [RuleInfo]

    /// A set as checked, for summaries and set-level report formats.
    public struct CheckedSet: Sendable {
        public let path: String
        public let expectations: SetExpectations
        public let files: [ComponentKind: String]
        /// How a set of files recognised by content was put together (`ContentAssembly.summary`); nil otherwise.
        public let assembly: String?
        /// The set's capture manifest; nil when it has none.
        public let capture: InspectedCapture?

        public init(
            path: String, expectations: SetExpectations, files: [ComponentKind: String], assembly: String? = nil,
            capture: InspectedCapture? = nil
        ) {
            self.path = path
            self.expectations = expectations
            self.files = files
            self.assembly = assembly
            self.capture = capture
        }
    }

    public init(
        findings: [Finding], sets: [CheckedSet], rules: [RuleInfo] = [], fixedSinceBaseline: [BaselineEntry] = []
    ) {
        let ordered = Self.numbered(findings.sorted(by: Finding.reportOrder))
        self.findings = ordered.filter { $0.suppression == nil }
        self.suppressed = ordered.filter { $0.suppression != nil }
        self.fixedSinceBaseline = fixedSinceBaseline
        self.sets = sets.sorted { $0.path < $1.path }
        self.rules = rules.sorted { $0.id < $1.id }
    }

    /// Every finding, active and suppressed, in report order.
    public var allFindings: [Finding] { (findings + suppressed).sorted(by: Finding.reportOrder) }

    public var fileCount: Int { sets.reduce(0) { $0 + $1.files.count } }

    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// Whether any active finding is at or above `threshold`: exit status 1.
    public func fails(at threshold: Severity) -> Bool { findings.contains { $0.severity >= threshold } }

    public func rule(_ id: String) -> RuleInfo? { rules.first { $0.id == id } }

    /// The same report without active findings below `threshold` (`--quiet`).
    public func keeping(atLeast threshold: Severity) -> LintReport {
        LintReport(
            findings: findings.filter { $0.severity >= threshold } + suppressed, sets: sets, rules: rules,
            fixedSinceBaseline: fixedSinceBaseline)
    }

    /// Numbers findings that share rule, file and pointer (in position order), for fingerprints.
    package static func numbered(_ findings: [Finding]) -> [Finding] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            var copy = finding
            copy.occurrence = seen[finding.locationKey, default: 0]
            seen[finding.locationKey] = copy.occurrence + 1
            return copy
        }
    }
}
