import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// A run that only lints parses the default rule files with each rule's `examples:` read past at
/// the event level (`RuleLoader.examplesKey`): the rules read so must be those read from the whole
/// text, field by field, at the same lines and columns, without their examples.
struct RulesWithoutExamplesTests {
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

    /// Every node with its mark, one per line, keys before their values.
    static func outline(_ node: YAMLNode?, indent: String = "") -> String {
        guard let node else { return "nil" }
        switch node.content {
        case .scalar(let text, _):
            return "\(indent)\(node.mark) \(text)\n"
        case .sequence(let items):
            return "\(indent)\(node.mark) [\n" + items.map { outline($0, indent: indent + "  ") }.joined()
        case .mapping(let pairs):
            return "\(indent)\(node.mark) {\n"
                + pairs.map { outline($0.key, indent: indent + "  ") + outline($0.value, indent: indent + "    ") }
                .joined()
        }
    }

    static let ruleFile = """
        rules:
          a-rule:
            summary: s
            examples:
              pass:
                - name: x
                  banner: |
                    {"a": 1}
              fail: [{name: &y y}, *y]
            message: m
          other:
            summary: t
            examples: none
            then: {examples: kept}
        examples: kept too
        """

    @Test func onlyTheRulesExamplesAreLeftOutAndMarksStay() throws {
        let skipped = try YAMLParser.parse(Self.ruleFile, file: "r.yml", skipping: RuleLoader.examplesKey)
        let expected = """
            rules:
              a-rule:
                summary: s






                message: m
              other:
                summary: t

                then: {examples: kept}
            examples: kept too
            """
        #expect(Self.outline(skipped) == Self.outline(try YAMLParser.parse(expected, file: "r.yml")))
        #expect(Self.outline(skipped).components(separatedBy: " examples\n").count == 3)
    }

    @Test func errorsInsideSkippedExamplesKeepTheirPosition() {
        let broken = Self.ruleFile.replacingOccurrences(of: "fail: [{name: &y y}, *y]", with: "fail: [{name: y}, y")
        #expect(throws: YAMLError.self) {
            try YAMLParser.parse(broken, file: "r.yml", skipping: RuleLoader.examplesKey)
        }
        let whole = Result { () throws(YAMLError) in try YAMLParser.parse(broken, file: "r.yml") }
        let skipped = Result { () throws(YAMLError) in
            try YAMLParser.parse(broken, file: "r.yml", skipping: RuleLoader.examplesKey)
        }
        #expect("\(whole)" == "\(skipped)")
        #expect("\(skipped)".contains("r.yml:"))
    }

    @Test func aDuplicateExamplesKeyIsStillAnError() {
        let twice = "rules:\n  a:\n    examples: 1\n    examples: 2\n"
        #expect(throws: YAMLError.self) { try YAMLParser.parse(twice, file: "r.yml", skipping: RuleLoader.examplesKey) }
    }
}
