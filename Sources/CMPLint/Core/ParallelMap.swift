import Foundation

/// `map` with the elements transformed on every core (`DispatchQueue.concurrentPerform`), for
/// independent work per element, such as a system call each, that would otherwise keep the other
/// cores idle before the sets are linted.
enum ParallelMap {
    static func map<Element: Sendable, Value>(_ elements: [Element], _ transform: (Element) -> Value) -> [Value] {
        let results = UnsafeMutableBufferPointer<Value>.allocate(capacity: elements.count)
        defer { results.deallocate() }
        // Each iteration initializes its own slot, and only after all of them are the slots read.
        nonisolated(unsafe) let slots = results
        withoutActuallyEscaping(transform) { transform in
            nonisolated(unsafe) let transform = transform
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                (slots.baseAddress! + index).initialize(to: transform(elements[index]))
            }
        }
        let values = Array(results)
        _ = results.deinitialize()
        return values
    }
}
