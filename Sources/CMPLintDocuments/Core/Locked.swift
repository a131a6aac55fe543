import Foundation

/// A value behind a lock, for state that concurrent workers share (a set's memo, result slots, the
/// progress line). The lock is what makes sharing safe, which the compiler cannot see: this is the
/// one place such a class is declared `@unchecked Sendable`, so the types built on it are checked.
public final class Locked<Value>: @unchecked Sendable {
    @usableFromInline var value: Value
    @usableFromInline let lock = NSLock()

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value while holding the lock. Inlinable, so that callers in other targets
    /// get it specialised for their value and `body` inlined instead of a generic call per use.
    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
