import Foundation
import Testing

/// Shell completion of rule ids and function names through ArgumentParser's `---completion`
/// protocol, as the generated bash, zsh and fish scripts call the binary on TAB.
struct CompletionCommandTests {
    /// What `cmplint rules WORD<TAB>` offers in `directory`: the call the bash script makes, with
    /// the words typed so far.
    func ruleIds(typed words: [String], in directory: URL = CLIRunner.repositoryRoot) throws -> CLIRunner.Result {
        let current = words.last ?? ""
        return try CLIRunner.run(
            ["---completion", "rules", "--", "positional@0", "\(words.count)", "\(current.count)", "cmplint"] + words,
            in: directory)
    }

    @Test func ruleIdsOfTheDefaultRulesetComplete() throws {
        let result = try ruleIds(typed: ["rules", ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let offered = Set(result.stdout.split(separator: "\n").map(String.init))
        let listed = try CLIRunner.run(["rules", "--format", "json", "--isolated"])
        let rules = try #require(try listed.json()["rules"] as? [[String: Any]])
        let ids = Set(rules.compactMap { $0["id"] as? String })
        #expect(ids.count > 20)
        #expect(offered == ids)
    }

    @Test func onlyTheIdsStartingWithTheTypedWordAreOffered() throws {
        let result = try ruleIds(typed: ["rules", "duplicate-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "duplicate-group-id\nduplicate-key\n")
    }

    @Test func theConfigsOwnRulesCompleteAndABrokenConfigFallsBackQuietly() throws {
        let folder = try temporaryFolder("completion")
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        rules:
          house-banner-has-app-config:
            summary: The banner has an appConfig.
            severity: warning
            scope: [banner]
            given: $
            then: {function: truthy, field: appConfig}
            message: no appConfig
            howToFix: Capture the banner again.
        """.write(to: folder.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        let nearest = try ruleIds(typed: ["rules", "house-"], in: folder)
        #expect(nearest.stdout == "house-banner-has-app-config\n", "\(nearest.stderr)")
        let isolated = try ruleIds(typed: ["rules", "--isolated", "house-"], in: folder)
        #expect(isolated.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)

        try "rules: [unclosed".write(to: folder.appendingPathComponent("broken.yml"), atomically: true, encoding: .utf8)
        let broken = try ruleIds(typed: ["rules", "-c", "broken.yml", "duplicate-k"], in: folder)
        #expect(broken.status == 0)
        #expect(broken.stdout == "duplicate-key\n")
        #expect(broken.stderr.isEmpty)
    }

    /// `cmplint functions NAME` completes the function names from the script itself.
    @Test func functionNamesComplete() throws {
        let script = try CLIRunner.run(["--generate-completion-script", "bash"]).stdout
        let body = try #require(script.components(separatedBy: "_cmplint_functions() {").last)
        let offered = try #require(body.components(separatedBy: "\n}\n").first)
        for name in ["truthy", "pattern", "consentStringLeak", "pinnedVendorList"] {
            #expect(offered.contains("'\(name)'"), "\(name)")
        }
    }

    /// Each shell's script asks the binary for the ids of `rules ID`.
    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptsCallTheRuleIdCompletion(shell: String) throws {
        let result = try CLIRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("---completion rules -- positional@0"), "\(shell)")
    }

    /// The generated bash script, sourced in bash, completes `cmplint rules dupl<TAB>`.
    @Test func bashCompletesARuleIdEndToEnd() throws {
        let folder = try temporaryFolder("completion-bash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("cmplint.bash")
        try CLIRunner.run(["--generate-completion-script", "bash"]).stdout.write(
            to: script, atomically: true, encoding: .utf8)
        let typed = "cmplint rules duplicate-k"
        let result = try CLIRunner.run(
            [
                "-c",
                """
                source '\(script.path)'
                COMP_LINE='\(typed)'; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(\(typed)); COMP_CWORD=2
                _cmplint cmplint duplicate-k rules
                printf '%s\\n' "${COMPREPLY[@]}"
                """,
            ],
            executable: URL(fileURLWithPath: "/bin/bash"),
            environment: [
                "PATH": CLIRunner.executable.deletingLastPathComponent().path + ":"
                    + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            ])
        #expect(result.stdout == "duplicate-key\n", "\(result.stderr)")
    }
}
