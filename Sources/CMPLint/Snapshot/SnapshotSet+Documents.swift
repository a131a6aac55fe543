import CMPLintDocuments

/// The parsed documents of a set, by component, so functions do not each filter the files again.
extension SnapshotSet {
    /// The parsed documents of the set, by component (unparseable files left out).
    public var documents: [(kind: ComponentKind, file: SnapshotFile, document: JSONDocument)] {
        orderedFiles.compactMap { file in file.document.map { (file.kind, file, $0) } }
    }

    public func document(_ kind: ComponentKind) -> JSONDocument? { files[kind]?.document }
}
