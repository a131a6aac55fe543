/// A parsed regular expression. Groups are not kept (capturing or not): a rule only asks whether a
/// value matches, so grouping matters for structure alone. Greedy and lazy quantifiers are the same
/// node for the same reason.
package indirect enum RegexNode: Sendable, Equatable {
    case empty
    /// One scalar; under `(?i)` any scalar with the same case fold.
    case scalar(Unicode.Scalar, caseInsensitive: Bool)
    case characterClass(RegexCharacterClass)
    case assertion(RegexAssertion)
    case concatenation([RegexNode])
    case alternation([RegexNode])
    /// `max` nil: unbounded.
    case repetition(RegexNode, min: Int, max: Int?)

    /// Instructions `RegexProgram` emits for this node, saturating at `cap` so that a nested
    /// repetition such as `(a{1000}){1000}` is measured without being expanded.
    package func programSize(cap: Int) -> Int {
        switch self {
        case .empty: return 0
        case .scalar, .characterClass, .assertion: return 1
        case .concatenation(let nodes):
            return nodes.reduce(0) { min(cap, $0 + $1.programSize(cap: cap)) }
        case .alternation(let nodes):
            // One split and one jump per extra branch.
            return nodes.reduce(2 * (nodes.count - 1)) { min(cap, $0 + $1.programSize(cap: cap)) }
        case .repetition(let node, let low, let high):
            let body = node.programSize(cap: cap) + 2
            let copies = high ?? (low + 1)
            return copies == 0
                ? 0 : min(cap, body.multipliedReportingOverflow(by: copies).overflow ? cap : body * copies)
        }
    }
}
