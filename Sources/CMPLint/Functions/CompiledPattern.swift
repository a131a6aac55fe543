import CMPLintDocuments
import CMPLintRegex

/// A rule's regular expression (a `.regex` option), compiled once when the rule loads by cmplint's
/// linear-time matcher (`LinearRegex`), so no pattern and no snapshot value can make a match hang.
/// A value longer than `maxInputLength` is not matched at all: matching is linear, but a hostile
/// multi-megabyte value times a large pattern would still take seconds.
package struct CompiledPattern: Sendable {
    /// Longest value (in Unicode scalars) a pattern is matched against: 80 times the longest string
    /// in the bundled samples (825 characters, a purpose description), far above any text a consent
    /// UI shows, and small enough that the worst pattern (`RegexProgram.maxInstructions`) stays well
    /// under a second per value.
    package static let maxInputLength = 65_536

    /// What matching a value gave.
    package enum Outcome: Equatable {
        case matched, notMatched
        /// The value has `length` scalars, more than `maxInputLength`; it was not matched.
        case tooLong(length: Int)
    }

    package let source: String
    package let regex: LinearRegex

    /// Compiles `source`, or throws an error located at `key` of `options` naming the construct.
    package init(_ source: String, key: String, options: FunctionOptions) throws(YAMLError) {
        do {
            regex = try LinearRegex(source)
        } catch {
            throw options.error(
                "'\(key)' is not a valid regular expression for cmplint: \(error.message) at character \(error.position) of '\(source.shortened(to: 80))'",
                at: key)
        }
        self.source = source
    }

    package func match(_ text: String) -> Outcome {
        // utf8.count is O(1) for native strings and never less than the scalar count.
        if text.utf8.count > Self.maxInputLength {
            let length = text.unicodeScalars.count
            if length > Self.maxInputLength { return .tooLong(length: length) }
        }
        return regex.matches(text) ? .matched : .notMatched
    }
}
