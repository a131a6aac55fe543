import Foundation

@testable import CMPLint
@testable import CMPLintDocuments

/// Builds a one-rule ruleset from YAML text written as in a rule file, for function tests.
func loadRules(_ yaml: String, file: String = "test.yml") throws -> Ruleset {
    try Ruleset(RuleLoader.loadFile(text: yaml, file: file, requireExamples: false))
}

/// The error a rule file gives when it loads on its own (named `r.yml`), or "loaded".
func ruleFileError(_ yaml: String) -> String {
    do {
        _ = try RuleLoader.loadFile(text: yaml, file: "r.yml", requireExamples: false)
        return "loaded"
    } catch {
        return error.description
    }
}

/// The text of a documentation page (`README.md`, `docs/…`).
func docPage(_ page: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8)
}

/// The first YAML block after the line `heading` of a documentation page.
func docYAML(_ page: String, after heading: String) throws -> String {
    let text = try docPage(page)
    guard
        let section = text.range(of: "\n" + heading + "\n")
            ?? (text.hasPrefix(heading + "\n") ? text.range(of: heading) : nil),
        let open = text.range(of: "```yaml\n", range: section.upperBound..<text.endIndex),
        let close = text.range(of: "```", range: open.upperBound..<text.endIndex)
    else {
        throw LintError("\(page): no YAML block after '\(heading)'")
    }
    return String(text[open.upperBound..<close.lowerBound])
}

/// A set from JSON texts per component.
func snapshotSet(
    _ components: [ComponentKind: String], expectations: SetExpectations = SetExpectations(), isPartial: Bool = false
) -> SnapshotSet {
    var files: [ComponentKind: SnapshotFile] = [:]
    for (kind, text) in components {
        files[kind] = SnapshotFile(kind: kind, path: "set/\(kind.acceptedFileNames[0])", bytes: Array(text.utf8))
    }
    return SnapshotSet(path: "set", files: files, expectations: expectations, isPartial: isPartial)
}

/// Findings of a single rule given as YAML `then:`/`given:` lines over one banner document.
/// `message`, YAML text, words the rule (its `summary`, "test", otherwise).
func check(
    given: String = "$", then: String, message: String? = nil, banner: String,
    expectations: SetExpectations = SetExpectations()
) throws -> [Finding] {
    let yaml = """
        rules:
          test-rule:
            summary: test
            severity: error
            scope: [banner]
            given: "\(given)"
            then: \(then)
        """ + (message.map { "\n    message: \($0)" } ?? "")
    return Linter(ruleset: try loadRules(yaml)).lint(snapshotSet([.banner: banner], expectations: expectations))
}

/// The repository root, for tests that read `samples/` or `rules/`.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
