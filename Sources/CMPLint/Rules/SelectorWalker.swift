/// Runs many compiled `given` selectors over a document in one preorder walk (Spectral's lesson:
/// one traversal for all rules, not one search per rule). The selectors' steps form a
/// nondeterministic automaton over member names and element indices; the walk runs its
/// deterministic form, built lazily for each document (a subset construction, as in Thompson's
/// and Aho's regular-expression matchers): each distinct set of live selector steps becomes one
/// `StateSet`, whose transitions are found once, on first use. A member then costs comparing its
/// key with the few names its parent's set tests and one table lookup, however many rules walk
/// there; subtrees where no step is live are skipped.
struct SelectorWalker {
    let selectors: [PathSelector]

    /// For each selector, the nodes it matches, in document order, each once.
    func matches(in document: JSONDocument) -> [[JSONNodeID]] {
        var results = Array(repeating: [JSONNodeID](), count: selectors.count)
        guard !selectors.isEmpty else { return results }
        let automaton = Automaton(selectors: selectors)
        let initial = automaton.id(of: selectors.indices.map { State(selector: $0, step: 0) })
        visit(document.root, set: initial, document: document, automaton: automaton, results: &results)
        return results
    }

    private func visit(_ node: JSONNodeID, set: Int, document: JSONDocument, automaton: Automaton, results: inout [[JSONNodeID]]) {
        for selector in automaton.sets[set].accepting { results[selector].append(node) }
        guard automaton.sets[set].advancing, document.childCount(node) > 0 else { return }
        switch document.kind(node) {
        case .object:
            for (key, value) in document.members(node) {
                let next = automaton.next(from: set, key: key, in: document)
                if next != Automaton.dead { visit(value, set: next, document: document, automaton: automaton, results: &results) }
            }
        case .array:
            for (index, element) in document.elements(node).enumerated() {
                let next = automaton.next(from: set, element: index)
                if next != Automaton.dead { visit(element, set: next, document: document, automaton: automaton, results: &results) }
            }
        default:
            break
        }
    }

    /// One selector step still to take: `selectors[selector].steps[step]` (`step == count` once the
    /// selector has matched).
    struct State: Hashable, Comparable {
        var selector: Int
        var step: Int

        static func < (a: State, b: State) -> Bool { (a.selector, a.step) < (b.selector, b.step) }
    }

    /// A set of live states (sorted, each once), what it tests, and where each outcome leads.
    struct StateSet {
        let states: [State]
        /// The selectors that match a node reached in this set.
        let accepting: [Int]
        /// Whether any state has steps left (otherwise the children are not visited).
        let advancing: Bool
        /// The member names the states test (`.child`, `.descendant`), and the element indices (`.index`).
        let names: [String]
        /// The first UTF-8 byte of each name (the closing quote for an empty one): most keys start
        /// with none of them and are told apart without comparing them with every name.
        let nameStarts: ByteSet
        let indices: [Int]
        /// The next set for a key equal to `names[i]`, then for any other key; -1 until found.
        var byName: [Int]
        /// The next set for element `indices[i]`, then for any other element; -1 until found.
        var byIndex: [Int]
    }

    /// The deterministic automaton of one walk. A class, so the walk reads it in place; its table
    /// is read without the runtime's exclusivity check (a walk is one thread, and no access to it
    /// overlaps another: each read ends before `next` may grow it), which cost a third of the walk.
    final class Automaton {
        let selectors: [PathSelector]
        @exclusivity(unchecked) private(set) var sets: [StateSet] = []
        private var ids: [[State]: Int] = [:]
        /// The empty set: nothing below can match.
        static let dead = 0

        init(selectors: [PathSelector]) {
            self.selectors = selectors
            _ = id(of: [])
        }

        func id(of states: [State]) -> Int {
            if let known = ids[states] { return known }
            var names: [String] = []
            var indices: [Int] = []
            var accepting: [Int] = []
            var advancing = false
            for state in states {
                let steps = selectors[state.selector].steps
                guard state.step < steps.count else {
                    accepting.append(state.selector)
                    continue
                }
                advancing = true
                switch steps[state.step] {
                case .child(let name), .descendant(let name): if !names.contains(name) { names.append(name) }
                case .index(let n): if !indices.contains(n) { indices.append(n) }
                case .anyChild, .anyDescendant: break
                }
            }
            let id = sets.count
            let nameStarts = ByteSet(names.map { $0.utf8.first ?? UInt8(ascii: "\"") })
            sets.append(StateSet(states: states, accepting: accepting, advancing: advancing, names: names, nameStarts: nameStarts, indices: indices,
                                 byName: Array(repeating: -1, count: names.count + 1),
                                 byIndex: Array(repeating: -1, count: indices.count + 1)))
            ids[states] = id
            return id
        }

        /// The set for the value of member `key` of an object reached in `set`.
        func next(from set: Int, key: JSONNodeID, in document: JSONDocument) -> Int {
            let names = sets[set].names
            var symbol = names.count
            // A key's first byte as written is its first character's, unless it is an escape.
            let first = document.firstStringByte(key)
            if first == UInt8(ascii: "\\") || sets[set].nameStarts.contains(first) {
                for (i, name) in names.enumerated() where document.stringEquals(key, name) {
                    symbol = i
                    break
                }
            }
            let known = sets[set].byName[symbol]
            if known >= 0 { return known }
            let target = id(of: advance(sets[set].states, name: symbol < names.count ? names[symbol] : nil, index: nil))
            sets[set].byName[symbol] = target
            return target
        }

        /// The set for element `index` of an array reached in `set`.
        func next(from set: Int, element index: Int) -> Int {
            let symbol = sets[set].indices.firstIndex(of: index) ?? sets[set].indices.count
            let known = sets[set].byIndex[symbol]
            if known >= 0 { return known }
            // Any index the set does not test leads to the same states; `-1` stands for them.
            let tested = symbol < sets[set].indices.count ? index : -1
            let target = id(of: advance(sets[set].states, name: nil, index: tested))
            sets[set].byIndex[symbol] = target
            return target
        }

        /// The states after one step into a member (`name`: its key when the states test it, nil
        /// for any other key) or an element (`index`: its index when tested, -1 for any other).
        private func advance(_ states: [State], name: String?, index: Int?) -> [State] {
            var next = Set<State>()
            let isMember = index == nil
            for state in states where state.step < selectors[state.selector].steps.count {
                let advanced = State(selector: state.selector, step: state.step + 1)
                switch selectors[state.selector].steps[state.step] {
                case .child(let wanted):
                    if isMember, wanted == name { next.insert(advanced) }
                case .index(let n):
                    if index == n { next.insert(advanced) }
                case .anyChild:
                    next.insert(advanced)
                case .descendant(let wanted):
                    next.insert(state)
                    if isMember, wanted == name { next.insert(advanced) }
                case .anyDescendant:
                    next.insert(state)
                    next.insert(advanced)
                }
            }
            return next.sorted()
        }
    }
}
