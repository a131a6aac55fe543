/// A `RegexNode` compiled into instructions for a Thompson NFA (Ken Thompson, "Regular Expression
/// Search Algorithm", CACM 1968; as presented by Russ Cox, "Regular Expression Matching Can Be
/// Simple And Fast", https://swtch.com/~rsc/regexp/regexp1.html): consuming instructions, `split`
/// and `jump` for choice and repetition, zero-width assertions, and `match`. Repetition counts are
/// expanded, so the program's size is bounded when the pattern loads.
package struct RegexProgram: Sendable {
    package enum Instruction: Sendable, Equatable {
        case scalar(Unicode.Scalar)
        /// Under `(?i)`: the input scalar's case fold must be this fold.
        case foldedScalar(Unicode.Scalar)
        /// An index into `classes`.
        case characterClass(Int)
        case assertion(RegexAssertion)
        case split(Int, Int)
        case jump(Int)
        case match
    }

    /// Most instructions a pattern may compile to. Matching costs at most about twice the program
    /// size per input scalar, so this bounds the work per scalar; RE2 caps its programs similarly.
    package static let maxInstructions = 10_000

    package private(set) var instructions: [Instruction] = []
    package private(set) var classes: [RegexCharacterClass] = []
    /// Every path starts with `^` or `\A`: matching can stop once no thread is alive.
    package let anchoredAtStart: Bool

    package init(_ node: RegexNode) throws(RegexSyntaxError) {
        guard node.programSize(cap: Self.maxInstructions + 1) + 1 <= Self.maxInstructions else {
            throw RegexSyntaxError(
                "the pattern expands to more than \(Self.maxInstructions) matching steps; use smaller repetition counts",
                at: 1)
        }
        anchoredAtStart = Self.isAnchoredAtStart(node)
        emit(node)
        instructions.append(.match)
    }

    package var usesCaseFolding: Bool {
        instructions.contains { if case .foldedScalar = $0 { return true } else { return false } }
    }

    private static func isAnchoredAtStart(_ node: RegexNode) -> Bool {
        switch node {
        case .assertion(.start): return true
        case .concatenation(let nodes): return nodes.first.map(isAnchoredAtStart) ?? false
        case .alternation(let nodes): return nodes.allSatisfy(isAnchoredAtStart)
        default: return false
        }
    }

    private mutating func emit(_ node: RegexNode) {
        switch node {
        case .empty:
            break
        case .scalar(let scalar, let caseInsensitive):
            instructions.append(caseInsensitive ? .foldedScalar(RegexCaseFolding.fold(scalar)) : .scalar(scalar))
        case .characterClass(let characterClass):
            classes.append(characterClass)
            instructions.append(.characterClass(classes.count - 1))
        case .assertion(let assertion):
            instructions.append(.assertion(assertion))
        case .concatenation(let nodes):
            nodes.forEach { emit($0) }
        case .alternation(let nodes):
            var exits: [Int] = []
            for node in nodes.dropLast() {
                let split = placeholder()
                emit(node)
                exits.append(placeholder())
                instructions[split] = .split(split + 1, instructions.count)
            }
            emit(nodes[nodes.count - 1])
            for exit in exits { instructions[exit] = .jump(instructions.count) }
        case .repetition(let body, let low, let high):
            for _ in 0..<low { emit(body) }
            guard let high else {
                // L: split(L+1, out); body; jump L; out:
                let loop = placeholder()
                emit(body)
                instructions.append(.jump(loop))
                instructions[loop] = .split(loop + 1, instructions.count)
                return
            }
            // Each optional copy may be skipped, and skipping one skips the rest.
            var skips: [Int] = []
            for _ in low..<max(low, high) {
                skips.append(placeholder())
                emit(body)
            }
            for skip in skips { instructions[skip] = .split(skip + 1, instructions.count) }
        }
    }

    private mutating func placeholder() -> Int {
        instructions.append(.match)
        return instructions.count - 1
    }
}
