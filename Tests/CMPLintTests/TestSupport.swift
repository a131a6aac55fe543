import Foundation
@testable import CMPLint

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

/// The first YAML block after `heading` in the README.
func readmeYAML(after heading: String) throws -> String {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    guard let section = readme.range(of: heading),
          let open = readme.range(of: "```yaml\n", range: section.upperBound..<readme.endIndex),
          let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex) else {
        throw LintError("README.md: no YAML block after '\(heading)'")
    }
    return String(readme[open.upperBound..<close.lowerBound])
}

/// A set from JSON texts per component.
func snapshotSet(_ components: [ComponentKind: String], expectations: SetExpectations = SetExpectations(), isPartial: Bool = false) -> SnapshotSet {
    var files: [ComponentKind: SnapshotFile] = [:]
    for (kind, text) in components {
        files[kind] = SnapshotFile(kind: kind, path: "set/\(kind.acceptedFileNames[0])", bytes: Array(text.utf8))
    }
    return SnapshotSet(path: "set", files: files, expectations: expectations, isPartial: isPartial)
}

/// Findings of a single rule given as YAML `then:`/`given:` lines over one banner document.
/// `message`, YAML text, words the rule (its `summary`, "test", otherwise).
func check(given: String = "$", then: String, message: String? = nil, banner: String,
           expectations: SetExpectations = SetExpectations()) throws -> [Finding] {
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
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// SplitMix64: a deterministic generator, so fuzz failures are reproducible from their seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in 0..<n (0 when n <= 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
}
