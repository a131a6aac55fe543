import CMPLintDocuments
import Foundation

/// Facts derived from a set's documents that several rules need (each document's language), computed
/// once per set on first use instead of once per rule. Lives and dies with its `SnapshotSet`, so
/// nothing is kept across sets.
public final class SetMemo: Sendable {
    private let values = Locked<[String: any Sendable]>([:])

    public init() {}

    /// The value stored under `key`, computing it the first time (outside the lock, so `compute`
    /// may itself use the memo).
    public func value<T: Sendable>(_ key: String, compute: () -> T) -> T {
        let stored = values.withLock { $0[key] }
        // Unwrapped before the cast: an absent key cast `as? T` would succeed when T is optional.
        if let stored, let value = stored as? T { return value }
        let computed = compute()
        values.withLock { $0[key] = computed }
        return computed
    }
}
