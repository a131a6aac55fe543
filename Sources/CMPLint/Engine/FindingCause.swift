import CMPLintDocuments

/// The root finding another finding follows from, by the `explains:` list of the root's rule
/// (`vendors-source-mismatch` explains `purpose-undefined`: vendors from another capture name
/// purposes these preferences lack). Reports show the consequence with or under its root, so a
/// mixed capture reads as one problem with its effects, not as many independent ones; the
/// consequence still counts.
public struct FindingCause: Sendable, Hashable {
    public let ruleId: String
    public let file: String
    public let pointer: String
    public let start: SourcePosition?

    package init(_ root: Finding) {
        ruleId = root.ruleId
        file = root.file
        pointer = root.pointer
        start = root.start
    }

    /// Whether `finding` is this root.
    public func isRoot(_ finding: Finding) -> Bool {
        finding.ruleId == ruleId && finding.file == file && finding.pointer == pointer && finding.start == start
    }

    /// `vendors-source-mismatch at OneTrustVendorsData.json:3:18`, for messages.
    package func words(workingDirectory: String) -> String {
        let place = ReportPath.relative(file, to: workingDirectory) + (start.map { ":\($0.line):\($0.column)" } ?? "")
        return "\(ruleId) at \(place)"
    }

    /// Links each finding of one set to the first finding (in report order) whose rule explains its
    /// rule. A finding whose own rule explains that root's rule is left alone, so two rules that
    /// explain each other cannot make a cycle.
    package static func link(_ findings: [Finding], explains: [String: Set<String>]) -> [Finding] {
        guard !explains.isEmpty else { return findings }
        let roots = findings.filter { explains[$0.ruleId] != nil }
        guard !roots.isEmpty else { return findings }
        return findings.map { finding in
            let root = roots.first { root in
                root != finding && explains[root.ruleId]?.contains(finding.ruleId) == true
                    && explains[finding.ruleId]?.contains(root.ruleId) != true
            }
            guard let root else { return finding }
            var linked = finding
            linked.causedBy = FindingCause(root)
            return linked
        }
    }
}
