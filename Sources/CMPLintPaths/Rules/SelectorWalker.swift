import CMPLintDocuments
import Foundation

/// Runs many compiled `given` selectors over a document in one preorder walk (Spectral's lesson:
/// one traversal for all rules, not one search per rule). The selectors' steps form a
/// nondeterministic automaton over member names and element indices; the walk runs its
/// deterministic form, built lazily and kept by the walker for its next document (a subset
/// construction, as in Thompson's and Aho's regular-expression matchers): each distinct set of
/// live selector steps becomes one state set, whose transitions are found once, on first use. A
/// member then costs comparing its key with the few names its parent's set tests and one table
/// lookup, however many rules walk there; subtrees where no step is live are skipped.
///
/// `$..*` (every value below the root, which the leak rules walk) and `$..name` (every member
/// named `name`, wherever it is) are not walked: their matches are read off the node table in one
/// pass. Walked, they kept the automaton live in every subtree, and the walk visited every node of
/// a vendors snapshot to find three keys.
///
/// A walker is built when the rule, function or command that reads its selectors loads, never
/// while a set is evaluated, so its automata serve every document of the run.
package struct SelectorWalker: Sendable {
    package let selectors: [PathSelector]
    /// This walker's automata (copies of the walker share them).
    package let automata = AutomatonPool()

    package init(selectors: [PathSelector]) {
        self.selectors = selectors
        Self.builds?.count()
    }

    /// Counts the walkers built while it is bound (on the binding thread), for the test that
    /// evaluation builds none.
    @TaskLocal package static var builds: BuildCounter?

    package final class BuildCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var built = 0

        package var value: Int { lock.withLock { built } }

        package func count() { lock.withLock { built += 1 } }
    }

    /// For each selector, the nodes it matches, in document order, each once.
    package func matches(in document: JSONDocument) -> [[JSONNodeID]] {
        matches(in: document, everyValue: true)
    }

    /// Whether selector `index` is `$..*`, every value below the root.
    package func isEveryValue(_ index: Int) -> Bool {
        selectors[index].steps == [.anyDescendant]
    }

    /// `matches(in:)`, with the lists of `$..*` selectors left empty unless `everyValue`: a caller
    /// that needs only some of those nodes (`Linter`) spares a list of most of the document.
    package func matches(in document: JSONDocument, everyValue includesEveryValue: Bool) -> [[JSONNodeID]] {
        var results = Array(repeating: [JSONNodeID](), count: selectors.count)
        var walked: [State] = []
        var everyValue: [JSONNodeID]?
        var named: [(selector: Int, name: String)] = []
        for (index, selector) in selectors.enumerated() {
            if isEveryValue(index) {
                guard includesEveryValue else { continue }
                everyValue = everyValue ?? document.valuesBelowRoot()
                results[index] = everyValue ?? []
            } else if selector.steps.count == 1, case .descendant(let name) = selector.steps[0] {
                named.append((index, name))
            } else {
                walked.append(State(selector: index, step: 0))
            }
        }
        if !named.isEmpty {
            for (found, entry) in zip(document.memberValues(named: named.map(\.name)), named) {
                results[entry.selector] = found
            }
        }
        guard !walked.isEmpty else { return results }
        let automaton = automata.take() ?? Automaton(selectors: selectors, start: walked)
        visit(document.root.index, set: automaton.start, document: document, automaton: automaton, results: &results)
        automata.give(automaton)
        return results
    }

    /// Reads the node table and the automaton's rows in place: nothing here is retained or copied
    /// per node (the members and elements are followed by index, each subtree skipped in O(1)), and
    /// a scalar that no selector accepts is not visited at all.
    private func visit(
        _ node: Int, set: Int, document: JSONDocument, automaton: Automaton, results: inout [[JSONNodeID]]
    ) {
        var accepting = Int(automaton.rows[set].acceptingStart)
        while accepting < Int(automaton.rows[set].acceptingEnd) {
            results[Int(automaton.acceptingSelectors[accepting])].append(JSONNodeID(node))
            accepting += 1
        }
        guard automaton.rows[set].advancing, document.table.isContainer(node) else { return }
        let count = Int(document.table.container(node).count)
        var cursor = node + 1
        if document.table.kind(node) == .object {
            for _ in 0..<count {
                let key = cursor
                let value = key + 1
                cursor = document.table.next(value)
                let next = automaton.next(from: set, key: key, in: document)
                if automaton.leadsAnywhere(next, from: value, in: document) {
                    visit(value, set: next, document: document, automaton: automaton, results: &results)
                }
            }
        } else {
            for index in 0..<count {
                let element = cursor
                cursor = document.table.next(element)
                let next = automaton.next(from: set, element: index)
                if automaton.leadsAnywhere(next, from: element, in: document) {
                    visit(element, set: next, document: document, automaton: automaton, results: &results)
                }
            }
        }
    }

    /// One selector step still to take: `selectors[selector].steps[step]` (`step == count` once the
    /// selector has matched).
    package struct State: Hashable, Comparable {
        package var selector: Int
        package var step: Int

        package static func < (a: State, b: State) -> Bool { (a.selector, a.step) < (b.selector, b.step) }
    }

    /// The deterministic automaton of one walk. What the walk reads at each node is plain values
    /// in flat arrays (a set's `Row`, the lists it points into), read without the runtime's
    /// exclusivity checks (a walk is one thread, and no access overlaps another: each read ends
    /// before `next` may grow the arrays), so a node costs no reference counting.
    package final class Automaton {
        package let selectors: [PathSelector]
        /// Every member name the selectors test, each once, and its UTF-8: `nameBytes[nameSpans[i]]`.
        private let names: [String]
        private let nameBytes: [UInt8]
        private let nameSpans: [Range<Int>]

        /// One set of live states.
        package struct Row {
            /// The selectors that match a node reached in this set:
            /// `acceptingSelectors[acceptingStart..<acceptingEnd]`.
            package var acceptingStart: Int32
            package var acceptingEnd: Int32
            /// Whether any state has steps left (otherwise the children are not visited).
            package var advancing: Bool
            /// The first UTF-8 byte of each name tested (the closing quote for an empty one): most
            /// keys start with none of them and are told apart without comparing them with any name.
            package var nameStarts: ByteSet
            /// The names tested (`testedNames[namesStart..<namesEnd]`, ids into `names`), and the
            /// element indices (`testedIndices[indicesStart..<indicesEnd]`).
            package var namesStart: Int32
            package var namesEnd: Int32
            package var indicesStart: Int32
            package var indicesEnd: Int32
            /// Where the set's transitions start in `transitions`: one per tested name, one for any
            /// other key, one per tested index, one for any other element.
            package var transitions: Int32
        }

        @exclusivity(unchecked) package private(set) var rows: [Row] = []
        /// How many state sets the automaton has built so far.
        package var setCount: Int { rows.count }
        @exclusivity(unchecked) package private(set) var acceptingSelectors: [Int32] = []
        @exclusivity(unchecked) private var testedNames: [Int32] = []
        @exclusivity(unchecked) private var testedIndices: [Int] = []
        /// The next set for each outcome (`Row.transitions`); -1 until first needed.
        @exclusivity(unchecked) private var transitions: [Int32] = []
        /// Each set's states (sorted, each once), and the set of each list of states.
        private var states: [[State]] = []
        private var ids: [[State]: Int] = [:]

        /// The set the walk starts in at the root (the same for every document: the selectors
        /// that are walked, each at its first step), found once rather than hashed per document.
        package private(set) var start = 0

        package init(selectors: [PathSelector], start: [State]) {
            self.selectors = selectors
            var names: [String] = []
            for selector in selectors {
                for step in selector.steps {
                    if case .child(let name) = step, !names.contains(name) { names.append(name) }
                    if case .descendant(let name) = step, !names.contains(name) { names.append(name) }
                }
            }
            var bytes: [UInt8] = []
            self.nameSpans = names.map { name in
                let start = bytes.count
                bytes += name.utf8
                return start..<bytes.count
            }
            self.names = names
            self.nameBytes = bytes
            // Set 0, the empty set: nothing there or below matches (`leadsAnywhere` is false).
            _ = id(of: [])
            self.start = id(of: start)
        }

        package func id(of states: [State]) -> Int {
            if let known = ids[states] { return known }
            var tested: [Int32] = []
            var indices: [Int] = []
            var accepting: [Int32] = []
            var advancing = false
            for state in states {
                let steps = selectors[state.selector].steps
                guard state.step < steps.count else {
                    accepting.append(Int32(state.selector))
                    continue
                }
                advancing = true
                switch steps[state.step] {
                case .child(let name), .descendant(let name):
                    let id = Int32(names.firstIndex(of: name) ?? 0)
                    if !tested.contains(id) { tested.append(id) }
                case .index(let n): if !indices.contains(n) { indices.append(n) }
                case .anyChild, .anyDescendant: break
                }
            }
            let id = rows.count
            rows.append(
                Row(
                    acceptingStart: Int32(acceptingSelectors.count),
                    acceptingEnd: Int32(acceptingSelectors.count + accepting.count),
                    advancing: advancing,
                    nameStarts: ByteSet(tested.map { names[Int($0)].utf8.first ?? UInt8(ascii: "\"") }),
                    namesStart: Int32(testedNames.count), namesEnd: Int32(testedNames.count + tested.count),
                    indicesStart: Int32(testedIndices.count), indicesEnd: Int32(testedIndices.count + indices.count),
                    transitions: Int32(transitions.count)))
            acceptingSelectors += accepting
            testedNames += tested
            testedIndices += indices
            transitions += repeatElement(-1, count: tested.count + 1 + indices.count + 1)
            self.states.append(states)
            ids[states] = id
            return id
        }

        /// Whether reaching `node` in `set` matches anything there or below: a selector accepts it,
        /// or it has children and a state has steps left.
        @inline(__always)
        package func leadsAnywhere(_ set: Int, from node: Int, in document: JSONDocument) -> Bool {
            rows[set].acceptingEnd > rows[set].acceptingStart
                || (rows[set].advancing && document.table.isContainer(node))
        }

        /// The set for the value of member `key` (a node index) of an object reached in `set`.
        package func next(from set: Int, key: Int, in document: JSONDocument) -> Int {
            let row = rows[set]
            var symbol = Int(row.namesEnd - row.namesStart)
            // A key's first byte as written is its first character's, unless it is an escape.
            let first = document.firstStringByte(JSONNodeID(key))
            if first == UInt8(ascii: "\\") || row.nameStarts.contains(first) {
                var i = Int(row.namesStart)
                while i < Int(row.namesEnd) {
                    if keyEquals(key, Int(testedNames[i]), in: document) {
                        symbol = i - Int(row.namesStart)
                        break
                    }
                    i += 1
                }
            }
            let slot = Int(row.transitions) + symbol
            let known = transitions[slot]
            if known >= 0 { return Int(known) }
            let name =
                symbol < Int(row.namesEnd - row.namesStart)
                ? names[Int(testedNames[Int(row.namesStart) + symbol])] : nil
            let target = id(of: advance(states[set], name: name, index: nil))
            transitions[slot] = Int32(target)
            return target
        }

        /// The set for element `index` of an array reached in `set`.
        package func next(from set: Int, element index: Int) -> Int {
            let row = rows[set]
            var symbol = Int(row.indicesEnd - row.indicesStart)
            var i = Int(row.indicesStart)
            while i < Int(row.indicesEnd) {
                if testedIndices[i] == index {
                    symbol = i - Int(row.indicesStart)
                    break
                }
                i += 1
            }
            let slot = Int(row.transitions) + Int(row.namesEnd - row.namesStart) + 1 + symbol
            let known = transitions[slot]
            if known >= 0 { return Int(known) }
            // Any index the set does not test leads to the same states; `-1` stands for them.
            let tested = symbol < Int(row.indicesEnd - row.indicesStart) ? index : -1
            let target = id(of: advance(states[set], name: nil, index: tested))
            transitions[slot] = Int32(target)
            return target
        }

        /// Whether key node `key` is name `name` (`JSONDocument.stringEquals`, on the name's bytes).
        private func keyEquals(_ key: Int, _ name: Int, in document: JSONDocument) -> Bool {
            nameBytes.withUnsafeBufferPointer { bytes in
                document.stringEquals(JSONNodeID(key), utf8: UnsafeBufferPointer(rebasing: bytes[nameSpans[name]]))
            }
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
