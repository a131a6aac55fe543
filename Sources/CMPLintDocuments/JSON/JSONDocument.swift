/// Identifies one node of a `JSONDocument`: its index in the document's preorder node array, so
/// document order is `rawValue` order.
public struct JSONNodeID: Hashable, Sendable, Comparable {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    @inlinable @inline(__always) package init(_ index: Int) { self.rawValue = Int32(truncatingIfNeeded: index) }

    @inlinable @inline(__always) package var index: Int { Int(rawValue) }

    public static func < (lhs: JSONNodeID, rhs: JSONNodeID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Array where Element == JSONNodeID {
    /// Whether `node` is in this list, which is in document order (ascending): a binary search.
    package func sortedContains(_ node: JSONNodeID) -> Bool {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < node { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == node
    }
}

/// The JSON type of a node. Object keys are `.string` nodes (see `JSONDocument.isKey`).
public enum JSONKind: UInt8, Sendable {
    case object, array, string, number, bool, null
}

/// A parsed JSON document that keeps every value's source position, for a linter that must say
/// exactly where a problem is. Values are read lazily from the original bytes (strings are decoded
/// on demand, scalar ends found on demand), and line/column come from a `JSONLineIndex`.
///
/// Immutable after parsing, hence `Sendable`. Node ids passed in must come from this document.
public final class JSONDocument: Sendable {
    /// The original input, BOM included; all offsets are relative to it.
    public let bytes: [UInt8]
    @usableFromInline package let table: JSONNodeTable
    package let lines: JSONLineIndex
    /// Keys repeating an earlier key of the same object (decoded keys compared), in document order.
    public let duplicateKeys: [JSONDuplicateKey]
    /// Element positions of long arrays, for `pointer`.
    package let elementIndex = JSONElementIndex()
    /// Keys by their first byte and the string values, for the scans of every string.
    package let stringIndex = JSONStringIndex()

    package init(bytes: [UInt8], table: JSONNodeTable, lines: JSONLineIndex, duplicateKeys: [JSONDuplicateKey]) {
        self.bytes = bytes
        self.table = table
        self.lines = lines
        self.duplicateKeys = duplicateKeys
    }

    /// Bytes the document keeps besides the input: node table, line index, duplicates.
    package var indexBytes: Int {
        table.storageBytes + lines.storageBytes + duplicateKeys.count * MemoryLayout<JSONDuplicateKey>.stride
    }

    // MARK: Structure

    public var root: JSONNodeID { JSONNodeID(rawValue: 0) }
    public var nodeCount: Int { table.count }

    /// Every value below the root (keys left out), in document order: what `$..*` matches.
    package func valuesBelowRoot() -> [JSONNodeID] {
        Array(unsafeUninitializedCapacity: max(table.count - 1, 0)) { values, written in
            for node in 1..<max(table.count, 1) where !table.isKey(node) {
                values.initializeElement(at: written, to: JSONNodeID(node))
                written += 1
            }
        }
    }

    /// For each of `names`, the value of every member so named (its key decoded), at any depth, in
    /// document order: what `$..name` matches. Only the keys that may be written starting like the
    /// name are compared (`stringIndex`), where they are written, as the selector walk compares them.
    package func memberValues(named names: [String]) -> [[JSONNodeID]] {
        names.map { name in
            var name = name
            return name.withUTF8 { literal in
                // An empty name is written `""`: its first byte is the closing quote.
                stringIndex.keys(mayStartWith: literal.first ?? UInt8(ascii: "\""), in: self).compactMap { key in
                    stringEquals(JSONNodeID(rawValue: key), utf8: literal) ? JSONNodeID(rawValue: key + 1) : nil
                }
            }
        }
    }

    /// Calls `body` with each string node (keys and values) in document order, the offset of its
    /// opening quote and whether it is a key: one pass over the node table in place, for the scans
    /// that look at every string (a vendors snapshot has about a million nodes). Inlinable, with
    /// what it reads, so that callers in other targets get `body` inlined into the loop.
    @inlinable @inline(__always)
    public func forEachString(_ body: (_ node: JSONNodeID, _ start: Int, _ isKey: Bool) -> Void) {
        table.forEachString { body(JSONNodeID($0), $1, $2) }
    }

    @inlinable @inline(__always)
    public func kind(_ node: JSONNodeID) -> JSONKind {
        table.kind(node.index)
    }

    @inlinable @inline(__always)
    public func isKey(_ node: JSONNodeID) -> Bool {
        table.isKey(node.index)
    }

    /// The whole value: strings include their quotes; containers run bracket to bracket.
    public func byteRange(_ node: JSONNodeID) -> Range<Int> {
        startOffset(node.index)..<endOffset(node.index)
    }

    public func start(_ node: JSONNodeID) -> SourcePosition {
        position(atOffset: startOffset(node.index))
    }

    /// The position just after the node's last byte.
    public func end(_ node: JSONNodeID) -> SourcePosition {
        position(atOffset: endOffset(node.index))
    }

    @inlinable @inline(__always)
    package func startOffset(_ index: Int) -> Int { table.start(index) }

    /// Stored for containers; found again for scalars (`JSONScalarExtent`).
    package func endOffset(_ index: Int) -> Int {
        if table.isContainer(index) { return Int(table.container(index).end) }
        let kind = table.kind(index)
        return bytes.withUnsafeBufferPointer { JSONScalarExtent.end(kind, at: startOffset(index), in: $0) }
    }

    /// Line and column (in Unicode scalars) of a byte offset, clamped to the input.
    public func position(atOffset rawOffset: Int) -> SourcePosition {
        let offset = min(max(rawOffset, 0), bytes.count)
        return bytes.withUnsafeBufferPointer { lines.position(atOffset: offset, in: $0) }
    }

    /// The 1-based column of a byte offset counted in bytes, as reviewdog's format counts columns
    /// (`position(atOffset:)` counts Unicode scalars, as editors show them).
    public func byteColumn(atOffset rawOffset: Int) -> Int {
        let offset = min(max(rawOffset, 0), bytes.count)
        return offset - lines.lineStart(atOffset: offset) + 1
    }

    /// The containing object or array. For a key that is its object; for a member value, the object.
    public func parent(_ node: JSONNodeID) -> JSONNodeID? {
        let p = table.parent(of: node.index)
        return p < 0 ? nil : JSONNodeID(p)
    }

    /// The key node if `value` is the value of an object member.
    @inlinable @inline(__always)
    public func keyNode(of value: JSONNodeID) -> JSONNodeID? {
        // In preorder a member value directly follows its key; a key is never the last node of any
        // other subtree, so the previous node is a key exactly when `value` is a member value.
        let i = value.index
        guard i > 0, !table.isKey(i), table.isKey(i - 1) else { return nil }
        return JSONNodeID(i - 1)
    }

    @inlinable @inline(__always)
    public func childCount(_ node: JSONNodeID) -> Int {
        table.isContainer(node.index) ? Int(table.container(node.index).count) : 0
    }

    /// The members of an object in document order; empty for anything else.
    public func members(_ object: JSONNodeID) -> JSONMembers {
        guard kind(object) == .object else { return JSONMembers(document: self, first: 0, count: 0) }
        return JSONMembers(document: self, first: object.index + 1, count: childCount(object))
    }

    /// The first node after `node`'s subtree: its next sibling, when it has one. A container's
    /// first child is the node after it (preorder), so this walks its children without a sequence
    /// value, which holds the document: a retain and a release per container.
    @inlinable @inline(__always)
    public func nodeAfterSubtree(_ node: JSONNodeID) -> JSONNodeID {
        JSONNodeID(table.next(node.index))
    }

    /// The elements of an array in document order; empty for anything else.
    public func elements(_ array: JSONNodeID) -> JSONElements {
        guard kind(array) == .array else { return JSONElements(document: self, first: 0, count: 0) }
        return JSONElements(document: self, first: array.index + 1, count: childCount(array))
    }

    /// The value of the last member named `key` (last wins, like most JSON parsers).
    public func member(_ object: JSONNodeID, _ key: String) -> JSONNodeID? {
        // The name's UTF-8 taken once, not once per member compared.
        var key = key
        return key.withUTF8 { name in
            var found: JSONNodeID?
            for m in members(object) where stringEquals(m.key, utf8: name) { found = m.value }
            return found
        }
    }

    public func element(_ array: JSONNodeID, _ index: Int) -> JSONNodeID? {
        guard index >= 0, index < childCount(array), kind(array) == .array else { return nil }
        var i = array.index + 1
        for _ in 0..<index { i = table.next(i) }
        return JSONNodeID(i)
    }

    // MARK: Scalars

    /// The bytes between a string node's quotes, as written; nil for other kinds.
    private func stringContents(_ node: JSONNodeID) -> Range<Int>? {
        guard kind(node) == .string else { return nil }
        let start = startOffset(node.index)
        let end = bytes.withUnsafeBufferPointer { JSONScalarExtent.stringEnd(at: start, in: $0) }
        return (start + 1)..<(end - 1)
    }

    /// `stringContents`, or when they are longer than `maxBytes`, their first `maxBytes + 1` bytes:
    /// the end of a huge string is not looked for when only its start is read.
    private func stringContents(_ node: JSONNodeID, upTo maxBytes: Int) -> Range<Int>? {
        guard kind(node) == .string else { return nil }
        let start = startOffset(node.index)
        // A closing quote within `maxBytes` content bytes ends the search before `searchEnd`.
        let searchEnd = start + maxBytes + 3
        guard searchEnd < bytes.count else { return stringContents(node) }
        let end = bytes.withUnsafeBufferPointer {
            JSONScalarExtent.stringEnd(at: start, in: UnsafeBufferPointer(rebasing: $0[..<searchEnd]))
        }
        return end < searchEnd ? (start + 1)..<(end - 1) : (start + 1)..<(start + maxBytes + 2)
    }

    private func hasEscapes(_ node: JSONNodeID) -> Bool {
        table.hasEscapes(node.index)
    }

    /// The decoded text of a string value or key; nil for other kinds.
    public func string(_ node: JSONNodeID) -> String? {
        guard let contents = stringContents(node) else { return nil }
        let escaped = hasEscapes(node)
        return bytes.withUnsafeBufferPointer { p in
            if !escaped {
                return String(decoding: UnsafeBufferPointer(rebasing: p[contents]), as: UTF8.self)
            }
            return JSONStringDecoding.decodeToString(p, from: contents.lowerBound, to: contents.upperBound)
        }
    }

    /// `body` on the decoded UTF-8 of a string value or key, read where it is written when it has
    /// no escapes (no `String` is made); nil for other kinds.
    package func withStringBytes<R>(_ node: JSONNodeID, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard let contents = stringContents(node) else { return nil }
        let escaped = hasEscapes(node)
        return bytes.withUnsafeBufferPointer { p in
            if !escaped { return body(UnsafeBufferPointer(rebasing: p[contents])) }
            var decoded: [UInt8] = []
            JSONStringDecoding.decode(p, from: contents.lowerBound, to: contents.upperBound, into: &decoded)
            return decoded.withUnsafeBufferPointer(body)
        }
    }

    /// The decoded text of a string, cut after about `maxBytes` bytes of input (at a character
    /// boundary), and whether it was cut: for messages that show only the start of a long value.
    public func stringPrefix(_ node: JSONNodeID, maxBytes: Int) -> (text: String, isCut: Bool)? {
        guard var contents = stringContents(node, upTo: maxBytes) else { return nil }
        let isCut = contents.count > maxBytes
        return bytes.withUnsafeBufferPointer { p in
            if isCut {
                var end = contents.lowerBound + maxBytes
                // Back up to a UTF-8 lead byte, and not into the middle of an escape.
                while end > contents.lowerBound && p[end] & 0xC0 == 0x80 { end -= 1 }
                var k = contents.lowerBound
                while k < end {
                    if p[k] == UInt8(ascii: "\\") {
                        let length = p[k + 1] == UInt8(ascii: "u") ? 6 : 2
                        if k + length > end {
                            end = k
                            break
                        }
                        k += length
                    } else {
                        k += 1
                    }
                }
                contents = contents.lowerBound..<end
            }
            let text =
                hasEscapes(node)
                ? JSONStringDecoding.decodeToString(p, from: contents.lowerBound, to: contents.upperBound)
                : String(decoding: UnsafeBufferPointer(rebasing: p[contents]), as: UTF8.self)
            return (text, isCut)
        }
    }

    /// The first byte after a string's opening quote as written: its closing quote when it is
    /// empty, a backslash when it starts with an escape.
    @inlinable @inline(__always)
    public func firstStringByte(_ node: JSONNodeID) -> UInt8 {
        bytes[startOffset(node.index) + 1]
    }

    /// Whether a string node's decoded text is exactly (scalar by scalar) `literal`; false for other
    /// kinds. Does not allocate when the string has no escapes.
    public func stringEquals(_ node: JSONNodeID, _ literal: String) -> Bool {
        // Through the literal's contiguous UTF-8 (a native string has it), not by iterating `utf8`.
        var literal = literal
        return literal.withUTF8 { stringEquals(node, utf8: $0) }
    }

    /// `stringEquals` with the literal as UTF-8, for callers that keep names as bytes (the walk's
    /// member names): a string without escapes is compared byte for byte where it is written.
    package func stringEquals(_ node: JSONNodeID, utf8 literal: UnsafeBufferPointer<UInt8>) -> Bool {
        guard kind(node) == .string else { return false }
        let from = startOffset(node.index) + 1
        if hasEscapes(node) {
            return withStringBytes(node) { $0.elementsEqual(literal) } ?? false
        }
        // Without escapes the string ends at the first quote, so the literal must match byte for
        // byte, contain no quote, and be followed by the closing quote.
        return bytes.withUnsafeBufferPointer { p in
            let end = from + literal.count
            guard end < p.count, p[end] == UInt8(ascii: "\"") else { return false }
            // Through pointers: both ranges are checked above, and a bounds check per byte was
            // most of the cost of comparing a short name. Eight bytes at a time (a vendor's
            // array names, compared for every vendor, are 8 to 20 bytes).
            let written = UnsafeRawPointer(p.baseAddress! + from)
            let count = literal.count
            var i = 0
            if count >= 8, let base = literal.baseAddress {
                let wanted = UnsafeRawPointer(base)
                while i + 8 <= count {
                    let w = wanted.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    let q = w ^ 0x2222_2222_2222_2222
                    let hasQuote = (q &- 0x0101_0101_0101_0101) & ~q & 0x8080_8080_8080_8080 != 0
                    if hasQuote || written.loadUnaligned(fromByteOffset: i, as: UInt64.self) != w { return false }
                    i += 8
                }
            }
            while i < count {
                let b = literal[i]
                if written.load(fromByteOffset: i, as: UInt8.self) != b || b == UInt8(ascii: "\"") { return false }
                i += 1
            }
            return true
        }
    }

    /// A number exactly as written ("1.50", "-0", "1E+2"); nil for other kinds.
    public func numberText(_ node: JSONNodeID) -> String? {
        guard kind(node) == .number else { return nil }
        return String(decoding: bytes[byteRange(node)], as: UTF8.self)
    }

    public func bool(_ node: JSONNodeID) -> Bool? {
        guard kind(node) == .bool else { return nil }
        return bytes[startOffset(node.index)] == UInt8(ascii: "t")
    }

    /// Materialises the subtree at `node` (a key node gives its string). Iterative, so as deep as
    /// the parser allowed.
    public func value(_ node: JSONNodeID) -> JSONValue {
        let first = node.index
        // A key's subtree is the key alone; otherwise `next` bounds the subtree.
        let last = isKey(node) ? first + 1 : table.next(first)
        // Children are built before their parents by walking the subtree backwards: a container's
        // direct children are then on top of the stack, first child on top.
        var stack: [JSONValue] = []
        var i = last - 1
        while i >= first {
            let id = JSONNodeID(i)
            switch kind(id) {
            case .null: stack.append(.null)
            case .bool: stack.append(.bool(bool(id) ?? false))
            case .number: stack.append(.number(numberText(id) ?? "0"))
            case .string: stack.append(.string(string(id) ?? ""))
            case .array:
                let count = childCount(id)
                var items: [JSONValue] = []
                items.reserveCapacity(count)
                for _ in 0..<count { items.append(stack.popLast() ?? .null) }
                stack.append(.array(items))
            case .object:
                let count = childCount(id)
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
                tokens.append(String(elementIndex.index(of: current, in: p, document: self)))
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
                    let index = Int(token), let next = element(current, index)
                else { return nil }
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
    package let document: JSONDocument
    package let first: Int
    public let count: Int

    public var underestimatedCount: Int { count }

    public func makeIterator() -> Iterator { Iterator(document: document, cursor: first, remaining: count) }

    public struct Iterator: IteratorProtocol, Sendable {
        @usableFromInline package let document: JSONDocument
        @usableFromInline package var cursor: Int
        @usableFromInline package var remaining: Int

        @inlinable @inline(__always)
        public mutating func next() -> (key: JSONNodeID, value: JSONNodeID)? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let key = cursor
            let value = key + 1
            cursor = document.table.next(value)
            return (JSONNodeID(key), JSONNodeID(value))
        }
    }
}

/// The elements of an array as nodes. A cheap view that skips each element's subtree in O(1).
public struct JSONElements: Sequence, Sendable {
    package let document: JSONDocument
    package let first: Int
    public let count: Int

    public var underestimatedCount: Int { count }

    public func makeIterator() -> Iterator { Iterator(document: document, cursor: first, remaining: count) }

    public struct Iterator: IteratorProtocol, Sendable {
        @usableFromInline package let document: JSONDocument
        @usableFromInline package var cursor: Int
        @usableFromInline package var remaining: Int

        @inlinable @inline(__always)
        public mutating func next() -> JSONNodeID? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let element = cursor
            cursor = document.table.next(element)
            return JSONNodeID(element)
        }
    }
}
