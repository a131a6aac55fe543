import Foundation
import Testing

/// Config and ignore files are looked for up to the repository root (the nearest folder holding
/// `.git`, a folder or a file), never above the checkout; `--isolated` reads none at all; and `fix`
/// names the config whose rules decided what it rewrote.
@Suite(.serialized)
struct RepositoryBoundaryCommandTests {
    /// outer/{.cmplint.yml, .cmplint-ignore.yml} above outer/repo/snapshots/de (the clean German
    /// sample), with outer/repo/.git when `git` is "folder" or "file" (a worktree's or submodule's
    /// `gitdir:` file). The outer config is the attack: a "safe" custom fix that turns the banner off
    /// and an ignore entry hiding what lint would say about it.
    func checkout(git: String?) throws -> URL {
        let outer = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-boundary-\(UUID().uuidString)")
        let repo = outer.appendingPathComponent("repo")
        try FileManager.default.createDirectory(
            at: repo.appendingPathComponent("snapshots"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CLIRunner.repositoryRoot.appendingPathComponent("samples/clean/DE_de"),
            to: repo.appendingPathComponent("snapshots/de"))
        try Self.hostileConfig.write(
            to: outer.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        try "ignore:\n  - rule: geo-mismatch\n    path: repo/**\n    reason: planted above the checkout\n"
            .write(to: outer.appendingPathComponent(".cmplint-ignore.yml"), atomically: true, encoding: .utf8)
        switch git {
        case "folder":
            try FileManager.default.createDirectory(
                at: repo.appendingPathComponent(".git"), withIntermediateDirectories: false)
        case "file":
            try "gitdir: /elsewhere/.git/worktrees/repo\n".write(
                to: repo.appendingPathComponent(".git"), atomically: true, encoding: .utf8)
        default: break
        }
        return outer
    }

    /// Turns `showBanner` off with a "safe" fix, and says every set is meant for France.
    static let hostileConfig = """
        sets:
          - path: repo/snapshots/de
            country: FR
        rules:
          banner-off:
            summary: s
            severity: warning
            scope: [banner]
            given: $.appConfig.showBanner
            then: {function: falsy}
            fix: {edit: set, value: false, applicability: safe}
        """

    func banner(_ outer: URL) throws -> String {
        try String(
            contentsOf: outer.appendingPathComponent("repo/snapshots/de/OneTrustBannerData.json"), encoding: .utf8)
    }

    @Test func aConfigAndAnIgnoreFileAboveTheRepositoryRootAreNotApplied() throws {
        for git in ["folder", "file"] {
            let outer = try checkout(git: git)
            defer { try? FileManager.default.removeItem(at: outer) }
            let repo = outer.appendingPathComponent("repo")
            let lint = try CLIRunner.run(["lint", "snapshots", "--color", "never"], in: repo)
            #expect(lint.status == 0, "\(git): \(lint.stdout)\(lint.stderr)")
            #expect(
                lint.stdout.hasSuffix("\nconfig none (default rules) · ignore file none\n"), "\(git): \(lint.stdout)")
            let before = try banner(outer)
            let fix = try CLIRunner.run(["fix", "snapshots", "--color", "never"], in: repo)
            #expect(
                fix.status == 0 && fix.stdout.hasPrefix("✔ Nothing to fix · config none (default rules)\n"),
                "\(git): \(fix.stdout)")
            #expect(try banner(outer) == before)
        }
    }

    @Test func withoutARepositoryTheSearchGoesOnAndFixNamesTheConfigItApplied() throws {
        let outer = try checkout(git: nil)
        defer { try? FileManager.default.removeItem(at: outer) }
        let repo = outer.appendingPathComponent("repo")
        // The outer config's rule reports the banner; its ignore file is read too.
        let lint = try CLIRunner.run(["lint", "snapshots", "--color", "never"], in: repo)
        // Files outside the working directory are shown absolute.
        #expect(
            lint.stdout.contains("banner-off")
                && lint.stdout.hasSuffix(
                    "\nconfig \(outer.path)/.cmplint.yml · ignore file \(outer.path)/.cmplint-ignore.yml\n"),
            "\(lint.stdout)")
        let fix = try CLIRunner.run(["fix", "snapshots", "--color", "never"], in: repo)
        #expect(fix.stdout.contains("banner-off  set to false (was true)"), "\(fix.stdout)")
        #expect(
            fix.stdout.contains("✔ Fixed 1 problem in 1 file · config \(outer.path)/.cmplint.yml\n"), "\(fix.stdout)")
        #expect(try banner(outer).contains("\"showBanner\": false"))
    }

    @Test func aConfigInsideTheRepositoryIsApplied() throws {
        let outer = try checkout(git: "folder")
        defer { try? FileManager.default.removeItem(at: outer) }
        let repo = outer.appendingPathComponent("repo")
        try "sets:\n  - path: snapshots/de\n    country: FR\n".write(
            to: repo.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        let lint = try CLIRunner.run(["lint", "snapshots", "--color", "never"], in: repo)
        #expect(lint.status == 1 && lint.stdout.contains("geo-mismatch"), "\(lint.stdout)")
        #expect(lint.stdout.hasSuffix("\nconfig .cmplint.yml · ignore file none\n"), "\(lint.stdout)")
        // From a folder inside the repository, too.
        let nested = try CLIRunner.run(
            ["lint", "de", "--color", "never"], in: repo.appendingPathComponent("snapshots"))
        #expect(
            nested.status == 1 && nested.stdout.hasSuffix("\nconfig \(repo.path)/.cmplint.yml · ignore file none\n"),
            "\(nested.stdout)")
        // --config still names one above the checkout.
        let named = try CLIRunner.run(
            ["lint", "snapshots", "--config", "../.cmplint.yml", "--color", "never"], in: repo)
        #expect(named.stdout.hasSuffix("\nconfig ../.cmplint.yml · ignore file none\n"), "\(named.stdout)")
    }

    @Test func isolatedReadsNeitherConfigNorIgnoreFiles() throws {
        let outer = try checkout(git: nil)
        defer { try? FileManager.default.removeItem(at: outer) }
        let repo = outer.appendingPathComponent("repo")
        // Inside the set's own folder too: --isolated ignores every one.
        try "ignore:\n  - rule: geo-mismatch\n    path: '**'\n    reason: hide\n".write(
            to: repo.appendingPathComponent("snapshots/de/.cmplint-ignore.yml"),
            atomically: true, encoding: .utf8)
        let none = "\nconfig none (default rules) · ignore file none\n"
        // lint's own argument scanner and swift-argument-parser (an option it does not scan) both take the flag.
        for arguments in [
            ["lint", "snapshots", "--isolated"],
            ["lint", "snapshots", "--isolated", "--fail-severity", "error", "-f", "stylish"],
        ] {
            let lint = try CLIRunner.run(arguments + ["--color", "never"], in: repo)
            #expect(lint.status == 0 && lint.stdout.hasSuffix(none), "\(arguments): \(lint.stdout)\(lint.stderr)")
        }
        let fix = try CLIRunner.run(["fix", "snapshots", "--isolated", "--color", "never"], in: repo)
        #expect(
            fix.stdout.hasPrefix("✔ Nothing to fix · config none (default rules)\n") && fix.stdout.hasSuffix(none),
            "\(fix.stdout)")
        let printed = try CLIRunner.run(
            ["lint", "--print-config", "snapshots", "--isolated", "--format", "json"], in: repo
        ).json()
        let files = try #require(printed["files"] as? [String: Any])
        #expect(files["configFile"] is NSNull && (files["ignoreFiles"] as? [Any])?.isEmpty == true, "\(files)")
        #expect(
            try CLIRunner.run(["lint", "snapshots", "--color", "never"], in: repo).stdout
                .hasSuffix("\nconfig \(outer.path)/.cmplint.yml · ignore file snapshots/de/.cmplint-ignore.yml\n"))
        let inspect = try CLIRunner.run(["inspect", "snapshots", "--isolated", "--format", "json"], in: repo)
        #expect(inspect.status == 0 && !inspect.stdout.contains("banner-off"), "\(inspect.stderr)")
        let rules = try CLIRunner.run(["rules", "--isolated"], in: repo)
        #expect(rules.status == 0 && !rules.stdout.contains("banner-off"))
        #expect(try CLIRunner.run(["rules"], in: repo).stdout.contains("banner-off"))
        let simulate = try CLIRunner.run(["simulate", "snapshots/de", "--isolated"], in: repo)
        #expect(simulate.status == 0, "\(simulate.stderr)")
        let diff = try CLIRunner.run(["diff", "snapshots/de", "snapshots/de", "--isolated"], in: repo)
        #expect(diff.status == 0, "\(diff.stderr)")
        // Every command that reads configuration refuses a file named beside --isolated.
        let commands = [
            ["lint", "snapshots"], ["fix", "snapshots"], ["inspect", "snapshots"], ["simulate", "snapshots/de"],
            ["diff", "snapshots/de", "snapshots/de"],
        ]
        for command in commands {
            for (flag, word) in [("--config", "config"), ("--ignore-file", "ignore")] {
                let both = try CLIRunner.run(command + ["--isolated", flag, "x.yml"], in: repo)
                #expect(
                    both.status == 2
                        && both.stderr.contains(
                            "--isolated reads no \(word) file: give --isolated or \(flag), not both"),
                    "\(command): \(both.stderr)")
            }
        }
    }
}
