/// Facts derived from one document that several node rules need, found on first use and kept while
/// that document is linted: the consent strings and identifiers embedded in its string values
/// (`EmbeddedPersonalData`, read by the leak rules on every string). Node functions reach it
/// through `NodeTarget`, so a rule pays a field load per node rather than a keyed lookup in the
/// set's memo (building and hashing that key for each string value cost a third of a lint). A set
/// is linted on one thread, so nothing here is locked.
final class DocumentMemo {
    let document: JSONDocument
    private var embeddedPersonalData: [JSONNodeID: [PersonalDataMatch]]?

    init(document: JSONDocument) {
        self.document = document
    }

    /// What `PersonalDataFinder` finds in the string value `node` (nothing for most documents,
    /// which is answered without a lookup).
    func embeddedMatches(of node: JSONNodeID) -> [PersonalDataMatch] {
        let table: [JSONNodeID: [PersonalDataMatch]]
        if let embeddedPersonalData {
            table = embeddedPersonalData
        } else {
            table = EmbeddedPersonalData.index(document)
            embeddedPersonalData = table
        }
        return table.isEmpty ? [] : table[node] ?? []
    }
}
