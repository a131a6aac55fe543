import Foundation

/// `map` with the elements transformed on every core (`DispatchQueue.concurrentPerform`), for
/// independent work per element: the sets of a run, or a system call per file, that would
/// otherwise keep the other cores idle. The one concurrent loop of the library.
package enum ParallelMap {
    /// The transformed elements, in order. `completed` hears how many are done after each one,
    /// from the thread that did it.
    package static func map<Element: Sendable, Value>(
        _ elements: [Element], completed: (@Sendable (Int) -> Void)? = nil,
        _ transform: (Element) -> Value
    ) -> [Value] {
        let slots = Slots<Value>(count: elements.count)
        withoutActuallyEscaping(transform) { transform in
            // Each call reads only its own element; the closure outlives none of them.
            nonisolated(unsafe) let transform = transform
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                let done = slots.store(transform(elements[index]), at: index)
                completed?(done)
            }
        }
        return slots.values
    }

    /// Write-once slots, one per element, filled from the workers.
    private final class Slots<Value>: @unchecked Sendable {
        private var slots: [Value?]
        private var stored = 0
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        /// Stores one value; returns how many are stored now.
        func store(_ value: Value, at index: Int) -> Int {
            lock.withLock {
                slots[index] = value
                stored += 1
                return stored
            }
        }

        /// Every value, once all are stored (`concurrentPerform` returns after every iteration).
        var values: [Value] { lock.withLock { slots.map { $0! } } }
    }
}
