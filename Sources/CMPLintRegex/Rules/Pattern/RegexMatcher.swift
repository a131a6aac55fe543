/// Runs a `RegexProgram` over a text by simulating the NFA: the set of live instructions advances
/// one input scalar at a time, each instruction at most once per position (Thompson's algorithm,
/// see `RegexProgram`). Time is O(program size × text length) whatever the pattern, with no
/// backtracking; nothing is captured, since rules only ask whether a match exists.
package struct RegexMatcher {
    package let program: RegexProgram
    /// Instruction visits so far: at most 2 × program size × (text length + 1) per `matches` call.
    package private(set) var steps = 0
    private var stack: [Int] = []

    package init(program: RegexProgram) {
        self.program = program
    }

    /// Whether the pattern matches anywhere in `scalars` (a search, not a whole-text match).
    package mutating func matches(_ scalars: [Unicode.Scalar]) -> Bool {
        let instructions = program.instructions
        let folding = program.usesCaseFolding
        var current = ThreadSet(capacity: instructions.count)
        var next = ThreadSet(capacity: instructions.count)
        var context = Context(scalars: scalars, position: 0, previousIsWord: false)
        for position in 0...scalars.count {
            context.position = position
            if position == 0 || !program.anchoredAtStart {
                if addThread(0, to: &current, context) { return true }
            } else if current.isEmpty {
                return false
            }
            guard position < scalars.count else { break }
            let scalar = scalars[position]
            let folded = folding ? RegexCaseFolding.fold(scalar) : scalar
            var after = context
            after.position = position + 1
            if !RegexScalarProperty.isBoundaryTransparent(scalar) {
                after.previousIsWord = RegexScalarProperty.isWord(scalar)
            }
            next.removeAll()
            for index in 0..<current.count {
                let pc = current.dense[index]
                steps += 1
                let advances: Bool
                switch instructions[pc] {
                case .scalar(let wanted): advances = scalar == wanted
                case .foldedScalar(let wanted): advances = folded == wanted
                case .characterClass(let which): advances = program.classes[which].matches(scalar)
                default: advances = false
                }
                if advances && addThread(pc + 1, to: &next, after) { return true }
            }
            swap(&current, &next)
            context = after
        }
        return false
    }

    /// Adds `start` and everything reachable from it without consuming input; true when that
    /// reaches `match`.
    private mutating func addThread(_ start: Int, to set: inout ThreadSet, _ context: Context) -> Bool {
        stack.append(start)
        while let pc = stack.popLast() {
            guard !set.contains(pc) else { continue }
            set.insert(pc)
            steps += 1
            switch program.instructions[pc] {
            case .jump(let target):
                stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .assertion(let assertion):
                if context.holds(assertion) { stack.append(pc + 1) }
            case .match:
                stack.removeAll(keepingCapacity: true)
                return true
            case .scalar, .foldedScalar, .characterClass:
                break
            }
        }
        return false
    }

    /// Where the simulation stands, for assertions.
    private struct Context {
        let scalars: [Unicode.Scalar]
        var position: Int
        /// Whether the last scalar before `position` that is not a combining mark or format
        /// character is a word character (ICU's rule for `\b`).
        var previousIsWord: Bool

        func holds(_ assertion: RegexAssertion) -> Bool {
            let count = scalars.count
            switch assertion {
            case .start:
                return position == 0
            case .end:
                return position == count
            case .endBeforeFinalLineTerminator:
                if position == count { return true }
                let scalar = scalars[position]
                if position == count - 1 {
                    // Not between the CR and LF of a final CR LF.
                    return RegexScalarProperty.isLineTerminator(scalar)
                        && !(scalar == "\n" && position > 0 && scalars[position - 1] == "\r")
                }
                return position == count - 2 && scalar == "\r" && scalars[position + 1] == "\n"
            case .wordBoundary, .notWordBoundary:
                var boundary = false
                if position == count || !RegexScalarProperty.isBoundaryTransparent(scalars[position]) {
                    let isWord = position < count && RegexScalarProperty.isWord(scalars[position])
                    boundary = isWord != previousIsWord
                }
                return boundary == (assertion == .wordBoundary)
            }
        }
    }

    /// A set of instruction indices with O(1) insert, lookup and clear, iterable in insertion order
    /// (Briggs and Torczon, "An Efficient Representation for Sparse Sets", 1993).
    package struct ThreadSet {
        package private(set) var dense: [Int]
        private var sparse: [Int]
        package private(set) var count = 0

        package init(capacity: Int) {
            dense = Array(repeating: 0, count: capacity)
            sparse = Array(repeating: 0, count: capacity)
        }

        package var isEmpty: Bool { count == 0 }

        package func contains(_ value: Int) -> Bool {
            let slot = sparse[value]
            return slot < count && dense[slot] == value
        }

        package mutating func insert(_ value: Int) {
            dense[count] = value
            sparse[value] = count
            count += 1
        }

        package mutating func removeAll() { count = 0 }
    }
}
