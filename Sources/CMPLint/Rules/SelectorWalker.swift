/// Runs many compiled `given` selectors over a document in one preorder walk (Spectral's lesson:
/// one traversal for all rules, not one search per rule). Each node carries the selector states that
/// are still alive at it; subtrees where no state is alive are skipped.
struct SelectorWalker {
    let selectors: [PathSelector]

    private struct State: Equatable {
        var selector: Int
        var step: Int
    }

    /// For each selector, the nodes it matches, in document order, each once.
    func matches(in document: JSONDocument) -> [[JSONNodeID]] {
        var results = Array(repeating: [JSONNodeID](), count: selectors.count)
        guard !selectors.isEmpty else { return results }
        var scratch: [[State]] = []
        let initial = selectors.indices.map { State(selector: $0, step: 0) }
        visit(document.root, states: initial, depth: 0, document: document, scratch: &scratch, results: &results)
        return results
    }

    private func visit(_ node: JSONNodeID, states: [State], depth: Int, document: JSONDocument,
                       scratch: inout [[State]], results: inout [[JSONNodeID]]) {
        var advancing = false
        for state in states {
            if state.step == selectors[state.selector].steps.count {
                results[state.selector].append(node)
            } else {
                advancing = true
            }
        }
        guard advancing, document.childCount(node) > 0 else { return }
        if scratch.count <= depth { scratch.append([]) }

        func descend(into child: JSONNodeID, key: JSONNodeID?, index: Int) {
            // Borrow this depth's buffer (taken out so mutating it does not copy).
            var next = scratch[depth]
            scratch[depth] = []
            next.removeAll(keepingCapacity: true)
            for state in states where state.step < selectors[state.selector].steps.count {
                let advanced = State(selector: state.selector, step: state.step + 1)
                switch selectors[state.selector].steps[state.step] {
                case .child(let name):
                    if let key, document.stringEquals(key, name) { append(advanced, to: &next) }
                case .index(let n):
                    if key == nil, index == n { append(advanced, to: &next) }
                case .anyChild:
                    append(advanced, to: &next)
                case .descendant(let name):
                    append(state, to: &next)
                    if let key, document.stringEquals(key, name) { append(advanced, to: &next) }
                case .anyDescendant:
                    append(state, to: &next)
                    append(advanced, to: &next)
                }
            }
            if !next.isEmpty {
                visit(child, states: next, depth: depth + 1, document: document, scratch: &scratch, results: &results)
            }
            next.removeAll(keepingCapacity: true)
            scratch[depth] = next
        }

        switch document.kind(node) {
        case .object:
            for (key, value) in document.members(node) { descend(into: value, key: key, index: -1) }
        case .array:
            for (index, element) in document.elements(node).enumerated() { descend(into: element, key: nil, index: index) }
        default:
            break
        }
    }

    private func append(_ state: State, to states: inout [State]) {
        if !states.contains(state) { states.append(state) }
    }
}
