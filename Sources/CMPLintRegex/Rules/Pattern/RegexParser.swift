/// Parses the regular-expression syntax rule patterns use into a `RegexNode`, and rejects what the
/// linear-time matcher cannot run.
///
/// Accepted: literals and escaped metacharacters; `\t \n \r \f`, `\xhh`, `\x{h…}`, `\uhhhh`; the
/// classes `\d \w \s` and their negations, `\p{…}`/`\P{…}` general categories; bracket classes with
/// ranges and negation; `.`; the anchors `^ $ \A \z \Z` and `\b \B`; groups `( )`, `(?: )`,
/// `(?<name> )` (all only group); alternation; `* + ? {n} {n,} {n,m}`, greedy or lazy; the inline
/// flags `(?i)` and `(?s)`, also scoped as `(?i: )`. This is the subset of ECMAScript patterns
/// (ECMA-262, section 22.2 "RegExp (Regular Expression) Objects") that Spectral-style rules use,
/// with ICU's meaning wherever ICU and ECMAScript differ, because patterns ran on ICU (through
/// NSRegularExpression) before.
///
/// Rejected with the construct and its position: backreferences (`\1`, `\k<name>`) and lookaround
/// (`(?=`, `(?!`, `(?<=`, `(?<!`), which no linear-time algorithm matches (Russ Cox, "Regular
/// Expression Matching Can Be Simple And Fast", https://swtch.com/~rsc/regexp/regexp1.html); atomic
/// groups, possessive quantifiers and the empty flag group `(?)`, which ICU rejects; and syntax where
/// ICU and ECMAScript disagree (`[]`, `[[`, `&&`, `--` and a range from an unescaped `&` in a class, a
/// range ending in a class escape like `[a-\d]`, `\v`, `\b` in a class, octal escapes), so that no
/// pattern silently changes meaning.
package struct RegexParser {
    /// Largest `{n,m}` count, as in RE2 (https://github.com/google/re2/wiki/Syntax): more is almost
    /// always a mistake and would expand into a huge program.
    package static let maxRepetition = 1000
    /// Deepest group nesting, so parsing never exhausts the stack.
    package static let maxNesting = 100

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0
    /// Inline flags in force: `(?i)` and `(?s)`.
    private var caseInsensitive = false
    private var dotMatchesLineTerminators = false

    package static func parse(_ pattern: String) throws(RegexSyntaxError) -> RegexNode {
        var parser = RegexParser(scalars: Array(pattern.unicodeScalars))
        let node = try parser.alternation()
        if parser.index < parser.scalars.count {
            throw RegexSyntaxError("unmatched ')'", at: parser.index + 1)
        }
        return node
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    // MARK: Structure

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func alternation() throws(RegexSyntaxError) -> RegexNode {
        var branches = [try concatenation()]
        while peek == "|" {
            index += 1
            branches.append(try concatenation())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func concatenation() throws(RegexSyntaxError) -> RegexNode {
        var items: [RegexNode] = []
        while let next = peek, next != "|", next != ")" {
            let start = index
            guard let atom = try atom() else { continue }
            items.append(try quantified(atom, start: start))
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .concatenation(items)
        }
    }

    /// One atom, or nil for a flag group such as `(?i)`, which changes the flags and matches nothing.
    private mutating func atom() throws(RegexSyntaxError) -> RegexNode? {
        let start = index
        let scalar = scalars[index]
        switch scalar {
        case "(": return try group()
        case "[": return .characterClass(try bracketClass())
        case ".":
            index += 1
            return .characterClass(.dot(matchesLineTerminators: dotMatchesLineTerminators))
        case "^":
            index += 1
            return .assertion(.start)
        case "$":
            index += 1
            return .assertion(.endBeforeFinalLineTerminator)
        case "\\": return try escape()
        case "*", "+", "?":
            throw RegexSyntaxError("'\(scalar)' has nothing to repeat", at: start + 1)
        case "{":
            throw RegexSyntaxError("'{' has nothing to repeat; write \\{ for a literal '{'", at: start + 1)
        case "}":
            throw RegexSyntaxError("unmatched '}'; write \\} for a literal '}'", at: start + 1)
        default:
            index += 1
            return .scalar(scalar, caseInsensitive: caseInsensitive)
        }
    }

    private mutating func quantified(_ atom: RegexNode, start: Int) throws(RegexSyntaxError) -> RegexNode {
        let quantifierStart = index
        guard let (low, high) = try quantifier() else { return atom }
        if case .assertion = atom {
            throw RegexSyntaxError("a quantifier after an anchor or \\b repeats nothing", at: quantifierStart + 1)
        }
        var lazy = false
        if peek == "?" {
            lazy = true
            index += 1
        }
        if let next = peek, next == "*" || next == "+" || next == "?" || next == "{" {
            if next == "+" && !lazy {
                throw RegexSyntaxError(
                    "possessive quantifiers ('\(scalars[quantifierStart])+') are not supported; drop the '+'",
                    at: index + 1)
            }
            throw RegexSyntaxError(
                "a quantifier follows another quantifier; group the repeated part first, e.g. (?:a*)+", at: index + 1)
        }
        return .repetition(atom, min: low, max: high)
    }

    /// `*`, `+`, `?` or `{n}`, `{n,}`, `{n,m}` at the current position, or nil.
    private mutating func quantifier() throws(RegexSyntaxError) -> (Int, Int?)? {
        guard let next = peek else { return nil }
        switch next {
        case "*":
            index += 1
            return (0, nil)
        case "+":
            index += 1
            return (1, nil)
        case "?":
            index += 1
            return (0, 1)
        case "{": break
        default: return nil
        }
        let start = index
        index += 1
        let malformed = RegexSyntaxError(
            "'{' starts a repetition count such as {2}, {2,} or {1,3}; write \\{ for a literal '{'", at: start + 1)
        guard let low = number() else { throw malformed }
        var high: Int? = low
        if peek == "," {
            index += 1
            high = number()
        }
        guard peek == "}" else { throw malformed }
        index += 1
        if let high, high < low {
            throw RegexSyntaxError("the repetition {\(low),\(high)} has its numbers out of order", at: start + 1)
        }
        guard max(low, high ?? low) <= Self.maxRepetition else {
            throw RegexSyntaxError("repetition counts above \(Self.maxRepetition) are not supported", at: start + 1)
        }
        return (low, high)
    }

    /// Decimal digits, saturating far above any accepted count.
    private mutating func number() -> Int? {
        var value: Int?
        while let next = peek, ("0"..."9").contains(next) {
            value = min((value ?? 0) * 10 + Int(next.value - 0x30), 1_000_000)
            index += 1
        }
        return value
    }

    // MARK: Groups

    private mutating func group() throws(RegexSyntaxError) -> RegexNode? {
        let start = index
        index += 1
        if peek == "?" {
            switch peek(1) {
            case ":":
                index += 2
            case "=", "!":
                throw RegexSyntaxError(
                    "lookahead '(?\(peek(1)!)' is not supported (no linear-time matching); match without it",
                    at: start + 1)
            case "<" where peek(2) == "=" || peek(2) == "!":
                throw RegexSyntaxError(
                    "lookbehind '(?<\(peek(2)!)' is not supported (no linear-time matching); match without it",
                    at: start + 1)
            case "<":
                index += 2
                try groupName(start: start)
            case ">":
                throw RegexSyntaxError("atomic groups '(?>' are not supported; use '(?:'", at: start + 1)
            default:
                index += 1
                let outer = (caseInsensitive, dotMatchesLineTerminators)
                guard try flags(start: start) else { return nil }
                let body = try groupBody(start: start)
                (caseInsensitive, dotMatchesLineTerminators) = outer
                return body
            }
        }
        return try groupBody(start: start)
    }

    /// The group's content up to its `)`; inline flags set inside end with it.
    private mutating func groupBody(start: Int) throws(RegexSyntaxError) -> RegexNode {
        depth += 1
        guard depth <= Self.maxNesting else {
            throw RegexSyntaxError("groups nest more than \(Self.maxNesting) deep", at: start + 1)
        }
        let saved = (caseInsensitive, dotMatchesLineTerminators)
        let inner = try alternation()
        guard peek == ")" else { throw RegexSyntaxError("the group opened here has no ')'", at: start + 1) }
        index += 1
        depth -= 1
        (caseInsensitive, dotMatchesLineTerminators) = saved
        return inner
    }

    /// `name>` of a named group (the name is not used).
    private mutating func groupName(start: Int) throws(RegexSyntaxError) {
        var length = 0
        while let next = peek,
            ("a"..."z").contains(next) || ("A"..."Z").contains(next) || (length > 0 && ("0"..."9").contains(next))
        {
            index += 1
            length += 1
        }
        guard length > 0, peek == ">" else {
            throw RegexSyntaxError(
                "a named group is written (?<name>…) with a name of ASCII letters and digits", at: start + 1)
        }
        index += 1
    }

    /// Flags after `(?`: `i`, `s`, optionally `-` and flags to turn off, then `)` (they apply to the
    /// rest of the enclosing group: returns false) or `:` (a group with those flags: returns true,
    /// and the caller parses the body and restores the flags after it).
    private mutating func flags(start: Int) throws(RegexSyntaxError) -> Bool {
        var on = true
        var newCase = caseInsensitive
        var newDot = dotMatchesLineTerminators
        while let next = peek {
            index += 1
            switch next {
            case "i": newCase = on
            case "s": newDot = on
            case "-" where on: on = false
            case ")" where scalars[index - 2] == "?":
                // ICU rejects `(?)`; taking it for an empty group would let a typo load silently.
                throw RegexSyntaxError(
                    "'(?)' is an empty group of inline flags; write (?i) or (?s), or drop it", at: start + 1)
            case ")", ":":
                (caseInsensitive, dotMatchesLineTerminators) = (newCase, newDot)
                return next == ":"
            default:
                throw RegexSyntaxError(
                    "'(?\(next)' is not supported: the inline flags are (?i) and (?s); groups are ( ), (?: ) and (?<name> )",
                    at: start + 1)
            }
        }
        throw RegexSyntaxError("the group opened here has no ')'", at: start + 1)
    }

    // MARK: Escapes and classes

    /// What follows a backslash outside a class.
    private mutating func escape() throws(RegexSyntaxError) -> RegexNode {
        let start = index
        guard let next = peek(1) else { throw RegexSyntaxError("the pattern ends with a lone '\\'", at: start + 1) }
        switch next {
        case "b":
            index += 2
            return .assertion(.wordBoundary)
        case "B":
            index += 2
            return .assertion(.notWordBoundary)
        case "A":
            index += 2
            return .assertion(.start)
        case "z":
            index += 2
            return .assertion(.end)
        case "Z":
            index += 2
            return .assertion(.endBeforeFinalLineTerminator)
        default:
            switch try escapeInClassOrNot(inClass: false) {
            case .scalar(let scalar): return .scalar(scalar, caseInsensitive: caseInsensitive)
            case .property(let property, let negated):
                return .characterClass(.property(property, negated: negated, caseInsensitive: caseInsensitive))
            }
        }
    }

    private enum Escaped {
        case scalar(Unicode.Scalar)
        case property(RegexScalarProperty, negated: Bool)
    }

    /// An escape that means the same in and out of a class: a class (`\d`, `\p{L}`), a control
    /// character, a hex escape, or an escaped punctuation character.
    private mutating func escapeInClassOrNot(inClass: Bool) throws(RegexSyntaxError) -> Escaped {
        let start = index
        guard let next = peek(1) else { throw RegexSyntaxError("the pattern ends with a lone '\\'", at: start + 1) }
        index += 2
        switch next {
        case "d", "D": return .property(.digit, negated: next == "D")
        case "w", "W": return .property(.word, negated: next == "W")
        case "s", "S": return .property(.space, negated: next == "S")
        case "p", "P": return .property(try propertyName(start: start), negated: next == "P")
        case "t": return .scalar("\t")
        case "n": return .scalar("\n")
        case "r": return .scalar("\r")
        case "f": return .scalar("\u{0C}")
        case "x": return .scalar(try hexScalar(start: start, braced: peek == "{", digits: 2))
        case "u": return .scalar(try hexScalar(start: start, braced: false, digits: 4))
        case "1"..."9":
            throw RegexSyntaxError(
                "backreference '\\\(next)' is not supported (no linear-time matching)", at: start + 1)
        case "k" where peek == "<":
            throw RegexSyntaxError("backreference '\\k<…>' is not supported (no linear-time matching)", at: start + 1)
        case "b" where inClass:
            throw RegexSyntaxError(
                "'\\b' inside a class means different things in ICU and ECMAScript; write \\x08 for a backspace",
                at: start + 1)
        case "0":
            throw RegexSyntaxError("octal escapes ('\\0…') are not supported; write \\xhh", at: start + 1)
        default:
            if ("a"..."z").contains(next) || ("A"..."Z").contains(next) || ("0"..."9").contains(next) {
                throw RegexSyntaxError("unknown escape '\\\(next)'", at: start + 1)
            }
            return .scalar(next)
        }
    }

    /// `{Name}` after `\p` or `\P`: a general category such as `L` or `Lu`.
    private mutating func propertyName(start: Int) throws(RegexSyntaxError) -> RegexScalarProperty {
        guard peek == "{" else {
            throw RegexSyntaxError("'\\p' needs a general category in braces, e.g. \\p{L} or \\p{Lu}", at: start + 1)
        }
        var name = ""
        index += 1
        while let next = peek, next != "}" {
            name.unicodeScalars.append(next)
            index += 1
        }
        guard peek == "}", let categories = RegexScalarProperty.generalCategories(named: name) else {
            throw RegexSyntaxError(
                "'\\p{\(name.prefix(20))}' is not supported; use a general category such as L, Lu, Ll, N, Nd, P, S, Z",
                at: start + 1)
        }
        index += 1
        return .generalCategories(categories)
    }

    /// `hh` (exactly `digits` hex digits) or `{h…}` after `\x` or `\u`.
    private mutating func hexScalar(start: Int, braced: Bool, digits: Int) throws(RegexSyntaxError) -> Unicode.Scalar {
        let malformed = RegexSyntaxError("a hex escape is \\xhh, \\x{h…} or \\uhhhh", at: start + 1)
        var value: UInt32 = 0
        var count = 0
        if braced { index += 1 }
        while let next = peek, let digit = Self.hexDigit(next), braced || count < digits {
            value = value * 16 + digit
            count += 1
            index += 1
            guard value <= 0x10FFFF else { throw malformed }
        }
        if braced {
            guard count > 0, peek == "}" else { throw malformed }
            index += 1
        } else if count != digits {
            throw malformed
        }
        guard let scalar = Unicode.Scalar(value) else { throw malformed }
        return scalar
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 0x30
        case "a"..."f": return scalar.value - 0x61 + 10
        case "A"..."F": return scalar.value - 0x41 + 10
        default: return nil
        }
    }

    /// `[…]` or `[^…]`: scalars, ranges `a-z` and class escapes; a `-` that cannot form a range is literal.
    private mutating func bracketClass() throws(RegexSyntaxError) -> RegexCharacterClass {
        let start = index
        index += 1
        var result = RegexCharacterClass(items: [], negated: false, caseInsensitive: caseInsensitive)
        if peek == "^" {
            result.negated = true
            index += 1
        }
        if peek == "]" {
            throw RegexSyntaxError(
                "a class cannot start with ']' (ICU reads it as a literal, ECMAScript as an empty class); write \\]",
                at: index + 1)
        }
        while true {
            guard let next = peek else { throw RegexSyntaxError("the class opened here has no ']'", at: start + 1) }
            if next == "]" { break }
            if next == "-" && peek(1) == "-" {
                throw RegexSyntaxError(
                    "class difference '--' is not supported; write \\- for a literal '-'", at: index + 1)
            }
            if next == "&" && peek(1) == "-", let afterDash = peek(2), afterDash != "]" {
                // ICU reads an unescaped `&-` as a set operator, so `[d&-z]` leaves out `)`.
                throw RegexSyntaxError(
                    "a class range cannot start at an unescaped '&'; write \\& for a literal '&'", at: index + 1)
            }
            let element = try classElement()
            guard case .scalar(let low) = element, peek == "-", let afterDash = peek(1), afterDash != "]" else {
                result.items.append(Self.item(element))
                continue
            }
            if afterDash == "-" {
                // ICU reads `[\x01--s]` as a set difference, ECMAScript as the range \x01..'-' and 's'.
                throw RegexSyntaxError(
                    "class difference '--' is not supported; write \\- for a literal '-'", at: index + 1)
            }
            index += 1
            let upperStart = index
            guard case .scalar(let high) = try classElement() else {
                // ECMAScript reads `a-\d` as three items, ICU rejects it or reads a set operation.
                throw RegexSyntaxError(
                    "a class range cannot end in a class escape ('\(low)-' before it); write \\- for a literal '-'",
                    at: upperStart + 1)
            }
            guard low.value <= high.value else {
                throw RegexSyntaxError("the class range '\(low)-\(high)' is out of order", at: index)
            }
            result.items.append(.range(low.value, high.value))
        }
        index += 1
        return result
    }

    private mutating func classElement() throws(RegexSyntaxError) -> Escaped {
        let scalar = scalars[index]
        switch scalar {
        case "\\": return try escapeInClassOrNot(inClass: true)
        case "[":
            throw RegexSyntaxError(
                "nested classes and POSIX classes ('[[', '[:alpha:]') are not supported; write \\[ for a literal '['",
                at: index + 1)
        case "&" where peek(1) == "&":
            throw RegexSyntaxError(
                "class intersection '&&' is not supported; write \\& for a literal '&'", at: index + 1)
        default:
            index += 1
            return .scalar(scalar)
        }
    }

    private static func item(_ element: Escaped) -> RegexCharacterClass.Item {
        switch element {
        case .scalar(let scalar): return .range(scalar.value, scalar.value)
        case .property(let property, let negated): return .property(property, negated: negated)
        }
    }
}
