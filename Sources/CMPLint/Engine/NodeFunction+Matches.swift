import CMPLintPaths

extension NodeFunction {
    /// Evaluates the nodes a rule's paths matched in one document, in document order, each for the
    /// first path that matched it, calling `report` with each result and the target it is about.
    /// Without `then.field`, each path's matches are first narrowed to the candidates the function
    /// declares for it (`candidates(selectorIndex:)`). This is the protocol's default, so each
    /// function gets it for its own type: the millions of nodes `$..*` matches cost a direct call
    /// of `evaluate(_:)` each rather than a dynamic dispatch through `any NodeFunction`.
    public func evaluate(_ matches: NodeMatches, target: inout NodeTarget, report: (NodeTarget, FunctionResult) -> Void)
    {
        let lists = matches.lists
        let narrowed =
            target.field == nil ? lists.indices.map { target.documentMemo.nodes(candidates(selectorIndex: $0)) } : []
        guard narrowed.contains(where: { $0 != nil }) else {
            matches.forEach { node, selectorIndex in
                target.select(node, selectorIndex: selectorIndex)
                for result in evaluate(target) { report(target, result) }
            }
            return
        }
        if case .onePath(let list) = matches, let candidates = narrowed[0] {
            // One path (`$..*`): its candidates in order, each looked up among its matches.
            var cursor = NodeMatchesCursor(.onePath(list))
            for node in candidates where cursor.selectorIndex(of: node) != nil {
                target.select(node, selectorIndex: 0)
                for result in evaluate(target) { report(target, result) }
            }
            return
        }
        let paths = lists.indices.map { index in
            guard let candidates = narrowed[index] else { return lists[index] }
            var list = NodeMatchesCursor(.onePath(lists[index]))
            return candidates.filter { list.selectorIndex(of: $0) != nil }
        }
        // A node is evaluated for the first path that matched it, when it is among that path's candidates.
        var first = NodeMatchesCursor(matches)
        NodeMatches.severalPaths(paths).forEach { node, path in
            guard first.selectorIndex(of: node) == path else { return }
            target.select(node, selectorIndex: path)
            for result in evaluate(target) { report(target, result) }
        }
    }
}
