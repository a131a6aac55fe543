import CMPLintDocuments

/// Looks nodes up among a rule's `NodeMatches` when they are asked in document order (the engine
/// asks for the candidates a function declares, `NodeCandidates`): one cursor per path that only
/// moves forward, by galloping (1, 2, 4, … places, then a binary search within the last jump).
/// A binary search of the whole list per node took about 15 steps whose direction the CPU could
/// not predict; here a lookup costs the logarithm of the distance from the last one, and all the
/// lookups together at most a pass over the lists.
public struct NodeMatchesCursor {
    @usableFromInline let lists: [[JSONNodeID]]
    @usableFromInline var positions: [Int]

    package init(_ matches: NodeMatches) {
        lists = matches.lists
        positions = Array(repeating: 0, count: lists.count)
    }

    /// The index of the first path that matched `node`, or nil when none did; `node` must not
    /// come before a node asked earlier.
    @inlinable
    public mutating func selectorIndex(of node: JSONNodeID) -> Int? {
        for i in lists.indices {
            let position = Self.firstPlace(notBefore: node, in: lists[i], from: positions[i])
            positions[i] = position
            if position < lists[i].count && lists[i][position] == node { return i }
        }
        return nil
    }

    /// The first place at or after `start` whose node does not come before `node`.
    @inlinable
    package static func firstPlace(notBefore node: JSONNodeID, in list: [JSONNodeID], from start: Int) -> Int {
        guard start < list.count, list[start] < node else { return start }
        // `list[low]` comes before `node`; `high` is the end or a place that does not.
        var low = start
        var jump = 1
        while low + jump < list.count && list[low + jump] < node {
            low += jump
            jump *= 2
        }
        var high = min(low + jump, list.count)
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if list[middle] < node { low = middle } else { high = middle }
        }
        return high
    }
}
