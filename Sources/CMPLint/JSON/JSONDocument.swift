/// Identifies one node of a `JSONDocument`: its index in the document's preorder node array, so
/// document order is `rawValue` order.
public struct JSONNodeID: Hashable, Sendable, Comparable {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    @inline(__always) init(_ index: Int) { self.rawValue = Int32(truncatingIfNeeded: index) }

    @inline(__always) var index: Int { Int(rawValue) }

    public static func < (lhs: JSONNodeID, rhs: JSONNodeID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The JSON type of a node. Object keys are `.string` nodes (see `JSONDocument.isKey`).
public enum JSONKind: UInt8, Sendable {
    case object, array, string, number, bool, null
}

/// One node in the flat preorder array. Small and allocation-free so parsing a large document costs
/// one array, not one object per value. An object's members are stored as key node then value node.
struct JSONNodeRecord: Sendable {
    /// Byte offset of the first byte (opening quote/bracket included).
    var start: UInt32
    /// Byte offset just after the last byte.
    var end: UInt32
    /// Index of the first node after this node's subtree: the next sibling, for O(1) skipping.
    var next: Int32
    /// Index of the containing object/array, -1 for the root.
    var parent: Int32
    /// Members of an object, elements of an array, else 0.
    var count: UInt32
    var kind: UInt8
    var flags: UInt8

    static let hasEscapes: UInt8 = 1
    static let isKey: UInt8 = 2
}

/// A parsed JSON document that keeps every value's source position, for a linter that must say
/// exactly where a problem is. Values are read lazily from the original bytes (strings are decoded
/// on demand), and line/column are computed on demand from a line-start table.
///
/// Immutable after parsing, hence `Sendable`. Node ids passed in must come from this document.
public final class JSONDocument: Sendable {
    /// The original input, BOM included; all offsets are relative to it.
    public let bytes: [UInt8]
    let nodes: [JSONNodeRecord]
    /// Byte offsets where lines start (the first is after the BOM), ascending.
    let lineStarts: [Int]
    /// Key nodes repeating an earlier key of the same object (decoded keys compared), in document order.
    public let duplicateKeys: [JSONNodeID]

    init(bytes: [UInt8], nodes: [JSONNodeRecord], lineStarts: [Int], duplicateKeys: [JSONNodeID]) {
        self.bytes = bytes
        self.nodes = nodes
        self.lineStarts = lineStarts
        self.duplicateKeys = duplicateKeys
    }

    // MARK: Structure

    public var root: JSONNodeID { JSONNodeID(rawValue: 0) }
    public var nodeCount: Int { nodes.count }

    public func kind(_ node: JSONNodeID) -> JSONKind {
        JSONKind(rawValue: nodes[node.index].kind) ?? .null
    }

    public func isKey(_ node: JSONNodeID) -> Bool {
        nodes[node.index].flags & JSONNodeRecord.isKey != 0
    }

    /// The whole value: strings include their quotes; containers run bracket to bracket.
    public func byteRange(_ node: JSONNodeID) -> Range<Int> {
        let n = nodes[node.index]
        return Int(n.start)..<Int(n.end)
    }

    public func start(_ node: JSONNodeID) -> SourcePosition {
        position(atOffset: Int(nodes[node.index].start))
    }

    /// The position just after the node's last byte.
    public func end(_ node: JSONNodeID) -> SourcePosition {
        position(atOffset: Int(nodes[node.index].end))
    }

    /// Line and column (in Unicode scalars) of a byte offset, clamped to the input.
    public func position(atOffset rawOffset: Int) -> SourcePosition {
        let offset = min(max(rawOffset, 0), bytes.count)
        // Binary search for the last line start <= offset.
        var lo = 0
        var hi = lineStarts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lineStarts[mid] <= offset { lo = mid + 1 } else { hi = mid }
        }
        let lineIndex = lo - 1
        if lineIndex < 0 {
            // Inside the BOM.
            return SourcePosition(line: 1, column: 1, offset: offset)
        }
        let lineStart = lineStarts[lineIndex]
        let column = bytes.withUnsafeBufferPointer { LineMath.scalarCount($0, from: lineStart, to: offset) }
        return SourcePosition(line: lineIndex + 1, column: column + 1, offset: offset)
    }

    /// The containing object or array. For a key that is its object; for a member value, the object.
    public func parent(_ node: JSONNodeID) -> JSONNodeID? {
        let p = nodes[node.index].parent
        return p < 0 ? nil : JSONNodeID(rawValue: p)
    }

    /// The key node if `value` is the value of an object member.
    public func keyNode(of value: JSONNodeID) -> JSONNodeID? {
        // In preorder a member value directly follows its key; a key is never the last node of any
        // other subtree, so the previous node is a key exactly when `value` is a member value.
        let i = value.index
        guard i > 0, nodes[i].flags & JSONNodeRecord.isKey == 0,
              nodes[i - 1].flags & JSONNodeRecord.isKey != 0 else { return nil }
        return JSONNodeID(i - 1)
    }

    public func childCount(_ node: JSONNodeID) -> Int {
        Int(nodes[node.index].count)
    }

    /// The members of an object in document order; empty for anything else.
    public func members(_ object: JSONNodeID) -> JSONMembers {
        let n = nodes[object.index]
        guard n.kind == JSONKind.object.rawValue else { return JSONMembers(document: self, first: 0, count: 0) }
        return JSONMembers(document: self, first: object.index + 1, count: Int(n.count))
    }

    /// The elements of an array in document order; empty for anything else.
    public func elements(_ array: JSONNodeID) -> JSONElements {
        let n = nodes[array.index]
        guard n.kind == JSONKind.array.rawValue else { return JSONElements(document: self, first: 0, count: 0) }
        return JSONElements(document: self, first: array.index + 1, count: Int(n.count))
    }

    /// The value of the last member named `key` (last wins, like most JSON parsers).
    public func member(_ object: JSONNodeID, _ key: String) -> JSONNodeID? {
        var found: JSONNodeID?
        for m in members(object) where stringEquals(m.key, key) { found = m.value }
        return found
    }

    public func element(_ array: JSONNodeID, _ index: Int) -> JSONNodeID? {
        guard index >= 0, index < childCount(array), kind(array) == .array else { return nil }
        var i = array.index + 1
        for _ in 0..<index { i = Int(nodes[i].next) }
        return JSONNodeID(i)
    }

    // MARK: Scalars

    /// The decoded text of a string value or key; nil for other kinds.
    public func string(_ node: JSONNodeID) -> String? {
        let n = nodes[node.index]
        guard n.kind == JSONKind.string.rawValue else { return nil }
        let from = Int(n.start) + 1
        let to = Int(n.end) - 1
        return bytes.withUnsafeBufferPointer { p in
            if n.flags & JSONNodeRecord.hasEscapes == 0 {
                return String(decoding: UnsafeBufferPointer(rebasing: p[from..<to]), as: UTF8.self)
            }
            return JSONStringDecoding.decodeToString(p, from: from, to: to)
        }
    }

    /// Whether two keys (or strings) are the same key as the duplicate-key check compares them:
    /// decoded, with lone surrogate escapes kept as the code units written.
    public func sameKey(_ a: JSONNodeID, _ b: JSONNodeID) -> Bool {
        func text(_ node: JSONNodeID) -> [UInt8]? {
            let n = nodes[node.index]
            guard n.kind == JSONKind.string.rawValue else { return nil }
            var out: [UInt8] = []
            bytes.withUnsafeBufferPointer { p in
                JSONStringDecoding.decode(p, from: Int(n.start) + 1, to: Int(n.end) - 1, into: &out, keepingLoneSurrogates: true)
            }
            return out
        }
        guard let x = text(a), let y = text(b) else { return false }
        return x == y
    }

    /// Whether a string node's decoded text is exactly (scalar by scalar) `literal`; false for other
    /// kinds. Does not allocate when the string has no escapes.
    public func stringEquals(_ node: JSONNodeID, _ literal: String) -> Bool {
        let n = nodes[node.index]
        guard n.kind == JSONKind.string.rawValue else { return false }
        let from = Int(n.start) + 1
        let to = Int(n.end) - 1
        if n.flags & JSONNodeRecord.hasEscapes != 0 {
            return bytes.withUnsafeBufferPointer { p in
                var decoded: [UInt8] = []
                JSONStringDecoding.decode(p, from: from, to: to, into: &decoded)
                return decoded.elementsEqual(literal.utf8)
            }
        }
        let utf8 = literal.utf8
        guard utf8.count == to - from else { return false }
        return bytes.withUnsafeBufferPointer { p in
            var i = from
            for b in utf8 {
                if p[i] != b { return false }
                i += 1
            }
            return true
        }
    }

    /// A number exactly as written ("1.50", "-0", "1E+2"); nil for other kinds.
    public func numberText(_ node: JSONNodeID) -> String? {
        let n = nodes[node.index]
        guard n.kind == JSONKind.number.rawValue else { return nil }
        return String(decoding: bytes[Int(n.start)..<Int(n.end)], as: UTF8.self)
    }

    public func bool(_ node: JSONNodeID) -> Bool? {
        let n = nodes[node.index]
        guard n.kind == JSONKind.bool.rawValue else { return nil }
        return bytes[Int(n.start)] == UInt8(ascii: "t")
    }

    /// Materialises the subtree at `node` (a key node gives its string). Iterative, so as deep as
    /// the parser allowed.
    public func value(_ node: JSONNodeID) -> JSONValue {
        let first = node.index
        // A key's subtree is the key alone; otherwise `next` bounds the subtree.
        let last = (nodes[first].flags & JSONNodeRecord.isKey != 0) ? first + 1 : Int(nodes[first].next)
        // Children are built before their parents by walking the subtree backwards: a container's
        // direct children are then on top of the stack, first child on top.
        var stack: [JSONValue] = []
        var i = last - 1
        while i >= first {
            let n = nodes[i]
            let id = JSONNodeID(i)
            switch JSONKind(rawValue: n.kind) ?? .null {
            case .null: stack.append(.null)
            case .bool: stack.append(.bool(bool(id) ?? false))
            case .number: stack.append(.number(numberText(id) ?? "0"))
            case .string: stack.append(.string(string(id) ?? ""))
            case .array:
                let count = Int(n.count)
                var items: [JSONValue] = []
                items.reserveCapacity(count)
                for _ in 0..<count { items.append(stack.popLast() ?? .null) }
                stack.append(.array(items))
            case .object:
                let count = Int(n.count)
                var members: [JSONMember] = []
                members.reserveCapacity(count)
                for _ in 0..<count {
                    var key = ""
                    if case .string(let k)? = stack.popLast() { key = k }
                    members.append(JSONMember(key: key, value: stack.popLast() ?? .null))
                }
                stack.append(.object(members))
            }
            i -= 1
        }
        return stack.last ?? .null
    }

    // MARK: Pointers

    /// The RFC 6901 pointer of `node`; for a key node, the pointer of its member.
    public func pointer(_ node: JSONNodeID) -> String {
        var tokens: [String] = []
        var current = node
        if isKey(current) {
            tokens.append(string(current) ?? "")
            guard let p = parent(current) else { return "" }
            current = p
        }
        while let p = parent(current) {
            if let key = keyNode(of: current) {
                tokens.append(string(key) ?? "")
            } else {
                var index = 0
                for e in elements(p) {
                    if e == current { break }
                    index += 1
                }
                tokens.append(String(index))
            }
            current = p
        }
        var result = ""
        for token in tokens.reversed() { result = JSONPointer.appending(result, token) }
        return result
    }

    /// The node at an RFC 6901 pointer ("" is the root); nil when malformed or absent. Object
    /// tokens resolve with `member` (last wins); array tokens must be canonical indices ("0", "12").
    public func node(atPointer pointer: String) -> JSONNodeID? {
        guard let tokens = JSONPointer.tokens(pointer) else { return nil }
        var current = root
        for token in tokens {
            switch kind(current) {
            case .object:
                guard let next = member(current, token) else { return nil }
                current = next
            case .array:
                let utf8 = token.utf8
                guard let firstByte = utf8.first, utf8.count <= 10,
                      utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                      firstByte != UInt8(ascii: "0") || utf8.count == 1,
                      let index = Int(token), let next = element(current, index) else { return nil }
                current = next
            default:
                return nil
            }
        }
        return current
    }
}

/// The members of an object as (key, value) node pairs. A cheap view: it walks the node array using
/// each value's stored subtree end, without building an array.
public struct JSONMembers: Sequence, Sendable {
    let document: JSONDocument
    let first: Int
    public let count: Int

    public var underestimatedCount: Int { count }

    public func makeIterator() -> Iterator { Iterator(document: document, cursor: first, remaining: count) }

    public struct Iterator: IteratorProtocol, Sendable {
        let document: JSONDocument
        var cursor: Int
        var remaining: Int

        public mutating func next() -> (key: JSONNodeID, value: JSONNodeID)? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let key = cursor
            let value = key + 1
            cursor = Int(document.nodes[value].next)
            return (JSONNodeID(key), JSONNodeID(value))
        }
    }
}

/// The elements of an array as nodes. A cheap view that skips each element's subtree in O(1).
public struct JSONElements: Sequence, Sendable {
    let document: JSONDocument
    let first: Int
    public let count: Int

    public var underestimatedCount: Int { count }

    public func makeIterator() -> Iterator { Iterator(document: document, cursor: first, remaining: count) }

    public struct Iterator: IteratorProtocol, Sendable {
        let document: JSONDocument
        var cursor: Int
        var remaining: Int

        public mutating func next() -> JSONNodeID? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let element = cursor
            cursor = Int(document.nodes[element].next)
            return JSONNodeID(element)
        }
    }
}
