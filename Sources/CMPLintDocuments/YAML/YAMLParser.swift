import CYAML

/// Bounds on what a single YAML file may expand to. Rule and config files can come from anywhere
/// (`--rules dir`), so a hostile file must fail fast instead of exhausting memory or the stack.
public struct YAMLLimits: Sendable {
    /// Config and ignore files are a few KB (the whole default ruleset is about 140 KB), so 1 MB
    /// is generous; the limit applies before libyaml sees a byte.
    public static let defaultMaxBytes = 1024 * 1024

    /// Largest accepted text in bytes.
    public var maxBytes: Int = defaultMaxBytes
    /// Nodes after alias expansion: an alias counts its target's full size, so a "billion laughs"
    /// file fails as soon as the running total passes this, with an error at the offending alias.
    public var maxNodes: Int = 100_000
    /// Nesting of sequences and mappings (aliases included), which bounds recursion in consumers.
    public var maxDepth: Int = 200
    /// Bytes of scalar text after alias expansion: an alias counts its target's text again, so one
    /// large string reused through a few thousand aliases (few nodes, gigabytes of text for every
    /// consumer) fails at the alias that passes it. Eight times `defaultMaxBytes`, so a file without
    /// aliases never reaches it, and far above the text of the largest default rule file (tens of KB).
    public var maxExpandedBytes: Int = defaultMaxExpandedBytes
    public static let defaultMaxExpandedBytes = 8 * 1024 * 1024

    public init(
        maxNodes: Int = 100_000, maxDepth: Int = 200, maxBytes: Int = defaultMaxBytes,
        maxExpandedBytes: Int = defaultMaxExpandedBytes
    ) {
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
        self.maxExpandedBytes = maxExpandedBytes
    }
}

/// Parses YAML text into a located `YAMLNode` tree with libyaml's event API.
///
/// Events rather than libyaml's document loader, so that alias expansion, node counting and
/// duplicate-key detection happen here, under `YAMLLimits`, with errors located in the file.
/// Supported: one document, anchors and aliases (an alias yields the anchored node), tags (kept,
/// not interpreted). Not supported: merge keys (`<<`) are ordinary keys, so a decoder that does
/// not expect them reports them as unknown keys.
public enum YAMLParser {
    /// A mapping key left out of the tree with its value, which is read past at the event level
    /// (no node is built or counted for it): `key` in the mappings nested `depth` deep (1: the
    /// root mapping). Lint runs read the default rule files without their examples this way.
    public struct SkippedKey: Sendable {
        package let key: String
        package let depth: Int

        public init(_ key: String, depth: Int) {
            self.key = key
            self.depth = depth
        }
    }

    /// Parses `text`; returns nil for an empty stream (no document, e.g. only comments).
    /// Throws for more than one document, syntax errors (libyaml's problem and context, at the
    /// problem's position), duplicate mapping keys, undefined aliases and exceeded limits.
    public static func parse(
        _ text: String, file: String, limits: YAMLLimits = YAMLLimits(), skipping skipped: SkippedKey? = nil
    ) throws(YAMLError) -> YAMLNode? {
        try parse(utf8: Array(text.utf8), file: file, limits: limits, skipping: skipped)
    }

    /// Parses UTF-8 bytes, which libyaml validates as it reads them.
    package static func parse(
        utf8 bytes: [UInt8], file: String, limits: YAMLLimits = YAMLLimits(), skipping skipped: SkippedKey? = nil
    ) throws(YAMLError) -> YAMLNode? {
        if bytes.count > limits.maxBytes {
            throw YAMLError(
                file: file, mark: nil, message: YAMLFile.tooLarge(size: bytes.count, limit: limits.maxBytes))
        }
        // An empty stream holds no document (and libyaml wants a non-null buffer).
        guard !bytes.isEmpty else { return nil }
        return try bytes.withUnsafeBufferPointer { (utf8) throws(YAMLError) -> YAMLNode? in
            // libyaml keeps a pointer to the parser in it: the parser needs an address of its own.
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) == 1 else {
                throw YAMLError(file: file, mark: nil, message: "cannot initialise the YAML parser")
            }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_input_string(parser, utf8.baseAddress, utf8.count)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)

            var builder = TreeBuilder(file: file, limits: limits, skipped: skipped)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(parser, &event) == 1 else {
                    throw syntaxError(parser.pointee, bytes: utf8, file: file)
                }
                let done = Result { () throws(YAMLError) in try builder.handle(event) }
                yaml_event_delete(&event)
                if try done.get() { break }
            }
            return builder.root
        }
    }

    /// Builds the error for a failed `yaml_parser_parse`, e.g.
    /// "did not find expected key (while parsing a block mapping at 1:1)".
    private static func syntaxError(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>, file: String)
        -> YAMLError
    {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return YAMLError(file: file, mark: nil, message: "out of memory while parsing YAML")
        case YAML_READER_ERROR:
            // Reader errors carry a byte offset instead of a mark.
            var message = problem
            if parser.problem_value != -1 {
                message += " (#x\(String(parser.problem_value, radix: 16, uppercase: true)))"
            }
            return YAMLError(file: file, mark: mark(atByte: parser.problem_offset, in: bytes), message: message)
        default:
            var message = problem
            if let context = parser.context {
                message += " (\(String(cString: context)) at \(YAMLMark(parser.context_mark)))"
            }
            return YAMLError(file: file, mark: YAMLMark(parser.problem_mark), message: message)
        }
    }

    /// Line and column (in characters, like libyaml's marks) of a byte offset.
    private static func mark(atByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> YAMLMark {
        let prefix = String(decoding: bytes.prefix(max(0, offset)), as: UTF8.self)
        var line = 1
        var column = 1
        var previousWasCR = false
        for scalar in prefix.unicodeScalars {
            if scalar == "\n" {
                if !previousWasCR { line += 1 }
                column = 1
            } else if scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previousWasCR = scalar == "\r"
        }
        return YAMLMark(line: line, column: column)
    }
}

extension YAMLMark {
    /// libyaml marks are 0-based.
    package init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}

/// Turns the event stream into a tree without recursion (an explicit stack), counting expanded
/// nodes and nesting so that limits hold however the input is shaped.
private struct TreeBuilder {
    /// A sequence or mapping whose end event has not arrived yet.
    struct Frame {
        let isMapping: Bool
        let mark: YAMLMark
        let tag: String?
        let anchor: String?
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        var keyMarks: [String: YAMLMark] = [:]
        /// Expanded node count of this subtree, itself included.
        var size = 1
        /// Nesting levels of collections in this subtree, itself included.
        var height = 1
        /// Bytes of scalar text in this subtree, aliases expanded.
        var bytes = 0
    }

    /// An anchored node with its expanded size, collection height and text bytes, so aliases can be counted.
    struct Anchored {
        let node: YAMLNode
        let size: Int
        let height: Int
        let bytes: Int
    }

    let file: String
    let limits: YAMLLimits
    var stack: [Frame] = []
    var anchors: [String: Anchored] = [:]
    var total = 0
    /// Bytes of scalar text so far, aliases expanded.
    var totalBytes = 0
    var documents = 0
    var root: YAMLNode?
    let skipped: YAMLParser.SkippedKey?
    /// While a skipped key's value is read past: the collections open in it.
    var skipping: Int?

    init(file: String, limits: YAMLLimits, skipped: YAMLParser.SkippedKey?) {
        self.file = file
        self.limits = limits
        self.skipped = skipped
    }

    /// Handles one event; true once the stream has ended.
    mutating func handle(_ event: yaml_event_t) throws(YAMLError) -> Bool {
        if let open = skipping {
            switch event.type {
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT: skipping = open + 1
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT: skipping = open - 1
            default: break
            }
            if skipping == 0 { skipping = nil }
            return false
        }
        let mark = YAMLMark(event.start_mark)
        switch event.type {
        case YAML_STREAM_END_EVENT:
            return true
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw fail(mark, "expected a single YAML document, found another one")
            }
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text: String
            if let value = data.value {
                text = String(decoding: UnsafeBufferPointer(start: value, count: data.length), as: UTF8.self)
            } else {
                text = ""
            }
            try count(1, bytes: data.length, at: mark, alias: nil)
            let node = YAMLNode(content: .scalar(text, Self.style(data.style)), mark: mark, tag: Self.string(data.tag))
            if let anchor = Self.string(data.anchor) {
                anchors[anchor] = Anchored(node: node, size: 1, height: 0, bytes: data.length)
            }
            try attach(node, size: 1, height: 0, bytes: data.length)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            try open(isMapping: false, mark: mark, tag: Self.string(data.tag), anchor: Self.string(data.anchor))
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            try open(isMapping: true, mark: mark, tag: Self.string(data.tag), anchor: Self.string(data.anchor))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            try close()
        case YAML_ALIAS_EVENT:
            try alias(Self.string(event.data.alias.anchor) ?? "", at: mark)
        default:
            break  // stream start, document end, no-event
        }
        return false
    }

    private mutating func open(isMapping: Bool, mark: YAMLMark, tag: String?, anchor: String?) throws(YAMLError) {
        if stack.count + 1 > limits.maxDepth {
            throw fail(mark, "nesting is deeper than the limit of \(limits.maxDepth) levels")
        }
        try count(1, bytes: 0, at: mark, alias: nil)
        stack.append(Frame(isMapping: isMapping, mark: mark, tag: tag, anchor: anchor))
    }

    private mutating func close() throws(YAMLError) {
        guard let frame = stack.popLast() else { return }
        let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
        let node = YAMLNode(content: content, mark: frame.mark, tag: frame.tag)
        if let anchor = frame.anchor {
            anchors[anchor] = Anchored(node: node, size: frame.size, height: frame.height, bytes: frame.bytes)
        }
        try attach(node, size: frame.size, height: frame.height, bytes: frame.bytes)
    }

    private mutating func alias(_ name: String, at mark: YAMLMark) throws(YAMLError) {
        guard let target = anchors[name] else {
            if stack.contains(where: { $0.anchor == name }) {
                throw fail(mark, "alias '*\(name)' refers to a node that contains it")
            }
            throw fail(mark, "undefined alias '*\(name)'")
        }
        if stack.count + target.height > limits.maxDepth {
            throw fail(
                mark, "nesting is deeper than the limit of \(limits.maxDepth) levels after expanding alias '*\(name)'")
        }
        try count(target.size, bytes: target.bytes, at: mark, alias: name)
        // The anchored node, but located where the alias is used so errors point at the use.
        let node = YAMLNode(content: target.node.content, mark: mark, tag: target.node.tag)
        try attach(node, size: target.size, height: target.height, bytes: target.bytes)
    }

    /// Adds `nodes` and `bytes` of scalar text to the totals, checked against the limits before the
    /// node is attached (an alias is counted at its full expanded size before anything uses it).
    private mutating func count(_ nodes: Int, bytes: Int, at mark: YAMLMark, alias: String?) throws(YAMLError) {
        total += nodes
        totalBytes += bytes
        let expanding = alias.map { "expanding alias '*\($0)'" } ?? "document"
        if total > limits.maxNodes {
            throw fail(mark, "\(expanding) exceeds the limit of \(limits.maxNodes) nodes")
        }
        if totalBytes > limits.maxExpandedBytes {
            throw fail(
                mark,
                "\(expanding) exceeds the limit of \(ByteSize(bytes: limits.maxExpandedBytes)) of text (\(limits.maxExpandedBytes) bytes, "
                    + "aliases counted each time they are used)")
        }
    }

    private mutating func attach(_ node: YAMLNode, size: Int, height: Int, bytes: Int) throws(YAMLError) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].size += size
        stack[top].bytes += bytes
        stack[top].height = max(stack[top].height, height + 1)
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            stack[top].pairs.append(YAMLPair(key: key, value: node))
            stack[top].pendingKey = nil
        } else {
            if let text = node.scalar {
                if let first = stack[top].keyMarks[text] {
                    throw fail(node.mark, "duplicate key \(YAMLError.quoted(text)) (first defined at \(first))")
                }
                stack[top].keyMarks[text] = node.mark
                if let skipped, skipped.depth == stack.count, skipped.key == text {
                    skipping = 0
                    return
                }
            }
            stack[top].pendingKey = node
        }
    }

    private func fail(_ mark: YAMLMark, _ message: String) -> YAMLError {
        YAMLError(file: file, mark: mark, message: message)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
