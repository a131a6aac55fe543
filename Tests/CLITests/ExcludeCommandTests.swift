import Foundation
import Testing

/// `exclude:` and `--exclude` end to end: a project's fixtures and build output are never linted,
/// `--print-config` names the patterns, a bad pattern is a located usage error (exit 2), and
/// `init --exclude` leaves them out of `sets:` and writes them into the starter file.
@Suite(.serialized)
struct ExcludeCommandTests {
    /// A clean set at app/DE_de, a broken one among the tests' fixtures, and a copy in build output.
    func project(config: String?) throws -> URL {
        let dir = try temporaryFolder("exclude")
        try copySample("clean/DE_de", into: dir.appendingPathComponent("app"))
        try copySample("broken/reject-all-missing", into: dir.appendingPathComponent("app/Tests/fixtures"))
        try copySample("broken/reject-all-missing", into: dir.appendingPathComponent("build"))
        if let config {
            try config.write(to: dir.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        }
        return dir
    }

    /// The sets a lint with `arguments` reads, from `--print-config`; the lint itself must pass.
    func lintedSets(_ arguments: [String] = [], in dir: URL) throws -> [String] {
        let lint = try CLIRunner.run(["lint", ".", "--fail-severity", "warning"] + arguments, in: dir)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        let result = try CLIRunner.run(["lint", "--print-config", ".", "--format", "json"] + arguments, in: dir)
        let sets = try #require(try result.json()["sets"] as? [[String: Any]])
        return sets.compactMap { $0["path"] as? String }
    }

    @Test func configAndCommandLinePatternsSkipFixturesAndBuildOutput() throws {
        let dir = try project(config: "exclude:\n  - fixtures/\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        // Without --exclude, build/ is still searched (the broken set's finding is a warning).
        #expect(try CLIRunner.run(["lint", "."], in: dir).stdout.contains("build/broken/reject-all-missing/FR_fr/"))
        #expect(try lintedSets(["--exclude", "/build"], in: dir) == ["app/clean/DE_de"])
        // The config's patterns are relative to its folder, whatever the working directory.
        let app = dir.appendingPathComponent("app")
        let fromApp = try CLIRunner.run(["lint", "--fail-severity", "warning", "."], in: app)
        #expect(fromApp.status == 0, "\(fromApp.stderr)")
        let printed = try CLIRunner.run(["lint", "--print-config", ".", "--exclude", "/build"], in: dir)
        #expect(printed.stdout.contains("exclude:\n- pattern: fixtures/\n  from: \".cmplint.yml:2:5\"\n"))
        #expect(printed.stdout.contains("- pattern: /build\n  from: \"--exclude\"\n"))
        // inspect and fix walk trees the same way.
        let inspect = try CLIRunner.run(["inspect", ".", "--exclude", "/build", "--format", "json"], in: dir)
        #expect(inspect.status == 0)
        #expect(!inspect.stdout.contains("reject-all-missing"))
        #expect(try CLIRunner.run(["fix", ".", "--exclude", "/build", "--dry-run"], in: dir).status == 0)
    }

    @Test func aBadPatternIsALocatedUsageError() throws {
        let dir = try project(config: "extends: default\nexclude:\n  - '!fixtures'\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIRunner.run(["lint", "."], in: dir)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(".cmplint.yml:3:5: exclude pattern '!fixtures': negation ('!') is not supported"))
        try "".write(to: dir.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        let flag = try CLIRunner.run(["lint", ".", "--exclude", "a**"], in: dir)
        #expect(flag.status == 2)
        #expect(flag.stderr.contains("--exclude 'a**': '**' must be a whole path segment"))
    }

    @Test func initLeavesExcludedSetsOutAndWritesThePatterns() throws {
        let dir = try project(config: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIRunner.run(["init", "--exclude", "fixtures/", "--exclude", "/build"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: dir.appendingPathComponent(".cmplint.yml"), encoding: .utf8)
        #expect(text.contains("exclude:"))
        #expect(text.contains("  - \"**/fixtures/\"\n  - \"/build\"\n"))
        #expect(text.contains("  - path: \"app/clean/DE_de\""))
        #expect(!text.contains("reject-all-missing"))
        // The written file keeps lint away from them too.
        #expect(try lintedSets(in: dir) == ["app/clean/DE_de"])
    }
}
