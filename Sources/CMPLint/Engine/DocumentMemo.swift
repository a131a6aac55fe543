/// Facts derived from one document that several node rules need, found on first use and kept while
/// that document is linted: the leak rules' shared scan of its strings (`EmbeddedPersonalData`,
/// read on every string). Node functions reach it through `NodeTarget`, so a rule pays a field
/// load per node rather than a keyed lookup in the set's memo (building and hashing a key for
/// each string value). A set is linted on one thread, so nothing here is
/// locked, and the scan is read without the runtime's exclusivity check (`@exclusivity(unchecked)`:
/// it is written once, before any read, and that check cost more than the reads).
final class DocumentMemo {
    let document: JSONDocument
    @exclusivity(unchecked) private var scanned: EmbeddedPersonalData?

    init(document: JSONDocument) {
        self.document = document
    }

    /// Whether the string `node` may be a consent string or hold one (`EmbeddedPersonalData`).
    func isLeakCandidate(_ node: JSONNodeID) -> Bool {
        scan()
        // Read in place: returning the scan would copy it, retaining its tables, for every node.
        return scanned!.isCandidate(node)
    }

    /// What `PersonalDataFinder` finds in the string value `node`.
    func embeddedMatches(of node: JSONNodeID) -> [PersonalDataMatch] {
        scan()
        return scanned!.matches(of: node)
    }

    /// The strings a consent-string rule can report (`EmbeddedPersonalData.nodes`).
    func leakNodes(byShape: Bool, keyStarts: ByteSet) -> [JSONNodeID] {
        scan()
        return scanned!.nodes(byShape: byShape, keyStarts: keyStarts)
    }

    /// The strings `isLeakCandidate` holds for, in document order.
    func leakCandidates() -> [JSONNodeID] {
        scan()
        return scanned!.candidateNodes
    }

    /// Scans the document's strings on first use.
    private func scan() {
        if scanned == nil { scanned = EmbeddedPersonalData(document) }
    }
}
