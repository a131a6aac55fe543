import CMPLintDocuments
import CMPLintPaths

/// A rule's `when:` entry: the rule runs on a set only when every condition holds. A condition
/// compares what the set is meant for (`expected: country`) or the values at a path in one
/// component (`path: '#AppConfig.templateType'`, `component: banner`) with a list (`in` / `notIn`).
/// An unknown expectation or an absent value never satisfies `in`, so a rule that needs a known
/// geo stays silent (geo-unknown says so) instead of guessing.
public struct RuleCondition: Sendable {
    public enum Subject: Sendable {
        case expectation(String)
        case path([PathSelector], ComponentKind)
    }

    public let subject: Subject
    public let values: [String]
    /// `notIn`: holds when the value is known and not among `values`.
    public let negated: Bool
    /// The walker of a `.path` subject's selectors.
    private let walker: SelectorWalker?

    package func holds(in set: SnapshotSet) -> Bool {
        let actual: [String]
        switch subject {
        case .expectation(let key):
            actual = set.expectations.templateValue(key).map { [$0] } ?? []
        case .path(_, let component):
            guard let document = set.document(component), let walker else { return false }
            actual = document.nodes(matching: walker).compactMap { node in
                document.kind(node) == .number ? document.numberText(node) : document.string(node)
            }
        }
        guard !actual.isEmpty else { return false }
        return negated ? actual.allSatisfy { !values.contains($0) } : actual.contains { values.contains($0) }
    }

    package init(subject: Subject, values: [String], negated: Bool) {
        self.subject = subject
        self.values = values
        self.negated = negated
        if case .path(let selectors, _) = subject {
            walker = SelectorWalker(selectors: selectors)
        } else {
            walker = nil
        }
    }

    /// Reads a `when:` list.
    package static func read(_ node: YAMLNode?, file: String, aliases: PathAliases, context: String) throws(YAMLError)
        -> [RuleCondition]
    {
        guard let node, !node.isNull else { return [] }
        guard case .sequence(let items) = node.content else {
            throw YAMLError(file: file, mark: node.mark, message: "'when' of \(context) must be a list of conditions")
        }
        var conditions: [RuleCondition] = []
        for item in items {
            let map = try YAMLMapping(item, file: file, context: "a 'when' condition of \(context)")
            let subject: Subject
            if let key = try map.oneOf("expected", SetExpectations.templateKeys) {
                subject = .expectation(key)
            } else if let path = try map.string("path") {
                let names = ComponentKind.allCases.map(\.rawValue)
                guard let name = try map.oneOf("component", names), let component = ComponentKind(rawValue: name) else {
                    throw map.error("a 'path' condition needs 'component' (banner, preferences or vendors)")
                }
                subject = .path(
                    try aliases.expand(path, file: file, mark: map.node("path")?.mark ?? item.mark), component)
            } else {
                throw map.error(
                    "a condition needs 'expected' (country, region, language, geo) or 'path' with 'component'")
            }
            let isIn = try map.stringList("in")
            let notIn = try map.stringList("notIn")
            guard (isIn == nil) != (notIn == nil), let values = isIn ?? notIn else {
                throw map.error("a condition needs exactly one of 'in' and 'notIn'")
            }
            try map.finish()
            conditions.append(RuleCondition(subject: subject, values: values, negated: notIn != nil))
        }
        return conditions
    }
}
