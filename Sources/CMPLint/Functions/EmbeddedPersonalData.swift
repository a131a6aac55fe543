/// The consent strings and identifiers embedded in a document's string values, found once per
/// document and shared (`DocumentMemo`): five leak rules look at every string, and
/// `PersonalDataFinder` runs on each string once rather than once per rule.
enum EmbeddedPersonalData {
    /// What `PersonalDataFinder` finds in the string value `node` of `target`'s document.
    static func matches(of node: JSONNodeID, in target: NodeTarget) -> [PersonalDataMatch] {
        // Only string values can be in the table; any other node (a million numbers) skips the lookup.
        guard target.document.kind(node) == .string, !target.document.isKey(node) else { return [] }
        // Every string was tested once when the table was made (finding a string's end scans it).
        return target.documentMemo.embeddedMatches(of: node)
    }

    /// Every string value (not key) with a match; strings the cheap byte test rules out are never
    /// decoded, and one without escapes is searched in the document's bytes, not copied (a hostile
    /// value can be as long as the file).
    static func index(_ document: JSONDocument) -> [JSONNodeID: [PersonalDataMatch]] {
        var table: [JSONNodeID: [PersonalDataMatch]] = [:]
        for index in 0..<document.nodeCount {
            let node = JSONNodeID(index)
            // String values (not keys) that the finder's cheap byte test does not rule out.
            guard document.kind(node) == .string, !document.isKey(node) else { continue }
            let range = document.byteRange(node)
            guard PersonalDataFinder.mayContain(document.bytes[range]) else { continue }
            let content = (range.lowerBound + 1)..<(range.upperBound - 1)
            let matches: [PersonalDataMatch]
            if document.bytes[content].contains(UInt8(ascii: "\\")) {
                guard let text = document.string(node) else { continue }
                matches = PersonalDataFinder.matches(in: text)
            } else {
                matches = document.bytes.withUnsafeBufferPointer { bytes in
                    PersonalDataFinder.matches(in: UnsafeBufferPointer(rebasing: bytes[content]), depth: 0)
                }
            }
            if !matches.isEmpty { table[node] = matches }
        }
        return table
    }
}
