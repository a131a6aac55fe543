import CMPLintRegex
import Foundation
import FuzzSupport

/// libFuzzer harness for `LinearRegex`, the linear-time matcher behind `pattern`: on every pattern
/// it accepts, it must agree with NSRegularExpression (ICU, the engine rules ran on before) about
/// whether the pattern matches somewhere in a text. The input is the pattern, a NUL byte, then the
/// text (without a NUL, the text is empty); invalid UTF-8 reads as U+FFFD in both engines.
///
/// Skipped, by design:
/// - patterns LinearRegex rejects (backreferences, lookaround, ICU-only syntax; `RegexParser`), and
///   patterns ICU rejects: its bracket classes have set operators (`[\d&-z]`, `[&-z]` and `[--z]`
///   are errors there; `[a&-z]` is not, and LinearRegex rejects it) that LinearRegex reads as
///   ECMAScript's literals, and the empty pattern, which Foundation refuses to compile;
/// - case-insensitive patterns where the pattern or the text holds a scalar whose case mapping is
///   several scalars (`ß`, `ŉ`, `ﬁ`): ICU folds fully there (`(?i)ss` matches `ß`), LinearRegex
///   compares one scalar with one (simple folding, `RegexCaseFolding`);
/// - patterns over 48 and texts over 24 scalars, and inputs ICU does not finish within its own time
///   limit (`ICUBudget`): ICU backtracks, and `(a*){23}.` on twenty characters runs for minutes,
///   which says nothing about LinearRegex.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinearRegex(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    let pattern = String(decoding: bytes[..<split], as: UTF8.self)
    let text = split < bytes.count ? String(decoding: bytes[(split + 1)...], as: UTF8.self) : ""
    guard pattern.unicodeScalars.count <= 48, text.unicodeScalars.count <= 24,
        let regex = try? LinearRegex(pattern)
    else { return 0 }
    if pattern.contains("(?i") && (hasMultiScalarCaseMapping(pattern) || hasMultiScalarCaseMapping(text)) { return 0 }
    guard ICUBudget.finishes(pattern, on: text), let icu = try? NSRegularExpression(pattern: pattern) else { return 0 }
    let expected = icu.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    FuzzCheck.require(
        regex.matches(text) == expected,
        "/\(pattern)/ on \(text.debugDescription): ICU says \(expected), LinearRegex \(!expected)")
    return 0
}

/// Whether a scalar of `text` lowercases, uppercases or titlecases to more than one scalar.
private func hasMultiScalarCaseMapping(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        let properties = scalar.properties
        return [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping]
            .contains { $0.unicodeScalars.count > 1 }
    }
}

/// Patterns for the constructs the parser accepts and the rule files' single-quoted `match:` and
/// `notMatch:` patterns, each followed by texts made of letters the patterns name.
private func seeds() -> [[UInt8]] {
    let constructs = [
        "a|b|", "(a|ab)(c|bcd)(d*)", "a{1,3}b", "a*?b", "(?<word>ab)c", "^$", "\\Ax", "x\\z", "x\\Z", "^.*$", "[^abc]",
        "[a-c-e]", "[\\d-z]", "[\\w.]+", "\\bab\\b", "\\Bb", "\\x{e9}", "\\u00e9", "\\r\\n$", "\\p{Lu}", "[\\p{N}_]",
        "(?i)[k-s]", "(?i)σ", "(?i:a)b", "(?i)a(?-i)b", "(?s)a.b", "(?i)\\p{Lt}", "(?i)[^\\p{Lu}]", "^(\\w+\\s?)*$",
    ]
    let ruleFiles = (try? FileManager.default.contentsOfDirectory(atPath: "rules")) ?? []
    let fromRules = ruleFiles.filter { $0.hasSuffix(".yml") }.sorted().flatMap { name in
        let text = (try? String(contentsOfFile: "rules/" + name, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard
                let rest = ["match: '", "notMatch: '"].lazy.compactMap({
                    trimmed.hasPrefix($0) ? trimmed.dropFirst($0.count) : nil
                }).first,
                rest.hasSuffix("'")
            else { return nil }
            return String(rest.dropLast()).replacingOccurrences(of: "''", with: "'")
        }
    }
    let texts = [
        "", "abc", "AbC", "ab cd", "a\r\n", "x\u{0B}", "Kelvin \u{212A}", "ǅ", "é", "#a0B1c2", "de-DE", "C0004",
    ]
    return (constructs + fromRules).flatMap { pattern in
        texts.map { Array(pattern.utf8) + [0] + Array($0.utf8) }
    }
}

FuzzDriver.run(seeds: seeds)
