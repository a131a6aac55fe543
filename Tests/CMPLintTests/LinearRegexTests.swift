import Foundation
import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintRegex

/// The linear-time matcher behind `pattern`: it agrees with NSRegularExpression (ICU, the engine
/// rules ran on before) on the syntax it accepts, its work is bounded by program size × text
/// length, and constructs without a linear-time algorithm are rejected by name.
struct LinearRegexTests {
    /// Patterns exercising every accepted construct, with the default ruleset's own patterns added
    /// by `allPatterns()`.
    static let patterns = [
        "abc", "^abc$", "a|b|", "(a|ab)(c|bcd)(d*)", "a*", "a+b?", "a{2}", "a{2,}", "a{1,3}b", "a{0}", "(?:ab)+$",
        "a*?b", "a+?", "a??b", "(?<word>ab)c", "^$", "$", "^", "x$", "\\Ax", "x\\z", "x\\Z", ".", "a.c", "^.*$",
        "[abc]", "[^abc]", "[a-c]+", "[-a]", "[a-]", "[a-c-e]", "[\\d-z]", "[\\w.]+", "[^\\s]", "[$]", "[ a]", "]",
        "\\d+", "\\D", "\\w+", "\\W", "\\s", "\\S", "\\bab\\b", "\\Bb", "a\\b", "\\b", "\\B",
        "\\.", "\\-", "\\/", "\\x41", "\\x{e9}", "\\u00e9", "\\t", "\\n", "\\r\\n$", "\\p{L}+", "\\p{Lu}", "\\P{L}",
        "[\\p{N}_]",
        "(?i)abc", "(?i)[a-c]+", "(?i)K", "(?i)[k-s]", "(?i)σ", "(?i)[^a-z]", "(?i:a)b", "(?i)a(?-i)b", "(?s)a.b", "é",
        "(?i)é",
        "(?i)\\p{Lu}", "(?i)\\P{Lu}", "(?i)[\\P{Lu}]", "(?i)\\p{Ll}+", "(?i)\\p{Lt}", "(?i)\\W", "(?i)[^\\p{Lu}]",
        "((a*)*)*b", "(a|aa)*$", "^(a+)+$", "(x+x+)+y", "^(\\w+\\s?)*$", "(a*)*b",
        "^#[0-9A-Fa-f]{6}$", "^[A-Z]{2}(-[A-Z]{2})?$", "^https://", "^C0\\d{3}$", "^[a-z]{2}(-[A-Z]{2})?$",
    ]

    /// Scalars the generated texts are made of: letters the patterns name, digits, separators,
    /// line terminators (including ICU's \u{0B}, \u{85}, \u{2028}), a combining mark and non-ASCII
    /// letters with case variants that are easy to miss (ẞ, the Kelvin sign, the digraph ǅ).
    static let alphabet: [String] = [
        "a", "b", "c", "A", "B", "K", "k", "x", "y", "d", "e", "1", "0", "٣", "_", "-", ".", "/",
        " ", "\t", "\n", "\r", "\u{0B}", "\u{85}", "\u{2028}", "é", "É", "\u{301}", "#", "$", "]", "ı", "\u{212A}", "ſ",
        "ß", "ẞ", "Σ", "ς", "Ǆ", "ǅ", "ǆ",
    ]

    static func allPatterns() throws -> [String] {
        let ruleset = try Configuration().ruleset()
        let fromRules = ruleset.rules.compactMap { $0.function as? Pattern }.flatMap {
            [$0.match?.source, $0.notMatch?.source]
        }.compactMap { $0 }
        #expect(!fromRules.isEmpty, "the default ruleset has pattern rules")
        return fromRules + patterns
    }

    static func icuMatches(_ pattern: String, _ text: String) throws -> Bool {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    @Test func agreesWithNSRegularExpressionOnGeneratedTexts() throws {
        var random = SplitMix64(seed: 13)
        var compared = 0
        for pattern in try Self.allPatterns() {
            let regex = try LinearRegex(pattern)
            // Texts built from the pattern's own scalars hit its branches far more often than random ones.
            let own = pattern.unicodeScalars.filter { !"\\^$()[]{}|*+?".unicodeScalars.contains($0) }.map(String.init)
            let letters = Self.alphabet + own
            var texts = [
                "", "abc", "AbC", "ab cd", "a\n", "a\r\n", "x\u{0B}", "aaaaaaaaaaaaaaaaaaaab",
                "WARNING_CODE_PUBLISHED_VERSION_MISMATCH",
            ]
            for _ in 0..<150 {
                texts.append((0..<random.below(12)).map { _ in letters[random.below(letters.count)] }.joined())
            }
            for text in texts {
                let expected = try Self.icuMatches(pattern, text)
                #expect(
                    regex.matches(text) == expected, "/\(pattern)/ on \(text.debugDescription): ICU says \(expected)")
                compared += 1
            }
        }
        #expect(compared > 10_000)
    }

    @Test func catastrophicPatternsFinishInLinearSteps() throws {
        let cases: [(pattern: String, text: String, matches: Bool)] = [
            ("(a*)*b", String(repeating: "a", count: 10_000), false),
            ("(a*)*b", String(repeating: "a", count: 10_000) + "b", true),
            ("^(a+)+$", String(repeating: "a", count: 20_000) + "!", false),
            ("(x+x+)+y", String(repeating: "x", count: 20_000), false),
            ("^(\\w+\\s?)*$", String(repeating: "word ", count: 4_000) + "!", false),
            ("(a|aa)*c", String(repeating: "a", count: 30_000), false),
            ("(?i)(a|A)*B", String(repeating: "a", count: 10_000), false),
        ]
        for (pattern, text, expected) in cases {
            let regex = try LinearRegex(pattern)
            let (matched, steps) = regex.matchesCountingSteps(text)
            #expect(matched == expected, "/\(pattern)/")
            let bound = 2 * regex.programSize * (text.unicodeScalars.count + 1)
            #expect(steps <= bound, "/\(pattern)/ took \(steps) steps, more than 2 × \(regex.programSize) × (n + 1)")
        }
    }

    @Test func stepsGrowLinearlyWithTheText() throws {
        let regex = try LinearRegex("(a*)*b")
        #expect(
            regex.programSize == 7,
            "split a jump, inside split … jump, then b and match (docs/writing-rules.md, Patterns, quotes this)")
        let short = regex.matchesCountingSteps(String(repeating: "a", count: 1_000)).steps
        let long = regex.matchesCountingSteps(String(repeating: "a", count: 10_000)).steps
        #expect(
            long <= 11 * short,
            "ten times the text may cost about ten times the steps, not a hundred (\(short) → \(long))")
    }

    @Test func anchoredPatternsStopWhenNoThreadIsLeft() throws {
        let regex = try LinearRegex("^WARNING_CODE_PUBLISHED_VERSION_MISMATCH$")
        let (matched, steps) = regex.matchesCountingSteps("X" + String(repeating: "a", count: 100_000))
        #expect(!matched)
        #expect(steps < 10 * regex.programSize)
    }

    @Test func rejectsConstructsWithoutLinearTimeMatchingByName() {
        let cases: [(String, String, Int)] = [
            ("(a)\\1", "backreference '\\1'", 4),
            ("(?<n>a)\\k<n>", "backreference '\\k<…>'", 8),
            ("a(?=b)", "lookahead '(?='", 2),
            ("a(?!b)", "lookahead '(?!'", 2),
            ("(?<=a)b", "lookbehind '(?<='", 1),
            ("(?<!a)b", "lookbehind '(?<!'", 1),
            ("(?>a)", "atomic groups", 1),
            ("a*+", "possessive", 3),
            ("a**", "follows another quantifier", 3),
            ("[[:alpha:]]", "nested classes", 2),
            ("[a&&b]", "'&&'", 3),
            ("[a-\\d]", "cannot end in a class escape", 4),
            ("[x-\\p{L}-e]", "cannot end in a class escape", 4),
            ("[--z]", "class difference '--'", 2),
            ("[k\u{01}--s]", "class difference '--'", 4),
            ("[\nd&-z]", "unescaped '&'", 4),
            ("[]a]", "cannot start with ']'", 2),
            ("\\v", "unknown escape '\\v'", 1),
            ("[\\b]", "'\\b' inside a class", 2),
            ("\\012", "octal", 1),
            ("(?m)^a", "'(?m'", 1),
            ("a(?)b", "'(?)' is an empty group", 2),
            ("a{1001}", "above 1000", 2),
            ("(a{1000}){1000}", "more than 10000", 1),
            ("a{", "repetition count", 2),
            ("*a", "nothing to repeat", 1),
            ("^*", "repeats nothing", 2),
            ("(ab", "no ')'", 1),
            ("ab)", "unmatched ')'", 3),
            ("[ab", "no ']'", 1),
            ("[z-a]", "out of order", 4),
            ("\\p{Greek}", "\\p{Greek}", 1),
            (String(repeating: "(", count: 101) + String(repeating: ")", count: 101), "nest more than 100", 101),
        ]
        for (pattern, construct, position) in cases {
            do {
                _ = try LinearRegex(pattern)
                Issue.record("/\(pattern)/ loaded")
            } catch {
                #expect(error.message.contains(construct), "/\(pattern)/: \(error.message)")
                #expect(error.position == position, "/\(pattern)/: \(error)")
            }
        }
    }

    @Test func ruleLoadErrorsNameTheFilePositionAndConstruct() {
        let yaml =
            "rules:\n  r:\n    summary: s\n    given: $.title\n    then: {function: pattern, functionOptions: {match: 'a(?=b)'}}\n"
        do {
            _ = try loadRules(yaml, file: "custom.yml")
            Issue.record("a lookahead loaded")
        } catch {
            let text = String(describing: error)
            #expect(text.hasPrefix("custom.yml:5:"), "\(text)")
            #expect(
                text.contains("lookahead '(?=' is not supported") && text.contains("at character 2 of 'a(?=b)'"),
                "\(text)")
        }
    }

    @Test func patternFunctionReportsValuesOverTheInputLimitAsNotChecked() throws {
        let limit = CompiledPattern.maxInputLength
        let long = String(repeating: "a", count: limit + 1)
        let message =
            #"{tooLong: "'{{property}}' was not checked against /{{pattern}}/: it is {{length}} characters long, more than the {{limit}} patterns are matched against"}"#
        let findings = try check(
            given: "$.title", then: "{function: pattern, functionOptions: {match: '(a*)*b'}}", message: message,
            banner: "{\"title\": \"\(long)\"}")
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .info)
        #expect(
            findings.first?.message
                == "'title' was not checked against /(a*)*b/: it is \(limit + 1) characters long, more than the \(limit) patterns are matched against"
        )
        let atLimit = String(repeating: "a", count: limit)
        let matched = try check(
            given: "$.title", then: "{function: pattern, functionOptions: {match: '^a+$'}}",
            banner: "{\"title\": \"\(atLimit)\"}")
        #expect(matched.isEmpty, "a value of exactly the limit is matched")
    }
}
