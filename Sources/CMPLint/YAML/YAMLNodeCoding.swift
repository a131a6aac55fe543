/// A compact binary form of `YAMLNode` trees, for the default rule files parsed ahead of time
/// (`RuleFileCache`): reading it back is a tenth of what libyaml and the tree builder cost.
///
/// A node is a kind byte (0–4 a scalar of `YAMLScalarStyle` in declaration order, 5 a sequence,
/// 6 a mapping; +8 when a tag follows), its line and column, the tag, then the scalar's text, or
/// the count of items or pairs and the nodes themselves. Integers are LEB128 varints; a text is
/// its UTF-8 length and bytes.
enum YAMLNodeCoding {
    static func encode(_ node: YAMLNode, into out: inout [UInt8]) {
        let kind: UInt8
        switch node.content {
        case .scalar(_, let style): kind = styles.firstIndex(of: style).map(UInt8.init) ?? 0
        case .sequence: kind = 5
        case .mapping: kind = 6
        }
        out.append(node.tag == nil ? kind : kind + 8)
        encode(node.mark.line, into: &out)
        encode(node.mark.column, into: &out)
        if let tag = node.tag { encode(tag, into: &out) }
        switch node.content {
        case .scalar(let text, _):
            encode(text, into: &out)
        case .sequence(let items):
            encode(items.count, into: &out)
            for item in items { encode(item, into: &out) }
        case .mapping(let pairs):
            encode(pairs.count, into: &out)
            for pair in pairs {
                encode(pair.key, into: &out)
                encode(pair.value, into: &out)
            }
        }
    }

    static func encode(_ value: Int, into out: inout [UInt8]) {
        var rest = UInt64(max(0, value))
        while rest >= 0x80 {
            out.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        out.append(UInt8(rest))
    }

    static func encode(_ text: String, into out: inout [UInt8]) {
        encode(text.utf8.count, into: &out)
        out += text.utf8
    }

    /// `YAMLScalarStyle` cases by their kind byte.
    static let styles: [YAMLScalarStyle] = [.plain, .singleQuoted, .doubleQuoted, .literal, .folded]

    /// Reads what `encode` wrote, bounds-checked: damaged bytes give nil, never a crash, and no
    /// count is trusted beyond the bytes left.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// The YAML parser's own depth bound: a deeper tree is damage, not a rule file.
        static let maximumDepth = YAMLLimits().maxDepth

        mutating func node(depth: Int = 0) -> YAMLNode? {
            guard depth <= Self.maximumDepth, let kind = byte(), kind & 7 <= 6,
                  let line = integer(), let column = integer() else { return nil }
            var tag: String?
            if kind & 8 != 0 {
                guard let text = text() else { return nil }
                tag = text
            }
            let content: YAMLNode.Content
            switch kind & 7 {
            case 5:
                guard let count = count() else { return nil }
                var items: [YAMLNode] = []
                items.reserveCapacity(count)
                for _ in 0..<count {
                    guard let item = node(depth: depth + 1) else { return nil }
                    items.append(item)
                }
                content = .sequence(items)
            case 6:
                guard let count = count() else { return nil }
                var pairs: [YAMLPair] = []
                pairs.reserveCapacity(count)
                for _ in 0..<count {
                    guard let key = node(depth: depth + 1), let value = node(depth: depth + 1) else { return nil }
                    pairs.append(YAMLPair(key: key, value: value))
                }
                content = .mapping(pairs)
            default:
                guard let text = text() else { return nil }
                content = .scalar(text, YAMLNodeCoding.styles[Int(kind & 7)])
            }
            return YAMLNode(content: content, mark: YAMLMark(line: line, column: column), tag: tag)
        }

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func integer() -> Int? {
            var value = 0
            var shift = 0
            while let byte = byte() {
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
                if shift > 56 { return nil }
            }
            return nil
        }

        /// A count of nodes: each takes three bytes at least.
        mutating func count() -> Int? {
            guard let count = integer(), count <= (bytes.count - offset) / 3 else { return nil }
            return count
        }

        mutating func text() -> String? {
            guard let length = integer(), length <= bytes.count - offset else { return nil }
            defer { offset += length }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
        }
    }
}
