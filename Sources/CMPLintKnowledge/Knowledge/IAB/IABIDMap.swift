import CMPLintDocuments

/// A map from IAB item ids to values. The Global Vendor List numbers purposes, features and data
/// categories from 1 up, a few dozen at most (IAB TCF "Consent string and vendor list formats v2",
/// section "The Global Vendor List",
/// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework), so
/// small non-negative ids index an array; any other id (a malformed list) goes to a dictionary.
/// The coherence functions look up every id of every vendor, tens of thousands per set, where a
/// hashed lookup cost more than the rest of the reading.
public struct IABIDMap<Value> {
    /// Ids below this are stored in the array (8 KB at most), far above real ids.
    @inlinable package static var denseLimit: Int { 512 }

    @usableFromInline var dense: [Value?] = []
    @usableFromInline var sparse: [Int: Value] = [:]

    package init() {}

    public package(set) subscript(id: Int) -> Value? {
        @inlinable get {
            if id >= 0 && id < dense.count { return dense[id] }
            return id >= 0 && id < Self.denseLimit ? nil : sparse[id]
        }
        set {
            if id >= 0 && id < Self.denseLimit {
                if id >= dense.count {
                    guard newValue != nil else { return }
                    dense += Array(repeating: nil, count: id + 1 - dense.count)
                }
                dense[id] = newValue
            } else {
                sparse[id] = newValue
            }
        }
    }

    /// Every entry, by ascending id.
    package var sorted: [(id: Int, value: Value)] {
        var entries = sparse.map { (id: $0.key, value: $0.value) }
        for (id, value) in dense.enumerated() {
            if let value { entries.append((id, value)) }
        }
        return entries.sorted { $0.id < $1.id }
    }
}

extension IABIDMap: Sendable where Value: Sendable {}
