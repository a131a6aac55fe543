/// Findings arranged for the human formats (stylish, Markdown, HTML): a finding whose root cause
/// (`Finding.causedBy`) is in the same list is shown under its root instead of on its own, so a
/// mixed capture reads as one problem and its effects. A finding whose root is not in the list
/// (suppressed, or cut by `--quiet`) stays on its own. Counts are not affected: every finding
/// still counts.
package struct CausedFindings {
    /// The findings shown on their own, in the list's order, each with those that follow from it.
    package let top: [(finding: Finding, consequences: [Finding])]

    package init(_ findings: [Finding]) {
        let causes = Set(findings.compactMap(\.causedBy))
        let present = Set(findings.map(FindingCause.init).filter(causes.contains))
        var under: [FindingCause: [Finding]] = [:]
        var top: [Finding] = []
        for finding in findings {
            if let cause = finding.causedBy, present.contains(cause) {
                under[cause, default: []].append(finding)
            } else {
                top.append(finding)
            }
        }
        self.top = top.map { ($0, present.contains(FindingCause($0)) ? under[FindingCause($0)] ?? [] : []) }
    }

    /// The findings that follow from `root`, among those shown on their own.
    package func consequences(of root: Finding) -> [Finding] {
        top.first { !$0.consequences.isEmpty && $0.finding == root }?.consequences ?? []
    }

    /// `3 findings follow from it (fix it first; they are counted too):`.
    package static func heading(_ count: Int) -> String {
        "\(count == 1 ? "1 finding follows" : "\(count) findings follow") from it (fix it first; \(count == 1 ? "it is" : "they are") counted too):"
    }
}
