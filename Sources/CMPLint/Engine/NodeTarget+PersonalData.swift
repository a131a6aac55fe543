import CMPLintDocuments
import CMPLintKnowledge

extension NodeTarget {
    /// Whether the string `node` may be a consent string or hold one, from the document's shared
    /// scan (`EmbeddedPersonalData`): false for most strings.
    public func mayHoldPersonalData(_ node: JSONNodeID) -> Bool {
        documentMemo.isLeakCandidate(node)
    }

    /// What `PersonalDataFinder` finds in the string value `node` (consent strings and identifiers
    /// in URL parameters, base64 data and text), from the document's shared scan.
    public func personalData(in node: JSONNodeID) -> [PersonalDataMatch] {
        // Only string values can be in the table; any other node (a million numbers) skips the lookup.
        guard document.kind(node) == .string, !document.isKey(node) else { return [] }
        return documentMemo.embeddedMatches(of: node)
    }
}
