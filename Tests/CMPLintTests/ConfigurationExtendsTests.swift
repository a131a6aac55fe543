import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// `extends:` with a list: default, none, config and ruleset files merged in order (later over
/// earlier, the file's own keys last), and located errors for a missing file or a cycle.
struct ConfigurationExtendsTests {
    /// A custom rule in the rule-file vocabulary, as a shared ruleset ships it.
    static func customRule(_ id: String, severity: String) -> String {
        """
          \(id):
            summary: The banner reason code is documented.
            severity: \(severity)
            scope: [banner]
            given: $.appConfig.bannerReasonCode
            then: { function: enumeration, functionOptions: { values: [101, 102] } }

        """
    }

    /// Writes `files` (relative path → text) into a new folder and returns it.
    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-extends-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func entriesMergeInOrderWithTheFilesOwnKeysLast() throws {
        let root = try folder([
            "house/ruleset.yml": "rules:\n" + Self.customRule("reason-code-known", severity: "warning"),
            "house/cmplint.yml": """
            extends: ruleset.yml
            failSeverity: warning
            maxFindingsPerRule: 5
            rules:
              geo-mismatch: warning
              logo-not-bundled: off
            ignore:
              - { rule: geo-mismatch, path: 'snapshots/**', reason: Captured from a VPN. }
            sets:
              - { path: snapshots/de, country: AT }
            exclude: [fixtures/]

            """,
            "app/.cmplint.yml": """
            extends: [default, ../house/cmplint.yml]
            maxFindingsPerRule: 9
            rules:
              geo-mismatch: info
            sets:
              - { path: snapshots/de, country: DE }

            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let config = try Configuration.load(file: "app/.cmplint.yml", at: root.path + "/app/.cmplint.yml")
        let ruleset = try config.ruleset()
        #expect(config.extendsDefault)
        #expect(ruleset.rule("reason-code-known")?.severity == .warning)
        #expect(ruleset.rule("reason-code-known")?.file == "house/ruleset.yml")
        #expect(ruleset.rule("geo-mismatch")?.severity == .info)  // the config's own rules: last
        #expect(ruleset.rule("logo-not-bundled") == nil)  // turned off in the house config
        #expect(config.failSeverity == .warning)
        #expect(config.maxFindingsPerRule == 9)
        #expect(config.expectations(forDirectory: root.path + "/app/snapshots/de")?.country == "DE")
        #expect(config.ignore.entries.map(\.file) == ["house/cmplint.yml"])
        #expect(config.exclude.excludes(root.path + "/house/x/fixtures", isFolder: true))
        #expect(config.extendsText == .array([.string("default"), .string("../house/cmplint.yml")]))
        #expect(config.overridePlaces["logo-not-bundled"] == "house/cmplint.yml:6:3")
    }

    @Test func noneAndAFileBringOnlyWhatTheFileSays() throws {
        let root = try folder([
            "shared.yml": "rules:\n" + Self.customRule("reason-code-known", severity: "error"),
            "withDefault.yml": "extends: default\n",
            "a.yml": "extends: [none, shared.yml]\n",
            "b.yml": "extends: [none, withDefault.yml]\n",
            "c.yml": "extends: [shared.yml]\nrules:\n" + Self.customRule("reason-code-known", severity: "hint"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let a = try Configuration.load(file: "a.yml", at: root.path + "/a.yml").ruleset()
        #expect(a.ids == ["reason-code-known"])
        let b = try Configuration.load(file: "b.yml", at: root.path + "/b.yml")
        #expect(b.extendsDefault)  // the extended file asks for the default ruleset
        // A later definition of a custom rule replaces an earlier one with the same id.
        let c = try Configuration.load(file: "c.yml", at: root.path + "/c.yml").ruleset()
        #expect(c.rule("reason-code-known")?.severity == .hint)
        #expect(c.rule("reason-code-known")?.file == "c.yml")
    }

    @Test func aMissingFileOrACycleIsALocatedError() throws {
        let root = try folder([
            ".cmplint.yml": "extends:\n  - default\n  - rules/house.yml\n",
            "rules/house.yml": "extends: ../.cmplint.yml\n",
            "missing.yml": "extends: [default, house.yml]\n",
            "typo.yml": "extends: defualt\n",
            "map.yml": "extends: {file: x}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: LintError("rules/house.yml:1:10: extends cycle: .cmplint.yml → rules/house.yml → .cmplint.yml"))
        {
            try Configuration.load(file: ".cmplint.yml", at: root.path + "/.cmplint.yml")
        }
        #expect(throws: LintError("missing.yml:1:20: extends 'house.yml': no such file or directory")) {
            try Configuration.load(file: "missing.yml", at: root.path + "/missing.yml")
        }
        #expect(
            throws: LintError("typo.yml:1:10: extends 'defualt': no such file or directory; did you mean 'default'?")
        ) {
            try Configuration.load(file: "typo.yml", at: root.path + "/typo.yml")
        }
        #expect(throws: LintError.self) { try Configuration.load(file: "map.yml", at: root.path + "/map.yml") }
    }
}
