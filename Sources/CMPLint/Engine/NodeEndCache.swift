import CMPLintDocuments

/// End positions of the nodes findings point at, found once per node during one set's lint. The
/// node table stores where a string starts, not where it ends (`JSONDocument.end` scans to its
/// closing quote), so a hundred findings on one 100 MB value would otherwise scan it a hundred times.
package struct NodeEndCache {
    private struct Key: Hashable {
        let file: String
        let node: JSONNodeID
    }

    private var ends: [Key: SourcePosition] = [:]
    /// How many ends were found by scanning the document, for tests of the bound.
    package private(set) var lookups = 0

    /// Where `node` of `document` (the snapshot at `file`) ends.
    package mutating func end(of node: JSONNodeID, in document: JSONDocument, file: String) -> SourcePosition {
        let key = Key(file: file, node: node)
        if let known = ends[key] { return known }
        lookups += 1
        let end = document.end(node)
        ends[key] = end
        return end
    }
}
