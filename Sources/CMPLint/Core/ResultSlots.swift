import Foundation

/// Write-once result slots filled from `concurrentPerform` workers.
final class ResultSlots<Value, Failure: Error>: @unchecked Sendable {
    private var slots: [Result<Value, Failure>?]
    private var stored = 0
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Stores one result; returns how many are stored now.
    @discardableResult
    func store(_ result: Result<Value, Failure>, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
        stored += 1
        return stored
    }

    var results: [Result<Value, Failure>?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
