/// The structure of a parsed document, stored as a struct of arrays so that memory stays a small
/// multiple of the input: 4 bytes per node (start offset and kind in one word) and 16 more per
/// object or array. A scalar's end is not stored (it is found again by scanning its few bytes, see
/// `JSONScalarExtent`), and neither is its parent (found from the containers, see `parent(of:)`).
/// Nodes are numbered in preorder, so starts ascend and an object's members follow it as key node
/// then value node.
@usableFromInline package struct JSONNodeTable: Sendable {
    /// Per node: the byte offset of its first byte (opening quote or bracket included) in the low
    /// `offsetBits` bits, its `Code` in the four bits above.
    @usableFromInline private(set) var entries: [UInt32] = []
    /// Bit `i % 64` of word `i / 64` is set when node `i` is an object or array; with
    /// `containersBeforeWord` it gives a node's container ordinal in O(1) (a rank query). Both are
    /// built by `finish()` once parsing is done; nothing reads them before.
    @usableFromInline private(set) var containerBits: [UInt64] = []
    /// The number of containers among the nodes before each 64-node word.
    @usableFromInline private(set) var containersBeforeWord: [UInt32] = []
    /// Objects and arrays in preorder.
    @usableFromInline private(set) var containers: [Container] = []

    /// An object or array; its node index is not stored (`node(ofContainer:)` finds it).
    @usableFromInline package struct Container: Sendable {
        /// Byte offset just after the closing bracket.
        package var end: UInt32
        /// Index of the first node after the subtree: the next sibling, for O(1) skipping.
        @usableFromInline package var next: Int32
        /// Ordinal (in `containers`) of the enclosing container, -1 for the root.
        package var parent: Int32
        /// Members of an object, elements of an array.
        @usableFromInline package var count: UInt32
    }

    /// Offsets take 28 bits, so inputs are at most 256 MB (`JSONParser.absoluteMaxBytes`).
    @usableFromInline package static let offsetBits: UInt32 = 28
    @usableFromInline package static let offsetMask: UInt32 = (1 << offsetBits) - 1

    /// A node's kind and string flags in four bits: the `JSONKind` raw value (0...5), or one of the
    /// three other kinds of string.
    @usableFromInline package enum Code {
        @usableFromInline package static let escapedString: UInt32 = 6
        @usableFromInline package static let key: UInt32 = 7
        @usableFromInline package static let escapedKey: UInt32 = 8

        @inlinable package static func of(_ kind: JSONKind) -> UInt32 { UInt32(kind.rawValue) }

        package static func string(key: Bool, escaped: Bool) -> UInt32 {
            key ? (escaped ? escapedKey : Self.key) : (escaped ? escapedString : of(.string))
        }
    }

    package var count: Int { entries.count }

    /// Reserves room for `nodes` nodes. Untouched reserved pages cost address space, not memory, so
    /// the parser reserves an upper bound once instead of copying the arrays as they grow.
    package mutating func reserve(nodes: Int) {
        entries.reserveCapacity(nodes)
    }

    package mutating func reserve(containers count: Int) {
        containers.reserveCapacity(count)
    }

    // MARK: Building

    /// Appends a scalar or key node with its `Code`.
    @inline(__always)
    package mutating func appendScalar(start: Int, code: UInt32) {
        entries.append(UInt32(truncatingIfNeeded: start) | code << Self.offsetBits)
    }

    /// Appends an object or array whose end is not known yet; returns its container ordinal.
    @inline(__always)
    package mutating func openContainer(start: Int, kind: JSONKind, parent: Int32) -> Int32 {
        entries.append(UInt32(truncatingIfNeeded: start) | Code.of(kind) << Self.offsetBits)
        let ordinal = Int32(truncatingIfNeeded: containers.count)
        containers.append(Container(end: 0, next: 0, parent: parent, count: 0))
        return ordinal
    }

    /// Records a container's end once its closing bracket is read: its subtree ends here.
    @inline(__always)
    package mutating func closeContainer(_ ordinal: Int32, end: Int, count: UInt32) {
        let next = Int32(truncatingIfNeeded: entries.count)
        containers.withUnsafeMutableBufferPointer { buffer in
            buffer[Int(ordinal)].end = UInt32(truncatingIfNeeded: end)
            buffer[Int(ordinal)].next = next
            buffer[Int(ordinal)].count = count
        }
    }

    /// Builds the container bits and their per-word counts, in one pass over the nodes.
    package mutating func finish() {
        let words = (entries.count + 63) / 64
        containerBits = [UInt64](repeating: 0, count: words)
        containersBeforeWord.reserveCapacity(words)
        var before: UInt32 = 0
        for word in 0..<words {
            containersBeforeWord.append(before)
            var bits: UInt64 = 0
            for node in (word << 6)..<min(word << 6 + 64, entries.count) where isContainer(node) {
                bits |= 1 << UInt64(node & 63)
            }
            containerBits[word] = bits
            before &+= UInt32(bits.nonzeroBitCount)
        }
    }

    // MARK: Reading

    // Inlinable, with the arrays they read: the walker and the functions, in other targets, call
    // them per node, and a call each across the target boundary is most of what they cost.

    @inlinable @inline(__always)
    package func start(_ node: Int) -> Int { Int(entries[node] & Self.offsetMask) }

    @inlinable @inline(__always)
    package func code(_ node: Int) -> UInt32 { entries[node] >> Self.offsetBits }

    @inlinable @inline(__always)
    package func kind(_ node: Int) -> JSONKind {
        let code = code(node)
        return code < Code.escapedString ? JSONKind(rawValue: UInt8(code)) ?? .null : .string
    }

    /// Calls `body` with each string node's index, start offset and whether it is a key, in order,
    /// reading the entries in place.
    @inlinable @inline(__always)
    package func forEachString(_ body: (_ node: Int, _ start: Int, _ isKey: Bool) -> Void) {
        entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                let code = entries[index] >> Self.offsetBits
                guard code == Code.of(.string) || code >= Code.escapedString else { continue }
                body(index, Int(entries[index] & Self.offsetMask), code >= Code.key)
            }
        }
    }

    @inlinable @inline(__always)
    package func isContainer(_ node: Int) -> Bool { code(node) <= Code.of(.array) }

    @inlinable @inline(__always)
    package func isKey(_ node: Int) -> Bool { code(node) >= Code.key }

    @inlinable @inline(__always)
    package func hasEscapes(_ node: Int) -> Bool {
        let code = code(node)
        return code == Code.escapedString || code == Code.escapedKey
    }

    /// The side-table record of a container node.
    @inlinable @inline(__always)
    package func container(_ node: Int) -> Container { containers[containersBefore(node)] }

    /// The first node after `node`'s subtree.
    @inlinable @inline(__always)
    package func next(_ node: Int) -> Int {
        isContainer(node) ? Int(container(node).next) : node + 1
    }

    /// The number of containers among the nodes before `node`: for a container, its ordinal in
    /// `containers`.
    @inlinable @inline(__always)
    package func containersBefore(_ node: Int) -> Int {
        let word = node >> 6
        let below = containerBits[word] & ((1 << UInt64(node & 63)) &- 1)
        return Int(containersBeforeWord[word]) + below.nonzeroBitCount
    }

    /// The node index of the container with ordinal `ordinal`: the word holding it by binary search
    /// over `containersBeforeWord`, then the bit within the word (a select query).
    package func node(ofContainer ordinal: Int) -> Int {
        var lo = 0
        var hi = containersBeforeWord.count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if Int(containersBeforeWord[mid]) <= ordinal { lo = mid } else { hi = mid }
        }
        var bits = containerBits[lo]
        for _ in 0..<(ordinal - Int(containersBeforeWord[lo])) { bits &= bits &- 1 }
        return lo << 6 + bits.trailingZeroBitCount
    }

    /// Bytes the table keeps (not counting reserved room), for tests of the storage bound.
    package var storageBytes: Int {
        entries.count * 4 + containerBits.count * 8 + containersBeforeWord.count * 4
            + containers.count * MemoryLayout<Container>.stride
    }

    /// The node index of the object or array that contains `node`, -1 for the root. The nearest
    /// container before `node` either contains it or is inside a sibling subtree, so walking up from
    /// it takes at most the nesting depth (bounded by `JSONParseLimits.maxDepth`).
    package func parent(of node: Int) -> Int {
        if isContainer(node) {
            let parent = container(node).parent
            return parent < 0 ? -1 : self.node(ofContainer: Int(parent))
        }
        var ordinal = containersBefore(node) - 1
        while ordinal >= 0 {
            let candidate = containers[ordinal]
            if Int(candidate.next) > node { return self.node(ofContainer: ordinal) }
            ordinal = Int(candidate.parent)
        }
        return -1
    }
}
