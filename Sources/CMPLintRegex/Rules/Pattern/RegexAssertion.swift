/// A zero-width test at a position of the input. The meanings are ICU's, which cmplint used through
/// NSRegularExpression before it had its own matcher, so existing patterns keep matching as they did
/// (ICU User Guide, "Regular Expressions", https://unicode-org.github.io/icu/userguide/strings/regexp.html,
/// tables "Regular Expression Metacharacters" and "Regular Expression Operators").
package enum RegexAssertion: Sendable, Equatable {
    /// `^`, `\A`: the start of the input (no multiline mode).
    case start
    /// `\z`: the very end of the input.
    case end
    /// `$`, `\Z`: the end of the input, or just before a line terminator (or CR LF) that ends it.
    case endBeforeFinalLineTerminator
    /// `\b`, `\B`: a boundary between a word and a non-word character, or not one.
    case wordBoundary
    case notWordBoundary
}
