import CMPLintDocuments

/// The nodes a rule's `given` paths matched in one document, in document order, each once.
public enum NodeMatches {
    /// The rule has one path: its matches as the walk found them (no copy of `$..*`'s every node).
    case onePath([JSONNodeID])
    /// The matches of each of the rule's paths, each list in document order; a node belongs to the
    /// first path that matched it. Not merged into one list: a rule whose paths include `$..*`
    /// (every node) reads only the few it can report.
    case severalPaths([[JSONNodeID]])

    /// Each path's matches.
    @usableFromInline package var lists: [[JSONNodeID]] {
        switch self {
        case .onePath(let nodes): [nodes]
        case .severalPaths(let lists): lists
        }
    }

    /// Calls `body` with every matched node in document order, each once, and the index of the
    /// first path that matched it: the paths' lists merged as they are read, one cursor each.
    @inlinable
    public func forEach(_ body: (JSONNodeID, Int) -> Void) {
        if case .onePath(let nodes) = self {
            for node in nodes { body(node, 0) }
            return
        }
        let lists = self.lists
        var cursors = [Int](repeating: 0, count: lists.count)
        while true {
            var next: JSONNodeID?
            var path = 0
            for i in lists.indices where cursors[i] < lists[i].count {
                let head = lists[i][cursors[i]]
                if next.map({ head < $0 }) ?? true {
                    next = head
                    path = i
                }
            }
            guard let node = next else { return }
            for i in path..<lists.count where cursors[i] < lists[i].count && lists[i][cursors[i]] == node {
                cursors[i] += 1
            }
            body(node, path)
        }
    }
}
