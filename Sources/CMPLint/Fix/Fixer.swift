import CMPLintDocuments

/// Applies the fixes rules declare (`fix:` in a rule file) to one set, the way `ruff check --fix`
/// does: lint with the rules that have a fix, turn each finding's fix into byte edits
/// (`JSONEditPlan`), parse the result and lint again, until no fix changes anything (at most
/// `maxPasses` passes). Nothing is written here: the caller decides (`FixRunner`).
///
/// Which findings are fixed: those whose fix is safe (and unsafe ones with `unsafeFixes`), that no
/// ignore entry covers (the entry's reason says the finding is meant to be there). A finding the
/// baseline covers is fixed: a baseline records known problems, not wanted ones. Every finding is
/// fixed, however many a rule reports (`maxFindingsPerRule` caps reports, not fixes).
public struct Fixer: Sendable {
    /// Passes before giving up on fixes that keep changing the files. One pass makes every edit the
    /// findings ask for and the next finds nothing more: only fixes of custom rules that undo each
    /// other need more (Ruff stops after 100; a snapshot has far fewer kinds of fix).
    public static let maxPasses = 10

    package let linter: Linter
    /// Fixes of one rule listed per file (`--max-findings-per-rule`): the rest are made and counted,
    /// so a file with a million leaks is fixed whole and summarised in bounded space.
    package let maxListedFixes: Int
    package let unsafeFixes: Bool
    package let ignore: IgnoreList
    /// What relative finding paths are relative to, for matching ignore entries.
    package let workingDirectory: String
    package let limits: JSONParseLimits

    public init(
        ruleset: Ruleset, unsafeFixes: Bool = false, ignore: IgnoreList = IgnoreList(), workingDirectory: String = "/",
        limits: JSONParseLimits = JSONParseLimits(), maxListedFixes: Int = Linter.defaultMaxFindingsPerRule
    ) {
        linter = Linter(ruleset: ruleset.only { $0.fix != nil }, maxFindingsPerRule: Int.max)
        self.maxListedFixes = maxListedFixes
        self.unsafeFixes = unsafeFixes
        self.ignore = ignore
        self.workingDirectory = workingDirectory
        self.limits = limits
    }

    public func fix(_ set: SnapshotSet) -> SetFix {
        var edited: [ComponentKind: EditedBytes] = [:]
        var listing: [ComponentKind: Listing] = [:]
        var personal: [ComponentKind: PersonalValues] = [:]
        var current = set
        var settled = false
        var unsafeFixesLeft = 0
        for _ in 0..<Self.maxPasses {
            let found = linter.lint(current)
            Self.collect(found, in: current, into: &personal)
            let fixable = found.filter { $0.fix != nil && $0.component != nil && !isIgnored($0) }
            unsafeFixesLeft = unsafeFixes ? 0 : fixable.filter { $0.fix?.applicability == .unsafe }.count
            let wanted = fixable.filter { unsafeFixes || $0.fix?.applicability == .safe }
            var files = current.files
            var changed = false
            for kind in ComponentKind.allCases {
                let findings = wanted.filter { $0.component == kind }
                guard !findings.isEmpty, let file = current[kind], let document = file.document else { continue }
                let plan = JSONEditPlan(
                    document: document,
                    requests: findings.compactMap { finding in
                        finding.fix.map { JSONEditPlan.Request(fix: $0, ruleId: finding.ruleId) }
                    })
                guard !plan.edits.isEmpty else { continue }
                var bytes = edited[kind] ?? EditedBytes(document.bytes)
                bytes.apply(plan.edits)
                let next = SnapshotFile(kind: kind, path: file.path, bytes: bytes.bytes, limits: limits)
                // Edits keep the JSON valid; should one not, the file is left as it was.
                guard next.document != nil else { continue }
                edited[kind] = bytes
                files[kind] = next
                changed = true
                listing[kind, default: Listing()].add(
                    plan, findings, in: document, revealing: set.revealPersonalData,
                    personal: personal[kind] ?? PersonalValues(), limit: maxListedFixes)
            }
            guard changed else {
                settled = true
                break
            }
            current = SnapshotSet(
                path: set.path, files: files, expectations: set.expectations, isPartial: set.isPartial,
                revealPersonalData: set.revealPersonalData, naming: set.naming, run: set.run)
        }
        let changed = ComponentKind.allCases.compactMap { kind -> FileFix? in
            guard let bytes = edited[kind], let file = current[kind] else { return nil }
            let edits = bytes.edits
            guard !edits.isEmpty else { return nil }
            let listed = listing[kind] ?? Listing()
            return FileFix(
                path: file.path, component: kind, original: bytes.original, fixed: bytes.bytes, edits: edits,
                applied: listed.fixes, unlisted: listed.unlisted, personalValues: personal[kind] ?? PersonalValues())
        }
        return SetFix(set: current, files: changed, unsafeFixesLeft: unsafeFixesLeft, settled: settled)
    }

    /// Adds the values of `findings` that are personal data whatever their shape (ignored findings
    /// included: their values still show as the diff's context) to `personal`, per component.
    private static func collect(
        _ findings: [Finding], in set: SnapshotSet, into personal: inout [ComponentKind: PersonalValues]
    ) {
        for finding in findings where finding.valueIsPersonalData && !set.revealPersonalData {
            guard let kind = finding.component, let node = finding.fix?.node, let document = set[kind]?.document else {
                continue
            }
            personal[kind, default: PersonalValues()].add(node, in: document)
        }
    }

    /// Whether an ignore entry covers the finding, as it would in a lint report.
    private func isIgnored(_ finding: Finding) -> Bool {
        let absolute = Suppressor.absolutePath(finding.file, workingDirectory: workingDirectory)
        return ignore.entries.contains { $0.matches(finding, absolutePath: absolute) }
    }
}

/// The fixes made in one file for the summary: a record per edit, naming the findings it resolves,
/// at most `limit` of one rule; the rest only counted (their values are not even read).
private struct Listing {
    var fixes: [AppliedFix] = []
    var unlisted = (fixes: 0, findings: 0)
    private var perRule: [String: Int] = [:]

    mutating func add(
        _ plan: JSONEditPlan, _ findings: [Finding], in document: JSONDocument, revealing: Bool,
        personal: PersonalValues, limit: Int
    ) {
        var covered: [Int: [Int]] = [:]
        for (index, outcome) in plan.outcomes.enumerated() {
            if case .covered(let by) = outcome { covered[by, default: []].append(index) }
        }
        for index in plan.outcomes.indices where plan.outcomes[index] == .applied {
            guard let fix = findings[index].fix else { continue }
            let resolved = [index] + (covered[index] ?? [])
            let rule = findings[index].ruleId
            guard perRule[rule, default: 0] < limit else {
                unlisted.fixes += 1
                unlisted.findings += resolved.count
                continue
            }
            perRule[rule, default: 0] += 1
            var ruleIds: [String] = []
            for id in resolved.map({ findings[$0].ruleId }) where !ruleIds.contains(id) { ruleIds.append(id) }
            fixes.append(
                AppliedFix(
                    ruleIds: ruleIds, findings: resolved.count, pointer: findings[index].pointer,
                    start: document.start(fix.node), edit: fix.edit, applicability: fix.applicability,
                    before: AppliedFix.before(
                        fix.node, edit: fix.edit, in: document, revealing: revealing, personal: personal)))
        }
    }
}
