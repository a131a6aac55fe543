import CMPLintDocuments
import CMPLintPaths

/// The consent strings and identifiers embedded in a document's string values, and which values
/// may be a whole consent string, found in one pass per document and shared by the engine
/// (`DocumentMemo`): the leak rules look at every string, and each value's end is found and its
/// bytes read once per document rather than once per rule. The engine then hands a rule only the
/// nodes it can report (`nodes`), and a function asks about one node with a bit test (`isCandidate`).
package struct EmbeddedPersonalData {
    /// Bit `i % 64` of word `i / 64` is set when string node `i` is a leak candidate: a value with
    /// matches, or a string (key or value) whose first byte, length and shape do not rule out a
    /// whole consent string of any kind.
    private let candidates: [UInt64]
    /// The same nodes, in document order.
    package let candidateNodes: [JSONNodeID]
    /// The scanned document: its string index gives the values of the keys a rule reports.
    private let document: JSONDocument
    /// Every string value (not key) with a match.
    private let matches: [JSONNodeID: [PersonalDataMatch]]

    /// Scans every string of `document`: its values and the keys that may be a consent string,
    /// both from the document's string index. Strings the finder's cheap byte test rules out are
    /// never searched, and one without escapes is searched in the document's bytes, not copied (a
    /// hostile value can be as long as the file). A value is read once to its closing quote by that
    /// test; its end is looked for separately only when the test stops early or does not run (keys).
    package init(_ document: JSONDocument) {
        var candidates = Array(repeating: UInt64(0), count: document.nodeCount / 64 + 1)
        var valueCandidates: [JSONNodeID] = []
        var keyCandidates: [JSONNodeID] = []
        var matches: [JSONNodeID: [PersonalDataMatch]] = [:]
        // Read once, not once per node.
        let consentStringFirstBytes = ConsentStringShape.candidateFirstBytes
        let minimumSourceLength = ConsentStringShape.minimumSourceLength
        // The document's bytes read in place: an array slice per string cost a bounds check per byte.
        document.bytes.withUnsafeBufferPointer { bytes in
            // The offset of the closing quote of the string whose content starts at `contentStart`.
            func closingQuote(_ contentStart: Int) -> Int {
                JSONScalarExtent.stringEnd(at: contentStart - 1, in: bytes) - 1
            }
            // Whether the string whose content is `contentStart..<end` may be a whole consent string.
            func mayBeConsentString(_ contentStart: Int, end: Int) -> Bool {
                let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<end])
                // The source's length with its quotes.
                return content.count + 2 >= minimumSourceLength
                    && !ConsentStringShape(
                        bytes: content, keepingHead: content.count > ConsentStringInput.maxDecodedLength
                    ).isRuledOut
            }
            for value in document.stringIndex.values(in: document) {
                let node = JSONNodeID(rawValue: value.node)
                let contentStart = Int(value.start) + 1
                let preTest = PersonalDataFinder.mayContain(jsonStringAt: contentStart, in: bytes)
                var contentEnd = preTest.closingQuote
                var isCandidate = false
                if preTest.mayContain {
                    let end = contentEnd ?? closingQuote(contentStart)
                    contentEnd = end
                    let found = Self.search(
                        node, content: UnsafeBufferPointer(rebasing: bytes[contentStart..<end]), in: document)
                    if !found.isEmpty {
                        matches[node] = found
                        isCandidate = true
                    }
                }
                if !isCandidate && consentStringFirstBytes.contains(bytes[contentStart]) {
                    isCandidate = mayBeConsentString(contentStart, end: contentEnd ?? closingQuote(contentStart))
                }
                if isCandidate { valueCandidates.append(node) }
            }
            // A key is a candidate only by its shape (a hostile file may use a consent string as a key).
            for key in document.stringIndex.keys(startingWithAnyOf: consentStringFirstBytes, in: document) {
                let contentStart = document.startOffset(Int(key)) + 1
                if mayBeConsentString(contentStart, end: closingQuote(contentStart)) {
                    keyCandidates.append(JSONNodeID(rawValue: key))
                }
            }
        }
        // Both lists in document order, merged as they are read.
        var candidateNodes: [JSONNodeID] = []
        NodeMatches.severalPaths([valueCandidates, keyCandidates]).forEach { node, _ in
            candidates[node.index >> 6] |= 1 << UInt64(node.index & 63)
            candidateNodes.append(node)
        }
        self.candidates = candidates
        self.candidateNodes = candidateNodes
        self.document = document
        self.matches = matches
    }

    /// In document order, each once: the candidates (when `byShape`) and the string member values
    /// whose key is written starting with one of `keyStarts` (an escape among them lets through
    /// keys that may encode a name). Every string a consent-string rule can report is among them.
    package func nodes(byShape: Bool, keyStarts: ByteSet?) -> [JSONNodeID] {
        var lists = byShape ? [candidateNodes] : []
        if let keyStarts {
            lists.append(
                document.stringIndex.keys(startingWithAnyOf: keyStarts, in: document).compactMap { key in
                    document.kind(JSONNodeID(rawValue: key + 1)) == .string ? JSONNodeID(rawValue: key + 1) : nil
                })
        }
        // Every list is in document order: merged as they are read, without sorting or hashing.
        var nodes: [JSONNodeID] = []
        NodeMatches.severalPaths(lists).forEach { node, _ in nodes.append(node) }
        return nodes
    }

    /// Whether the string `node` may be a consent string or hold one (false for most strings).
    package func isCandidate(_ node: JSONNodeID) -> Bool {
        let i = node.index
        return i >= 0 && i >> 6 < candidates.count && candidates[i >> 6] & (1 << UInt64(i & 63)) != 0
    }

    /// What the finder found in the string value `node` (nothing for most strings, which is
    /// answered without a lookup).
    package func matches(of node: JSONNodeID) -> [PersonalDataMatch] {
        isCandidate(node) ? matches[node] ?? [] : []
    }

    /// The finder's matches in the string value `node`, whose source between the quotes is `content`.
    private static func search(_ node: JSONNodeID, content: UnsafeBufferPointer<UInt8>, in document: JSONDocument)
        -> [PersonalDataMatch]
    {
        if content.contains(UInt8(ascii: "\\")) {
            return document.string(node).map { PersonalDataFinder.matches(in: $0) } ?? []
        }
        return PersonalDataFinder.matches(in: content, depth: 0)
    }
}
