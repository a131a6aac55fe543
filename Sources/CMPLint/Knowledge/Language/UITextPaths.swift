/// Where a CMP API response keeps the text a user reads, as the rule says (the language functions'
/// `text` and `ignore` options; the default rules use `#UIText` and `#NotUIText` from
/// rules/aliases.yml, so a section added there is read, or skipped, by every language rule):
/// - `sections`: the UI sections. Every string under them is text unless its key is technical
///   (styling, ids, URLs: `UITextKeys`).
/// - `ignored`: machine data. Nothing under them is text, not even under a text key.
/// Outside both, only known text keys count (`UITextKeys.textKeys`).
public struct UITextPaths: Sendable, Hashable {
    public let sections: [PathSelector]
    public let ignored: [PathSelector]

    public init(sections: [PathSelector], ignored: [PathSelector]) {
        self.sections = sections
        self.ignored = ignored
    }

    /// Names these paths in a per-set memo key: rules reading the same paths share one
    /// identification, rules reading other paths get their own.
    var memoKey: String {
        sections.map(\.source).joined(separator: ",") + " | " + ignored.map(\.source).joined(separator: ",")
    }

    /// What `sections` and `ignored` select in `document`.
    func places(in document: JSONDocument) -> Places {
        // `$..key` (a member named `key` anywhere) is a key lookup during the extractor's walk;
        // the other paths are matched in one walk of their own.
        func split(_ selectors: [PathSelector]) -> (keys: Set<String>, anchored: [PathSelector]) {
            var keys = Set<String>()
            var anchored: [PathSelector] = []
            for selector in selectors {
                if selector.steps.count == 1, case .descendant(let key) = selector.steps[0] {
                    keys.insert(key)
                } else {
                    anchored.append(selector)
                }
            }
            return (keys, anchored)
        }
        let sections = split(self.sections)
        let ignored = split(self.ignored)
        let matches = SelectorWalker(selectors: sections.anchored + ignored.anchored).matches(in: document)
        return Places(sectionNodes: NodeSet(matches.prefix(sections.anchored.count).joined()), sectionKeys: UTF8Interner(sections.keys),
                      ignoredNodes: NodeSet(matches.dropFirst(sections.anchored.count).joined()), ignoredKeys: UTF8Interner(ignored.keys))
    }

    /// The nodes of one document that are UI sections or machine data.
    struct Places {
        let sectionNodes: NodeSet
        /// The keys of `$..key` paths, by UTF-8: the extractor looks a member's key up where it
        /// is written.
        let sectionKeys: UTF8Interner
        let ignoredNodes: NodeSet
        let ignoredKeys: UTF8Interner
    }
}

extension UITextPaths {
    /// Nodes the paths select, sorted: the extractor asks about every member of a document, and
    /// a binary search over the few selected nodes is cheaper than hashing each member's id.
    struct NodeSet {
        private let nodes: [JSONNodeID]

        init<S: Sequence>(_ nodes: S) where S.Element == JSONNodeID {
            self.nodes = Array(Set(nodes)).sorted()
        }

        func contains(_ node: JSONNodeID) -> Bool { nodes.sortedContains(node) }
    }
}
