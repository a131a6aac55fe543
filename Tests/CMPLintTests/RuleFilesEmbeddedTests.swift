import Foundation
import Testing

@testable import CMPLint

/// rules/ is the single source of truth; the binary carries a copy. This fails when a rule file is
/// added, removed or renamed in rules/ without being listed in Package.swift's `defaultRuleFiles`
/// and in EmbeddedRuleFiles.swift, or when the embedded text differs from the file.
struct RuleFilesEmbeddedTests {
    @Test func everyRuleFileIsEmbeddedAsItIs() throws {
        let directory = repositoryRoot.appendingPathComponent("rules")
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
        let embedded = DefaultRuleset.files.map(\.name).sorted()
        #expect(
            embedded == onDisk,
            "list the rule files of rules/ in Package.swift (defaultRuleFiles) and EmbeddedRuleFiles.swift")
        for file in DefaultRuleset.files {
            let text = try? String(contentsOf: directory.appendingPathComponent(file.name), encoding: .utf8)
            #expect(text == file.text, "rules/\(file.name) differs from its embedded copy")
        }
    }
}
