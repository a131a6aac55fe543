import Foundation

extension SelectorWalker {
    /// The automata a walker has built, kept for its next documents: the deterministic automaton
    /// grows lazily as documents reach new sets of live steps, and the sets one document reaches
    /// are most of what the next one (of the same kind) reaches. A walk mutates its automaton,
    /// so each walk takes one for itself: concurrent walks (sets linted in parallel) take
    /// different ones. The sets are bounded by the selectors, not by the documents; even so, an
    /// automaton past `maxKeptSets` (custom selectors whose sets multiply) is not kept.
    package final class AutomatonPool: @unchecked Sendable {
        private let lock = NSLock()
        private var idle: [Automaton] = []
        /// At most this many are kept: one per concurrent walk on a many-core machine.
        package static let capacity = 16
        /// The default ruleset's automata reach a few hundred sets.
        package static let maxKeptSets = 4_096

        /// An automaton built for earlier documents, or nil when every one is in use.
        package func take() -> Automaton? {
            lock.withLock { idle.popLast() }
        }

        /// Returns `automaton` after a walk.
        package func give(_ automaton: Automaton) {
            guard automaton.setCount <= Self.maxKeptSets else { return }
            lock.withLock {
                if idle.count < Self.capacity { idle.append(automaton) }
            }
        }
    }
}
