/// A compiled `given` path expression: `$`, `.key`, `['key']`, `[*]`, `.*`, `..key`, `..*`, `[n]`.
/// A small JSONPath subset: enough to name any place in a snapshot, simple enough to run for every
/// rule in one walk of the document (see `SelectorWalker`).
public struct PathSelector: Sendable, Hashable, CustomStringConvertible {
    public enum Step: Sendable, Hashable {
        case child(String)  // .key  ['key']
        case index(Int)  // [n]
        case anyChild  // .*  [*]
        case descendant(String)  // ..key  ..['key']
        case anyDescendant  // ..*  ..[*]
    }

    public let steps: [Step]
    /// The expression as written, for messages and `cmplint rules`.
    public let source: String

    public var description: String { source }

    public struct SyntaxError: Error, Equatable {
        public let message: String
        /// 0-based character offset into the expression.
        public let offset: Int
    }

    public init(_ expression: String) throws(SyntaxError) {
        let chars = Array(expression)
        var i = 0
        func fail(_ message: String) -> SyntaxError { SyntaxError(message: message, offset: i) }
        guard chars.first == "$" else { throw fail("a path must start with '$'") }
        i = 1
        var steps: [Step] = []

        func identifier() throws(SyntaxError) -> String {
            let start = i
            while i < chars.count, chars[i] != ".", chars[i] != "[" { i += 1 }
            guard i > start else { throw fail("expected a key name after '.'") }
            return String(chars[start..<i])
        }

        /// Parses `[...]` at `i` and returns the step for a plain or descendant bracket.
        func bracket(descendant: Bool) throws(SyntaxError) -> Step {
            i += 1  // [
            guard i < chars.count else { throw fail("unclosed '['") }
            if chars[i] == "*" {
                i += 1
                guard i < chars.count, chars[i] == "]" else { throw fail("expected ']' after '*'") }
                i += 1
                return descendant ? .anyDescendant : .anyChild
            }
            if chars[i] == "'" || chars[i] == "\"" {
                let quote = chars[i]
                i += 1
                var key = ""
                while i < chars.count, chars[i] != quote {
                    if chars[i] == "\\", i + 1 < chars.count { i += 1 }
                    key.append(chars[i])
                    i += 1
                }
                guard i < chars.count else { throw fail("unterminated quoted key") }
                i += 1
                guard i < chars.count, chars[i] == "]" else { throw fail("expected ']' after the quoted key") }
                i += 1
                return descendant ? .descendant(key) : .child(key)
            }
            let start = i
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
            guard i > start, i < chars.count, chars[i] == "]", let n = Int(String(chars[start..<i])) else {
                throw fail("expected '*', a quoted key or an array index inside '[ ]'")
            }
            guard !descendant else { throw fail("'..[n]' is not supported; use '..key' or '..*'") }
            i += 1
            return .index(n)
        }

        while i < chars.count {
            if chars[i] == "." {
                if i + 1 < chars.count, chars[i + 1] == "." {
                    i += 2
                    guard i < chars.count else { throw fail("expected a key, '*' or '[' after '..'") }
                    if chars[i] == "*" {
                        i += 1
                        steps.append(.anyDescendant)
                    } else if chars[i] == "[" {
                        steps.append(try bracket(descendant: true))
                    } else {
                        steps.append(.descendant(try identifier()))
                    }
                } else {
                    i += 1
                    guard i < chars.count else { throw fail("expected a key or '*' after '.'") }
                    if chars[i] == "*" {
                        i += 1
                        steps.append(.anyChild)
                    } else {
                        steps.append(.child(try identifier()))
                    }
                }
            } else if chars[i] == "[" {
                steps.append(try bracket(descendant: false))
            } else {
                throw fail("unexpected '\(chars[i])'; expected '.', '..' or '['")
            }
        }
        self.steps = steps
        self.source = expression
    }
}

extension PathSelector {
    /// `$`: the whole document.
    public static let root = PathSelector(rootOnly: ())

    private init(rootOnly: Void) {
        steps = []
        source = "$"
    }

    /// A selector built from steps (an alias with a continuation); `source` is shown in messages.
    package init(steps: [Step], source: String) {
        self.steps = steps
        self.source = source
    }
}
