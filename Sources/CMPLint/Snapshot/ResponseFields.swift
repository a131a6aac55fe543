/// Readings of CMP API responses that many functions share (OneTrust CMP API reference,
/// https://developer.onetrust.com/onetrust/reference), so each function
/// does not walk the same paths again.
extension JSONDocument {
    /// The node at a member path from the root (`["appConfig", "countryCode"]`); nil if any step is
    /// missing or not an object.
    public func node(atPath path: [String]) -> JSONNodeID? {
        var current = root
        for key in path {
            guard kind(current) == .object, let next = member(current, key) else { return nil }
            current = next
        }
        return current
    }
}

extension SnapshotSet {
    /// The parsed documents of the set, by component (unparseable files left out).
    public var documents: [(kind: ComponentKind, file: SnapshotFile, document: JSONDocument)] {
        orderedFiles.compactMap { file in file.document.map { (file.kind, file, $0) } }
    }

    public func document(_ kind: ComponentKind) -> JSONDocument? { files[kind]?.document }
}
