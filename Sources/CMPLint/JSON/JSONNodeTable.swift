/// The structure of a parsed document, stored as a struct of arrays so that memory stays a small
/// multiple of the input: 5 bytes per node (start offset and a tag byte) and 16 more per object or
/// array. A scalar's end is not stored (it is found again by scanning its few bytes, see
/// `JSONScalarExtent`), and neither is its parent (found from the containers, see `parent(of:)`).
/// Nodes are numbered in preorder, so starts ascend and an object's members follow it as key node
/// then value node.
struct JSONNodeTable: Sendable {
    /// Byte offset of each node's first byte (opening quote or bracket included).
    private(set) var starts: [UInt32] = []
    /// Each node's `JSONKind` raw value (low three bits) and flags.
    private(set) var tags: [UInt8] = []
    /// Bit `i % 64` of word `i / 64` is set when node `i` is an object or array; with
    /// `containersBeforeWord` it gives a node's container ordinal in O(1) (a rank query).
    private var containerBits: [UInt64] = []
    /// The number of containers among the nodes before each 64-node word.
    private var containersBeforeWord: [UInt32] = []
    /// Objects and arrays in preorder.
    private(set) var containers: [Container] = []

    /// An object or array; its node index is not stored (`node(ofContainer:)` finds it).
    struct Container: Sendable {
        /// Byte offset just after the closing bracket.
        var end: UInt32
        /// Index of the first node after the subtree: the next sibling, for O(1) skipping.
        var next: Int32
        /// Ordinal (in `containers`) of the enclosing container, -1 for the root.
        var parent: Int32
        /// Members of an object, elements of an array.
        var count: UInt32
    }

    static let kindMask: UInt8 = 0x07
    static let hasEscapes: UInt8 = 0x08
    static let isKey: UInt8 = 0x10

    var count: Int { starts.count }

    /// Reserves room for `nodes` nodes. Untouched reserved pages cost address space, not memory, so
    /// the parser reserves an upper bound once instead of copying the arrays as they grow.
    mutating func reserve(nodes: Int) {
        starts.reserveCapacity(nodes)
        tags.reserveCapacity(nodes)
        containerBits.reserveCapacity(nodes / 64 + 1)
        containersBeforeWord.reserveCapacity(nodes / 64 + 1)
    }

    mutating func reserve(containers count: Int) {
        containers.reserveCapacity(count)
    }

    // MARK: Building

    /// Appends a scalar or key node.
    @inline(__always)
    mutating func appendScalar(start: Int, tag: UInt8) {
        startWordIfNeeded()
        starts.append(UInt32(truncatingIfNeeded: start))
        tags.append(tag)
    }

    /// Appends an object or array whose end is not known yet; returns its container ordinal.
    @inline(__always)
    mutating func openContainer(start: Int, kind: JSONKind, parent: Int32) -> Int32 {
        let node = starts.count
        startWordIfNeeded()
        containerBits[node >> 6] |= 1 << UInt64(node & 63)
        starts.append(UInt32(truncatingIfNeeded: start))
        tags.append(kind.rawValue)
        let ordinal = Int32(truncatingIfNeeded: containers.count)
        containers.append(Container(end: 0, next: 0, parent: parent, count: 0))
        return ordinal
    }

    /// Records a container's end once its closing bracket is read: its subtree ends here.
    @inline(__always)
    mutating func closeContainer(_ ordinal: Int32, end: Int, count: UInt32) {
        let next = Int32(truncatingIfNeeded: starts.count)
        containers.withUnsafeMutableBufferPointer { buffer in
            buffer[Int(ordinal)].end = UInt32(truncatingIfNeeded: end)
            buffer[Int(ordinal)].next = next
            buffer[Int(ordinal)].count = count
        }
    }

    @inline(__always)
    private mutating func startWordIfNeeded() {
        if starts.count & 63 == 0 {
            containerBits.append(0)
            containersBeforeWord.append(UInt32(truncatingIfNeeded: containers.count))
        }
    }

    // MARK: Reading

    @inline(__always)
    func kindRaw(_ node: Int) -> UInt8 { tags[node] & Self.kindMask }

    @inline(__always)
    func isContainer(_ node: Int) -> Bool { kindRaw(node) <= JSONKind.array.rawValue }

    /// The side-table record of a container node.
    @inline(__always)
    func container(_ node: Int) -> Container { containers[containersBefore(node)] }

    /// The first node after `node`'s subtree.
    @inline(__always)
    func next(_ node: Int) -> Int {
        isContainer(node) ? Int(container(node).next) : node + 1
    }

    /// The number of containers among the nodes before `node`: for a container, its ordinal in
    /// `containers`.
    @inline(__always)
    func containersBefore(_ node: Int) -> Int {
        let word = node >> 6
        let below = containerBits[word] & ((1 << UInt64(node & 63)) &- 1)
        return Int(containersBeforeWord[word]) + below.nonzeroBitCount
    }

    /// The node index of the container with ordinal `ordinal`: the word holding it by binary search
    /// over `containersBeforeWord`, then the bit within the word (a select query).
    func node(ofContainer ordinal: Int) -> Int {
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
    var storageBytes: Int {
        starts.count * 4 + tags.count + containerBits.count * 8 + containersBeforeWord.count * 4
            + containers.count * MemoryLayout<Container>.stride
    }

    /// The node index of the object or array that contains `node`, -1 for the root. The nearest
    /// container before `node` either contains it or is inside a sibling subtree, so walking up from
    /// it takes at most the nesting depth (bounded by `JSONParseLimits.maxDepth`).
    func parent(of node: Int) -> Int {
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
