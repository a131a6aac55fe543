import Foundation
import Testing
@testable import CMPLint

/// A run that only lints reads the default rule files with their examples blanked
/// (`RuleFileText.withoutExamples`). That is safe only while the files keep the layout the blanking
/// relies on: the rules read from the blanked text must be those read from the whole text, field
/// by field, at the same lines and columns, without their examples.
struct RuleFileTextTests {
    /// Every stored field of a rule but its examples, as text: the sorted pieces of its description
    /// between separators, because sets and dictionaries print their elements in an order that
    /// differs between two equal instances (Swift seeds each one's hashing by its storage).
    static func fields(_ rule: Rule) -> [[Substring]] {
        Mirror(reflecting: rule).children.filter { $0.label != "examples" }.map { child in
            "\(child.label ?? ""): \(String(reflecting: child.value))"
                .split(whereSeparator: { "[](),".contains($0) }).map { $0.drop { $0 == " " } }.sorted()
        }
    }

    @Test func theDefaultRulesReadTheSameWithoutTheirExamples() throws {
        let whole = try DefaultRuleset.load()
        let lintOnly = try DefaultRuleset.load(examples: false)
        #expect(lintOnly.ids == whole.ids)
        for (rule, lint) in zip(whole.rules, lintOnly.rules) {
            #expect(!rule.examples.isEmpty && lint.examples.isEmpty, "\(rule.id)")
            #expect(Self.fields(lint) == Self.fields(rule), "\(rule.id)")
        }
    }

    @Test func onlyExampleBlocksAreBlankedAndLinesStay() {
        let text = """
            rules:
              a-rule:
                summary: s
                examples:
                  pass:
                    - name: x
                      banner: |
                        {"a": 1}

                  fail: []
                message: m
              other:
                summary: t
                examples:
                  pass: []
            """
        let blanked = RuleFileText.withoutExamples(text)
        #expect(blanked.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(blanked == "rules:\n  a-rule:\n    summary: s\n\n\n\n\n\n\n\n    message: m\n  other:\n    summary: t\n\n")
    }
}
