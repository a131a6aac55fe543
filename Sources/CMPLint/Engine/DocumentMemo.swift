/// Facts derived from one document that several node rules need, found on first use and kept while
/// that document is linted: the consent strings and identifiers embedded in its string values
/// (`EmbeddedPersonalData`, read by the leak rules on every string). Node functions reach it
/// through `NodeTarget`, so a rule pays a field load per node rather than a keyed lookup in the
/// set's memo (building and hashing that key for each string value cost a third of a lint). A set
/// is linted on one thread, so nothing here is locked.
final class DocumentMemo {
    let document: JSONDocument
    private var embeddedPersonalData: [JSONNodeID: [PersonalDataMatch]]?
    /// Bit `i % 64` of word `i / 64` is set when node `i` has an entry in `embeddedPersonalData`:
    /// five rules ask for every string, and hashing each node to find nothing cost more than
    /// finding the matches did.
    private var embeddedNodes: [UInt64] = []

    init(document: JSONDocument) {
        self.document = document
    }

    /// What `PersonalDataFinder` finds in the string value `node` (nothing for most strings, which
    /// is answered without a lookup).
    func embeddedMatches(of node: JSONNodeID) -> [PersonalDataMatch] {
        let table: [JSONNodeID: [PersonalDataMatch]]
        if let embeddedPersonalData {
            table = embeddedPersonalData
        } else {
            table = EmbeddedPersonalData.index(document)
            embeddedPersonalData = table
            embeddedNodes = Array(repeating: 0, count: document.nodeCount / 64 + 1)
            for found in table.keys { embeddedNodes[found.index >> 6] |= 1 << UInt64(found.index & 63) }
        }
        let i = node.index
        guard i >= 0, i < document.nodeCount, embeddedNodes[i >> 6] & (1 << UInt64(i & 63)) != 0 else { return [] }
        return table[node] ?? []
    }
}
