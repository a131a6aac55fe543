import Foundation
import Testing

/// Output people act on: fix lines, wrapping on a terminal only, `--statistics`, `--max-warnings`,
/// `--strict`, short flags, `FORCE_COLOR`, bare `cmplint`, mistyped subcommands, rules turned off,
/// unwritable outputs in plain words, links for config rules, shell completion.
@Suite(.serialized)
struct OutputUsabilityTests {
    static let duplicateKey = "samples/broken/duplicate-key"

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-output-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A folder holding `.cmplint.yml` with `config`, and a copy of the duplicate-key sample set.
    func project(config: String) throws -> URL {
        let dir = try temporaryDirectory()
        try config.write(to: dir.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: CLIRunner.repositoryRoot.appendingPathComponent(Self.duplicateKey + "/US-CA_en"),
            to: dir.appendingPathComponent("US-CA_en"))
        return dir
    }

    // MARK: Fix lines and wrapping

    @Test func everyFindingIsFollowedByItsRulesFixLine() throws {
        let result = try CLIRunner.run(["lint", Self.duplicateKey])
        let lines = result.stdout.components(separatedBy: "\n")
        let finding = try #require(
            lines.firstIndex { $0.contains("warning  duplicate-key  duplicate key") }, "\(result.stdout)")
        let page = try CLIRunner.run(["rules", "duplicate-key"]).stdout
        let howToFix = try #require(page.components(separatedBy: "How to fix:\n").dropFirst().first, "\(page)")
        let fixLine = try #require(lines[(finding + 1)...].first { !$0.contains("↳") })
        #expect(fixLine.trimmingCharacters(in: .whitespaces).hasPrefix("fix: "), "\(result.stdout)")
        let fix = fixLine.trimmingCharacters(in: .whitespaces).dropFirst("fix: ".count)
        #expect(!fix.isEmpty)
        // The first sentence of howToFix, its line breaks made spaces.
        #expect(howToFix.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ").hasPrefix(String(fix)))
    }

    @Test func pipedOutputKeepsEachFindingOnOneLine() throws {
        let result = try CLIRunner.run(["lint", "samples"])
        // A finding's line ends with its JSON Pointer, however long the message.
        let long = result.stdout.components(separatedBy: "\n").filter { $0.count > 120 }
        #expect(!long.isEmpty, "the samples have long findings; this test would not see wrapping")
        #expect(long.allSatisfy { $0.hasPrefix("  ") })
    }

    @Test func aTerminalGetsLinesWrappedToItsWidth() throws {
        let binary = CLIRunner.executable.path
        let result = try CLIRunner.run(
            ["-qc", "stty cols 100; '\(binary)' lint samples", "/dev/null"],
            executable: URL(fileURLWithPath: "/usr/bin/script"))
        let text = result.stdout.replacingOccurrences(of: "\r", with: "")
            .replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let lines = text.components(separatedBy: "\n")
        #expect(text.contains("problems"), "\(text.prefix(500))")
        #expect(lines.allSatisfy { $0.count <= 100 || !$0.hasPrefix("  ") }, "\(lines.filter { $0.count > 100 })")
        #expect(lines.count > (try CLIRunner.run(["lint", "samples"]).stdout.components(separatedBy: "\n").count))
    }

    // MARK: Flags

    @Test func statisticsCountFindingsPerRule() throws {
        let json = try SamplesReport.json().findings()
        var expected: [String: Int] = [:]
        for finding in json { expected[finding["ruleId"] as? String ?? "", default: 0] += 1 }
        let result = try CLIRunner.run(["lint", "samples", "--statistics"])
        #expect(result.status == 1)
        var counted: [String: Int] = [:]
        for line in result.stdout.components(separatedBy: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 3, let count = Int(fields[0]) else { continue }
            counted[String(fields[2])] = count
        }
        #expect(counted == expected)
        #expect(!result.stdout.contains("/bannerUIData/"), "the findings are counted, not listed")
    }

    @Test func maxWarningsFailsOnlyAboveTheLimit() throws {
        let within = try CLIRunner.run(["lint", Self.duplicateKey, "--max-warnings", "1"])
        #expect(within.status == 0, "\(within.stdout)\(within.stderr)")
        let above = try CLIRunner.run(["lint", Self.duplicateKey, "--max-warnings", "0"])
        #expect(above.status == 1)
        #expect(above.stderr.contains("1 warning found, more than --max-warnings 0 allows"))
        let negative = try CLIRunner.run(["lint", Self.duplicateKey, "--max-warnings", "-1"])
        #expect(negative.status == 2)
        #expect(negative.stderr.contains("--max-warnings"))
    }

    @Test func strictFailsOnWarnings() throws {
        #expect(try CLIRunner.run(["lint", Self.duplicateKey]).status == 0)
        #expect(try CLIRunner.run(["lint", Self.duplicateKey, "--strict"]).status == 1)
        let clash = try CLIRunner.run(["lint", Self.duplicateKey, "--strict", "--fail-severity", "error"])
        #expect(clash.status == 2)
        #expect(clash.stderr.contains("--strict means --fail-severity warning"))
    }

    @Test func shortFlagsMeanTheirLongForms() throws {
        let dir = try project(config: "rules:\n  duplicate-key: error\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("report.json").path
        let result = try CLIRunner.run(["lint", "US-CA_en", "-c", ".cmplint.yml", "-f", "json", "-o", out], in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        let report =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        let findings = try #require(report?["findings"] as? [[String: Any]])
        #expect(
            findings.contains { $0["ruleId"] as? String == "duplicate-key" && $0["severity"] as? String == "error" })
        let quiet = try CLIRunner.run([
            "lint", CLIRunner.repositoryRoot.appendingPathComponent(Self.duplicateKey).path, "-q",
        ])
        #expect(quiet.status == 0)
        #expect(quiet.stdout.isEmpty)
    }

    @Test func forceColorPaintsAPipeUnlessNoColor() throws {
        let plain = try CLIRunner.run(["lint", Self.duplicateKey])
        #expect(!plain.stdout.contains("\u{1B}["))
        let forced = try CLIRunner.run(["lint", Self.duplicateKey], environment: ["FORCE_COLOR": "1"])
        #expect(forced.stdout.contains("\u{1B}["))
        let both = try CLIRunner.run(["lint", Self.duplicateKey], environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"])
        #expect(!both.stdout.contains("\u{1B}["))
        let zero = try CLIRunner.run(["lint", Self.duplicateKey], environment: ["FORCE_COLOR": "0"])
        #expect(!zero.stdout.contains("\u{1B}["))
    }

    // MARK: Commands

    @Test func bareCmplintPrintsUsageAndExitsTwo() throws {
        let result = try CLIRunner.run([])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("USAGE:"))
        #expect(result.stderr.contains("SUBCOMMANDS:"))
    }

    @Test(arguments: [("lnt", "lint"), ("rule", "rules"), ("fxi", "fix"), ("inspct", "inspect")])
    func aMistypedSubcommandSuggestsTheRightOne(typed: String, meant: String) throws {
        let result = try CLIRunner.run([typed])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean 'cmplint \(meant)'?"), "\(result.stderr)")
        #expect(!result.stderr.contains("no such file"))
    }

    @Test func anExistingPathNamedLikeACommandIsLinted() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(
            at: CLIRunner.repositoryRoot.appendingPathComponent(Self.duplicateKey + "/US-CA_en"),
            to: dir.appendingPathComponent("lnt"))
        let result = try CLIRunner.run(["lnt", "--format", "json"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.findings().contains { $0["ruleId"] as? String == "duplicate-key" })
    }

    @Test func rulesShowsARuleTurnedOffAndHowToTurnItOn() throws {
        let dir = try project(config: "rules:\n  duplicate-key: off\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIRunner.run(["rules", "duplicate-key"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("rule 'duplicate-key' is off: .cmplint.yml:2:3 turns it off"), "\(result.stderr)")
        #expect(result.stderr.contains("remove that line or give a severity ('duplicate-key: warning')"))
        #expect(!result.stderr.contains("unknown rule"))
        #expect(result.stdout.contains("duplicate-key"))
        let unknown = try CLIRunner.run(["rules", "duplicate-kez"], in: dir)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown rule"))
    }

    @Test func unwritableOutputsNameTheReasonInPlainWords() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sample = CLIRunner.repositoryRoot.appendingPathComponent(Self.duplicateKey).path
        let cases: [([String], String)] = [
            (
                ["lint", sample, "-o", dir.appendingPathComponent("missing/report.txt").path],
                "No such file or directory"
            ),
            (["lint", sample, "-o", dir.path], "is a folder"),
            (
                ["lint", sample, "--format", "sarif=\(dir.appendingPathComponent("missing/r.sarif").path)"],
                "No such file or directory"
            ),
            (
                ["rules", "--format", "json", "--output", dir.appendingPathComponent("missing/rules.json").path],
                "No such file or directory"
            ),
            (["schema", "config", "--output", dir.appendingPathComponent("file.txt/sub").path], "Not a directory"),
        ]
        try "x".write(to: dir.appendingPathComponent("file.txt"), atomically: true, encoding: .utf8)
        for (arguments, reason) in cases {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(reason), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        }
    }

    // MARK: Links and completion

    @Test func configRulesGetNoLinkToAPageThatCannotExist() throws {
        let dir = try project(
            config: """
                rules:
                  banner-has-app-config:
                    summary: The banner has an appConfig.
                    severity: warning
                    scope: [banner]
                    given: $
                    then: {function: truthy, field: nonexistentKey}
                    message: "no nonexistentKey"
                    howToFix: Add it.
                """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIRunner.run(
            ["lint", "US-CA_en", "--format", "sarif=r.sarif", "--format", "markdown"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let sarif =
            try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("r.sarif")))
            as? [String: Any]
        let run = try #require((sarif?["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let custom = try #require(rules.first { $0["id"] as? String == "banner-has-app-config" })
        #expect(custom["helpUri"] == nil)
        #expect(!"\(custom["help"] ?? "")".contains("docs/rules"))
        let builtIn = try #require(rules.first { $0["id"] as? String == "duplicate-key" })
        #expect((builtIn["helpUri"] as? String)?.hasSuffix("docs/rules/duplicate-key.md") == true)
        #expect(result.stdout.contains("banner-has-app-config"))
        #expect(!result.stdout.contains("docs/rules/banner-has-app-config.md"))
        #expect(result.stdout.contains("docs/rules/duplicate-key.md"))
        // The HTML reports of lint and inspect name the config's rule without a link too.
        for command in ["lint", "inspect"] {
            let html = try CLIRunner.run([command, "US-CA_en", "--format", "html"], in: dir).stdout
            #expect(html.contains("<code>banner-has-app-config</code>"), "\(command)")
            #expect(!html.contains("docs/rules/banner-has-app-config.md"), "\(command)")
            #expect(html.contains("docs/rules/duplicate-key.md"), "\(command)")
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptNamesTheSubcommands(shell: String) throws {
        let result = try CLIRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["lint", "fix", "inspect", "rules", "schema"] {
            #expect(result.stdout.contains(name), "\(shell): \(name)")
        }
        #expect(result.stdout.contains("--max-warnings"), "\(shell)")
        // Format names, and paths where a command takes a file or folder.
        #expect(result.stdout.contains("rdjson"), "\(shell)")
        let fileCompletion = ["bash": "__cmplint_add_completions -f", "zsh": "_files", "fish": "-ge 1' -F"]
        #expect(result.stdout.contains(fileCompletion[shell] ?? "?"), "\(shell)")
    }

    /// `-f` and `-o` mean `--format` and `--output` on every command that writes a report.
    @Test(arguments: [
        ["inspect", "samples/clean/DE_de"], ["diff", "samples/clean/DE_de", "samples/clean/DE_de"],
        ["simulate", "samples/clean/DE_de"], ["rules"], ["lint", "samples/clean/DE_de"], ["functions"],
        ["fix", "samples/clean/DE_de", "--dry-run"],
    ])
    func theShortReportOptionsAreTheSameEverywhere(command: [String]) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CLIRunner.run(command + ["-f", "json", "-o", output.path])
        #expect(result.status == 0, "\(command): \(result.stderr)")
        let written = try Data(contentsOf: output)
        #expect((try? JSONSerialization.jsonObject(with: written)) != nil, "\(command)")
    }

    /// `-q` on the commands whose exit status is the answer: `diff` and `simulate` print nothing;
    /// a report asked for with `-o` is still written.
    @Test func quietDiffAndSimulatePrintNothingAndKeepTheirStatus() throws {
        let equal = try CLIRunner.run(["diff", "-q", "samples/clean/DE_de", "samples/clean/DE_de"])
        #expect(equal.status == 0, "\(equal.stderr)")
        #expect(equal.stdout.isEmpty)
        let different = try CLIRunner.run(["diff", "-q", "samples/clean/DE_de", "samples/broken/vendors-missing/DE_de"])
        #expect(different.status == 1, "\(different.stderr)")
        #expect(different.stdout.isEmpty)
        let holds = try CLIRunner.run(["simulate", "-q", "samples/clean/DE_de", "--expect", "offline-mode=engaged"])
        #expect(holds.status == 0, "\(holds.stderr)")
        #expect(holds.stdout.isEmpty)
        let fails = try CLIRunner.run(["simulate", "-q", "samples/clean/DE_de", "--expect", "offline-mode=not-engaged"])
        #expect(fails.status == 1, "\(fails.stderr)")
        #expect(fails.stdout.isEmpty)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let written = try CLIRunner.run(["simulate", "-q", "samples/clean/DE_de", "-f", "json", "-o", output.path])
        #expect(written.status == 0)
        #expect((try? JSONSerialization.jsonObject(with: Data(contentsOf: output))) != nil)
    }

    /// `test-rules` takes its config with `-c` as every other command, and `-q` keeps only failures.
    @Test func testRulesTakesTheShortConfigAndQuietOptions() throws {
        let dir = try project(config: "maxFindingsPerRule: 5\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent(".cmplint.yml").path
        let long = try CLIRunner.run(["test-rules", config])
        let short = try CLIRunner.run(["test-rules", "-c", config])
        #expect(short.status == 0, "\(short.stderr)")
        #expect(short.stdout == long.stdout)
        #expect(short.stdout.contains(" failed"))
        let quiet = try CLIRunner.run(["test-rules", "-q", "-c", config])
        #expect(quiet.status == 0)
        #expect(quiet.stdout.isEmpty)
        let both = try CLIRunner.run(["test-rules", config, "-c", config])
        #expect(both.status == 2)
        #expect(both.stderr.contains("give the config file once"))
    }
}
