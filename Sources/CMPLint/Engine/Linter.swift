import CMPLintDocuments
import CMPLintPaths
import Foundation

/// Runs a ruleset over snapshot sets. Node rules are grouped per component and their `given`
/// selectors run in one walk per document; sets are independent, so they are linted concurrently.
public struct Linter: Sendable {
    public let ruleset: Ruleset
    /// At most this many findings of one rule in one file; the rest are counted in one closing
    /// finding (`FindingCap`).
    public let maxFindingsPerRule: Int
    /// `requireMeantFor`: a result saying a set's country or language is unknown
    /// (`FunctionResult.unknownMeantFor`) is an error, so a CI run fails instead of passing on infos.
    public let requireMeantFor: Bool

    private struct NodeRule: Sendable {
        let rule: Rule
        let function: any NodeFunction
        /// Indices into the component's walker selectors.
        let selectorIndices: [Int]
    }

    private struct ComponentPlan: Sendable {
        let nodeRules: [NodeRule]
        let walker: SelectorWalker
        let documentRules: [(rule: Rule, function: any DocumentFunction)]
    }

    private let plans: [ComponentKind: ComponentPlan]
    private let setRules: [(rule: Rule, function: any SetFunction)]
    /// Each rule's `explains:`, for linking a set's findings to their root causes.
    private let explains: [String: Set<String>]
    /// The rules with `when:` conditions: a set that fails one silences the rule. Kept apart so that
    /// checking a set does not copy every rule (a copy retains each of its fields).
    private let conditionalRules: [(id: String, conditions: [RuleCondition])]

    public init(
        ruleset: Ruleset, maxFindingsPerRule: Int = Linter.defaultMaxFindingsPerRule, requireMeantFor: Bool = false
    ) {
        self.ruleset = ruleset
        self.maxFindingsPerRule = max(1, maxFindingsPerRule)
        self.requireMeantFor = requireMeantFor
        var plans: [ComponentKind: ComponentPlan] = [:]
        for kind in ComponentKind.allCases {
            var selectors: [PathSelector] = []
            // Rules that share a path (the leak rules all walk `$..*`) share its matches.
            var selectorIndices: [PathSelector: Int] = [:]
            var nodeRules: [NodeRule] = []
            var documentRules: [(rule: Rule, function: any DocumentFunction)] = []
            for rule in ruleset.rules where rule.applies(to: kind) {
                if let function = rule.function.asNodeFunction {
                    let indices = rule.given.map { selector in
                        if let known = selectorIndices[selector] { return known }
                        selectorIndices[selector] = selectors.count
                        selectors.append(selector)
                        return selectors.count - 1
                    }
                    nodeRules.append(NodeRule(rule: rule, function: function, selectorIndices: indices))
                } else if let function = rule.function.asDocumentFunction {
                    documentRules.append((rule, function))
                }
            }
            plans[kind] = ComponentPlan(
                nodeRules: nodeRules, walker: SelectorWalker(selectors: selectors), documentRules: documentRules)
        }
        self.plans = plans
        self.setRules = ruleset.rules.compactMap { rule in
            rule.function.asSetFunction.map { (rule, $0) }
        }
        conditionalRules = ruleset.rules.filter { !$0.conditions.isEmpty }.map { ($0.id, $0.conditions) }
        explains = Dictionary(
            ruleset.rules.filter { !$0.explains.isEmpty }.map { ($0.id, Set($0.explains)) },
            uniquingKeysWith: { $0.union($1) })
    }

    /// Findings of one rule shown per file unless the request or config says otherwise.
    public static let defaultMaxFindingsPerRule = FindingCap.defaultLimit

    /// Every finding for one set, in report order, at most `maxFindingsPerRule` per rule and file
    /// plus one finding per rule and file that says how many more there are.
    public func lint(_ set: SnapshotSet) -> [Finding] {
        var ends = NodeEndCache()
        return lint(set, ends: &ends)
    }

    /// `lint(_:)` with the cache of node ends it fills, for tests of how often a value is scanned.
    package func lint(_ set: SnapshotSet, ends: inout NodeEndCache) -> [Finding] {
        var findings: [Finding] = []
        var cap = FindingCap(limit: maxFindingsPerRule)
        let silenced = Set(conditionalRules.filter { !$0.conditions.allSatisfy { $0.holds(in: set) } }.map(\.id))
        for file in set.orderedFiles {
            guard let plan = plans[file.kind] else { continue }
            if let document = file.document {
                // `$..*` lists are filled per rule (`everyValueMatches`).
                let matches = plan.walker.matches(in: document, everyValue: false)
                let documentMemo = DocumentMemo(document: document)
                var everyValue: [JSONNodeID]?
                for nodeRule in plan.nodeRules where !silenced.contains(nodeRule.rule.id) {
                    // Copied once per rule, not once per node: a `Rule` copy retains each of its fields.
                    let rule = nodeRule.rule
                    var target = NodeTarget(
                        document: document, matched: document.root, value: nil, field: rule.field,
                        expectations: set.expectations, revealPersonalData: set.revealPersonalData,
                        selectorIndex: 0, memo: set.memo, documentMemo: documentMemo, run: set.run)
                    var lists = nodeRule.selectorIndices.map { matches[$0] }
                    for (path, selector) in nodeRule.selectorIndices.enumerated()
                    where plan.walker.isEveryValue(selector) {
                        lists[path] = everyValueMatches(
                            of: nodeRule, walker: plan.walker, lists: lists, field: rule.field, memo: documentMemo,
                            all: &everyValue)
                    }
                    let matched: NodeMatches = lists.count == 1 ? .onePath(lists[0]) : .severalPaths(lists)
                    nodeRule.function.evaluate(matched, target: &target) { target, result in
                        guard cap.admits(rule, file: file.path, severity: severity(rule, result)) else { return }
                        findings.append(
                            finding(
                                rule, result, file: file, defaultNode: target.value ?? target.matched, set: set,
                                ends: &ends))
                    }
                }
            }
            for (rule, function) in plan.documentRules where !silenced.contains(rule.id) {
                let shown = cap.admitting(rule, file: file.path) { admits in
                    function.evaluate(file, in: set).admitted { admits(rule.severity(lowering: $0)) }
                }
                for result in shown {
                    findings.append(finding(rule, result, file: file, defaultNode: nil, set: set, ends: &ends))
                }
            }
        }
        for (rule, function) in setRules where !silenced.contains(rule.id) {
            for result in function.evaluate(set) {
                let file = result.component.flatMap { set[$0] }
                let manifest = result.inManifest ? set.manifest : nil
                let shownFile = manifest?.path ?? file?.path ?? set.path
                guard cap.admits(rule, file: shownFile, severity: severity(rule, result)) else { continue }
                if let manifest {
                    findings.append(manifestFinding(rule, result, manifest: manifest, set: set))
                } else if let file {
                    findings.append(finding(rule, result, file: file, defaultNode: nil, set: set, ends: &ends))
                } else {
                    findings.append(setFinding(rule, result, set: set))
                }
            }
        }
        findings += cap.closingFindings(in: set)
        return FindingCause.link(findings.sorted(by: Finding.reportOrder), explains: explains)
    }

    /// Loads and lints every source concurrently, each set with the run's context `run`. A set that
    /// cannot be read stops the run with the first such error in path order, so the result never
    /// silently omits a set. `progress` hears of each set once it is linted, from the thread that
    /// linted it.
    public func lint(
        sources: [SnapshotSource], revealPersonalData: Bool = false, limits: JSONParseLimits = JSONParseLimits(),
        run: RunContext = RunContext(), progress: (@Sendable (LintProgress) -> Void)? = nil,
        expectations: (SnapshotSource) -> SetExpectations
    ) throws(LintError) -> LintReport {
        let planned = Array(zip(sources, sources.map(expectations)))
        let total = planned.count
        var completed: (@Sendable (Int) -> Void)?
        if let progress { completed = { progress(LintProgress(linted: $0, total: total)) } }
        let results = ParallelMap.map(planned, completed: completed) { source, expectations in
            Result { () throws(LintError) -> (findings: [Finding], set: LintReport.CheckedSet) in
                let set = try source.load(
                    expectations: expectations, revealPersonalData: revealPersonalData, limits: limits, run: run)
                return (
                    FindingPlacement.place(lint(set), in: set),
                    LintReport.CheckedSet(
                        path: set.path, expectations: set.expectations, files: source.files,
                        assembly: source.naming.assembly?.summary, capture: set.manifest.map(InspectedCapture.init))
                )
            }
        }
        var findings: [Finding] = []
        var sets: [LintReport.CheckedSet] = []
        for result in results {
            let value = try result.get()
            findings += value.findings
            sets.append(value.set)
        }
        // Suppression rules join the report when the Suppressor runs them.
        return LintReport(
            findings: findings, sets: sets, rules: ruleset.rules.filter { $0.scope != .suppressions }.map(RuleInfo.init)
        )
    }

    /// What a `$..*` path of `nodeRule` must list (`lists`: its paths' matches, `$..*` ones empty):
    /// every value below the root, or, when the function narrows its paths to the candidates it
    /// declares (`NodeFunction.evaluate`), only the candidates among them. The evaluation then looks
    /// up only candidates in the list, so it is the same, and the list of most of a document that
    /// `$..*` matches (`all`, made once per document) is made only for rules that read it whole.
    private func everyValueMatches(
        of nodeRule: NodeRule, walker: SelectorWalker, lists: [[JSONNodeID]], field: String?, memo: DocumentMemo,
        all: inout [JSONNodeID]?
    ) -> [JSONNodeID] {
        let document = memo.document
        func whole() -> [JSONNodeID] {
            let values = all ?? document.valuesBelowRoot()
            all = values
            return values
        }
        guard field == nil else { return whole() }
        var reachable: [[JSONNodeID]] = []
        var narrows = false
        for (path, selector) in nodeRule.selectorIndices.enumerated() {
            if let candidates = memo.nodes(nodeRule.function.candidates(selectorIndex: path)) {
                reachable.append(candidates)
                narrows = true
            } else if !walker.isEveryValue(selector) {
                reachable.append(lists[path])
            } else {
                return whole()
            }
        }
        guard narrows else { return whole() }
        var nodes: [JSONNodeID] = []
        NodeMatches.severalPaths(reachable).forEach { node, _ in
            if node != document.root && !document.isKey(node) { nodes.append(node) }
        }
        return nodes
    }

    // MARK: - Building findings

    private func finding(
        _ rule: Rule, _ result: FunctionResult, file: SnapshotFile, defaultNode: JSONNodeID?, set: SnapshotSet,
        ends: inout NodeEndCache
    ) -> Finding {
        var pointer = ""
        var start: SourcePosition?
        var end: SourcePosition?
        var valueText: String?
        var property: String?
        var fix: FindingFix?
        if let position = result.position {
            start = position
            end = position
        } else if let document = file.document {
            let node = result.node ?? defaultNode ?? document.root
            fix = rule.fix?.alternative(for: result, platform: set.expectations.platform).map {
                FindingFix(edit: $0.edit, applicability: $0.applicability, node: node)
            }
            pointer = document.pointer(node)
            start = document.start(node)
            end = ends.end(of: node, in: document, file: file.path)
            valueText = document.isKey(node) ? document.string(node).map(JSONValue.quoted) : document.shortText(node)
            property = JSONPointer.tokens(pointer)?.last
        }
        let message = render(
            rule, result,
            values: [
                "value": valueText, "path": pointer, "property": property, "component": file.kind.rawValue,
                "file": file.path,
            ], set: set)
        var finding = Finding(
            ruleId: rule.id, severity: severity(rule, result), message: message, file: file.path, pointer: pointer,
            start: start, end: end, component: file.kind, setPath: set.path, evidence: result.evidence, fix: fix,
            howToFix: rule.howToFix?.text(for: result, platform: set.expectations.platform),
            revealPersonalData: set.revealPersonalData)
        finding.valueIsPersonalData = result.personalData
        return finding
    }

    /// A finding about the set itself or about a component it lacks: it points at the set's folder.
    private func setFinding(_ rule: Rule, _ result: FunctionResult, set: SnapshotSet) -> Finding {
        let message = render(
            rule, result, values: ["path": "", "component": result.component?.rawValue, "file": set.path], set: set)
        return Finding(
            ruleId: rule.id, severity: severity(rule, result), message: message, file: set.path, pointer: "",
            start: nil, end: nil, component: result.component, setPath: set.path, evidence: result.evidence,
            howToFix: rule.howToFix?.text(for: result, platform: set.expectations.platform),
            revealPersonalData: set.revealPersonalData)
    }

    /// A finding in the set's capture manifest: at the result's node of its document, at its
    /// position, or at the whole file when the manifest is no JSON.
    private func manifestFinding(_ rule: Rule, _ result: FunctionResult, manifest: SetManifest, set: SnapshotSet)
        -> Finding
    {
        var pointer = ""
        var (start, end) = (result.position, result.position)
        if start == nil, let document = manifest.document {
            let node = result.node ?? document.root
            (pointer, start, end) = (document.pointer(node), document.start(node), document.end(node))
        }
        let message = render(rule, result, values: ["path": pointer, "file": manifest.path], set: set)
        return Finding(
            ruleId: rule.id, severity: severity(rule, result), message: message, file: manifest.path,
            pointer: pointer, start: start, end: end, component: nil, setPath: set.path, evidence: result.evidence,
            howToFix: rule.howToFix?.text(for: result, platform: set.expectations.platform),
            revealPersonalData: set.revealPersonalData)
    }

    /// The result's severity: the rule's (or the lower one the result asks for), or an error for an
    /// unknown country or language when the run requires them.
    private func severity(_ rule: Rule, _ result: FunctionResult) -> Severity {
        requireMeantFor && result.unknownMeantFor ? .error : rule.severity(of: result)
    }

    /// The rule's message for this result: engine facts (where, what the set is meant for) first,
    /// the function's facts over them.
    private func render(_ rule: Rule, _ result: FunctionResult, values: [String: String?], set: SnapshotSet) -> String {
        var facts = values.compactMapValues { $0.map(JSONValue.string) }
        facts["expected"] = .object(
            SetExpectations.templateKeys.compactMap { key in
                set.expectations.templateValue(key).map { JSONMember(key: key, value: .string($0)) }
            })
        facts.merge(result.facts) { _, function in function }
        return rule.message.render(case: result.messageCase, facts: facts)
    }
}
