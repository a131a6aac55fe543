/// A position in a YAML file, 1-based, so rule and config errors can point at `file:line:column`.
public struct YAMLMark: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// How a scalar was written. Only plain scalars are typed (null/bool/number); quoted and block
/// scalars are always strings, so the style must survive parsing.
public enum YAMLScalarStyle: Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// One key/value entry of a mapping, in document order.
public struct YAMLPair: Sendable {
    public let key: YAMLNode
    public let value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A parsed YAML node. Unlike a plain dictionary/array tree it keeps where every node starts,
/// so whoever interprets rule and config files can report errors at the offending spot.
/// Aliases are already expanded: an alias is the anchored node (with the alias's own mark).
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(String, YAMLScalarStyle)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public let content: Content
    /// Where the node starts.
    public let mark: YAMLMark
    /// The tag as written/resolved by libyaml (e.g. "!custom", "tag:yaml.org,2002:str"); never interpreted.
    public let tag: String?

    public init(content: Content, mark: YAMLMark, tag: String? = nil) {
        self.content = content
        self.mark = mark
        self.tag = tag
    }

    /// The text if the node is a scalar.
    public var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// A YAML null: an unquoted "", "~", "null", "Null" or "NULL". Quoted "null" is a string.
    public var isNull: Bool {
        guard case .scalar(let text, .plain) = content else { return false }
        return YAMLNode.nullTexts.contains(text)
    }

    package static let nullTexts: Set<String> = ["", "~", "null", "Null", "NULL"]

    /// The node's kind for messages such as "must be a string, found a mapping".
    public var kindName: String {
        switch content {
        case .scalar: return isNull ? "null" : "a string"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }
}
