import CMPLintDocuments
import CMPLintKnowledge

/// Facts derived from one document that several node rules need, found on first use and kept while
/// that document is linted: the leak rules' shared scan of its strings (`EmbeddedPersonalData`).
/// The engine narrows a rule's matches with it (`NodeCandidates`) and answers a function's
/// questions about one node from it (`NodeTarget.mayHoldPersonalData`). A set is linted on one
/// thread, so nothing here is locked.
package final class DocumentMemo {
    package let document: JSONDocument
    private lazy var scan = Scan(document)

    /// The scan, held by reference: a question then borrows its arrays, where reading the struct
    /// from a lazy property copied it, retaining each array per node asked about.
    private final class Scan {
        let result: EmbeddedPersonalData
        init(_ document: JSONDocument) { result = EmbeddedPersonalData(document) }
    }

    package init(document: JSONDocument) {
        self.document = document
    }

    /// Whether the string `node` may be a consent string or hold one (`EmbeddedPersonalData`).
    package func isLeakCandidate(_ node: JSONNodeID) -> Bool {
        scan.result.isCandidate(node)
    }

    /// What `PersonalDataFinder` finds in the string value `node`.
    package func embeddedMatches(of node: JSONNodeID) -> [PersonalDataMatch] {
        scan.result.matches(of: node)
    }

    /// The strings `candidates` can report (`EmbeddedPersonalData.nodes`), in document order; nil
    /// for every match. Kept per document: the engine asks for a rule's candidates twice, once to
    /// narrow what `$..*` matches (`Linter`) and once to evaluate them.
    package func nodes(_ candidates: NodeCandidates) -> [JSONNodeID]? {
        switch candidates {
        case .every: return nil
        case .personalData(let byShape, let keys):
            if let known = candidateLists.first(where: { $0.candidates == candidates }) { return known.nodes }
            // Members whose key starts like one of `keys` or with an escape: a superset, compared by the function.
            let keyStarts =
                keys.isEmpty
                ? nil : ByteSet(keys.map { $0.utf8.first ?? UInt8(ascii: "\"") } + [UInt8(ascii: "\\")])
            let nodes = scan.result.nodes(byShape: byShape, keyStarts: keyStarts)
            candidateLists.append((candidates, nodes))
            return nodes
        }
    }

    /// The lists `nodes(_:)` made, a few per document.
    private var candidateLists: [(candidates: NodeCandidates, nodes: [JSONNodeID])] = []
}
