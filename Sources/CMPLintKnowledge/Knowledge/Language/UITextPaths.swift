import CMPLintDocuments
import CMPLintPaths

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
    /// `$..key` paths (a member named `key` anywhere) are a key lookup during the extractor's
    /// walk: their keys, by UTF-8, where the extractor looks a member's key up as it is written.
    private let sectionKeys: UTF8Interner
    private let ignoredKeys: UTF8Interner
    /// The other paths are matched in one walk of their own: the sections' first.
    private let walker: SelectorWalker
    private let anchoredSections: Int

    public init(sections: [PathSelector], ignored: [PathSelector]) {
        self.sections = sections
        self.ignored = ignored
        func split(_ selectors: [PathSelector]) -> (keys: [String], anchored: [PathSelector]) {
            var keys: [String] = []
            var anchored: [PathSelector] = []
            for selector in selectors {
                if selector.steps.count == 1, case .descendant(let key) = selector.steps[0] {
                    keys.append(key)
                } else {
                    anchored.append(selector)
                }
            }
            return (keys, anchored)
        }
        let sectionPaths = split(sections)
        let ignoredPaths = split(ignored)
        sectionKeys = UTF8Interner(sectionPaths.keys)
        ignoredKeys = UTF8Interner(ignoredPaths.keys)
        walker = SelectorWalker(selectors: sectionPaths.anchored + ignoredPaths.anchored)
        anchoredSections = sectionPaths.anchored.count
    }

    public static func == (a: UITextPaths, b: UITextPaths) -> Bool {
        a.sections == b.sections && a.ignored == b.ignored
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(sections)
        hasher.combine(ignored)
    }

    /// Names these paths in a per-set memo key: rules reading the same paths share one
    /// identification, rules reading other paths get their own.
    package var memoKey: String {
        sections.map(\.source).joined(separator: ",") + " | " + ignored.map(\.source).joined(separator: ",")
    }

    /// What `sections` and `ignored` select in `document`.
    package func places(in document: JSONDocument) -> Places {
        let matches = walker.matches(in: document)
        return Places(
            sectionNodes: NodeSet(matches.prefix(anchoredSections).joined()), sectionKeys: sectionKeys,
            ignoredNodes: NodeSet(matches.dropFirst(anchoredSections).joined()), ignoredKeys: ignoredKeys)
    }

    /// The nodes of one document that are UI sections or machine data.
    package struct Places {
        package let sectionNodes: NodeSet
        /// The keys of `$..key` paths, by UTF-8: the extractor looks a member's key up where it
        /// is written.
        package let sectionKeys: UTF8Interner
        package let ignoredNodes: NodeSet
        package let ignoredKeys: UTF8Interner
    }
}

extension UITextPaths {
    /// Nodes the paths select, sorted: the extractor asks about every member of a document, and
    /// a binary search over the few selected nodes is cheaper than hashing each member's id.
    package struct NodeSet {
        private let nodes: [JSONNodeID]

        package init<S: Sequence>(_ nodes: S) where S.Element == JSONNodeID {
            self.nodes = Array(Set(nodes)).sorted()
        }

        package func contains(_ node: JSONNodeID) -> Bool { nodes.sortedContains(node) }
    }
}
