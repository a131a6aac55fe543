/// A rule's regular expression, parsed and compiled once when the rule loads, matched in time linear
/// in the text: a pattern such as `(a*)*b`, which makes backtracking engines (ICU, and so
/// NSRegularExpression) run for minutes on a few thousand characters, takes a bounded number of
/// steps per character here. See `RegexParser` for the accepted syntax.
public struct LinearRegex: Sendable {
    public let source: String
    package let program: RegexProgram

    public init(_ source: String) throws(RegexSyntaxError) {
        self.source = source
        program = try RegexProgram(RegexParser.parse(source))
    }

    /// Whether the pattern matches somewhere in `text`.
    public func matches(_ text: String) -> Bool {
        var matcher = RegexMatcher(program: program)
        return matcher.matches(Array(text.unicodeScalars))
    }

    /// `matches` with the number of instruction visits it took, for tests of the linear bound.
    package func matchesCountingSteps(_ text: String) -> (matched: Bool, steps: Int) {
        var matcher = RegexMatcher(program: program)
        let matched = matcher.matches(Array(text.unicodeScalars))
        return (matched, matcher.steps)
    }

    /// Instructions in the compiled program (the `m` of the O(m × n) bound).
    package var programSize: Int { program.instructions.count }
}
