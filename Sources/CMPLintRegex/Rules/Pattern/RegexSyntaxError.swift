/// Why a rule's regular expression is not accepted: a syntax error, or a construct the linear-time
/// matcher does not support (backreferences and lookaround have no linear-time matching). Names the
/// construct and where it starts in the pattern, so the rule loader can say file:line:column and what
/// to change.
public struct RegexSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based position of the offending construct in the pattern, counted in Unicode scalars.
    public let position: Int
    public let message: String

    public init(_ message: String, at position: Int) {
        self.message = message
        self.position = position
    }

    public var description: String { "\(message) at character \(position)" }
}
