import CMPLintDocuments

extension ConsentStringShape {
    /// First bytes a consent string can start with (TCF `C`/`B`, GPP `D`, AC `1`/`2`, base64 JSON
    /// `e`, and leading whitespace or a percent escape that normalisation removes): a string that
    /// starts otherwise is none, which rules out most strings of a document without reading them.
    package static let candidateFirstBytes = ByteSet("CBD12e %\t\n".utf8)
    /// The shortest source a consent string found by shape can have: `1~1` and `1YNN` have 3–4
    /// characters, and the source holds the quotes.
    package static let minimumSourceLength = 5

    /// The shape of a string node's source between its quotes (`range`, the node's byte range,
    /// found once: finding a string's end scans it), which is its UTF-8 when it has no escape.
    /// The document's bytes are read in place, never copied.
    package init(source range: Range<Int>, in document: JSONDocument, accepting kinds: Set<ConsentStringKind>?) {
        let content = (range.lowerBound + 1)..<(range.upperBound - 1)
        self = document.bytes.withUnsafeBufferPointer { bytes in
            ConsentStringShape(
                bytes: UnsafeBufferPointer(rebasing: bytes[content]),
                keepingHead: content.count > ConsentStringInput.maxDecodedLength, accepting: kinds)
        }
    }
}
