import Foundation

/// A value behind a lock, for state that concurrent workers share (a set's memo, result slots, the
/// progress line). The lock is what makes sharing safe, which the compiler cannot see: this is the
/// one place such a class is declared `@unchecked Sendable`, so the types built on it are checked.
public final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value while holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
