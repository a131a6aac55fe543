import CMPLintDocuments

/// A piece of text a user reads in a CMP API response (a title, a description, a button label, a
/// purpose name), with where it is, so a language finding can point at it.
public struct UIText: Sendable, Equatable {
    /// The text as read: HTML tags removed, entities decoded, whitespace collapsed.
    public let text: String
    /// The string value node it came from.
    public let node: JSONNodeID
    /// RFC 6901 pointer of `node`.
    public let pointer: String

    public init(text: String, node: JSONNodeID, pointer: String) {
        self.text = text
        self.node = node
        self.pointer = pointer
    }
}
