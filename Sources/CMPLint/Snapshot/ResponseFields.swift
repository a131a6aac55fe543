/// Readings of CMP API response fields that many rules share (cmp-api.md §1–§4), so each function
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

    /// The string at a member path, with its node.
    public func stringField(_ path: [String]) -> (value: String, node: JSONNodeID)? {
        guard let node = node(atPath: path), kind(node) == .string, let value = string(node) else { return nil }
        return (value, node)
    }

    /// `appConfig.<key>` as a string (templateType, countryCode, regionCode, …).
    public func appConfigString(_ key: String) -> (value: String, node: JSONNodeID)? {
        stringField(["appConfig", key])
    }
}

extension SnapshotSet {
    /// The parsed documents of the set, by component (unparseable files left out).
    public var documents: [(kind: ComponentKind, file: SnapshotFile, document: JSONDocument)] {
        orderedFiles.compactMap { file in file.document.map { (file.kind, file, $0) } }
    }

    public func document(_ kind: ComponentKind) -> JSONDocument? { files[kind]?.document }
}
