import ArchiveFixtures
import Foundation
import Testing

/// `cmplint lint --changed [--since REF]`: only the sets a change since the merge base touches are
/// linted, always whole; git is run on a real repository in a temporary folder.
struct ChangedSetsCommandTests {
    static let french = "Café Snapshots/FR_fr"
    static let german = "Café Snapshots/DE_de"
    static let frenchTitle = "Nous respectons votre vie privée"

    /// `main` holds two clean sets in a folder whose name has a space and a non-ASCII letter; the
    /// working tree is on a branch `feature` made from it.
    static func repository() throws -> GitRepositoryFixture {
        let repository = try GitRepositoryFixture("changed")
        try repository.copy("clean/FR_fr", to: french)
        try repository.copy("clean/DE_de", to: german)
        try "# app\n".write(to: repository.root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try repository.commitAll("base")
        try repository.git("checkout", "-q", "-b", "feature")
        return repository
    }

    @Test func aChangedBannerLintsItsWholeSetAndNoOther() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.edit("\(Self.french)/OneTrustBannerData.json", replacing: Self.frenchTitle, with: "Vie privée")
        try repository.commitAll("retitle")
        let run = try repository.cmplint("lint", "--changed", "--format", "json")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let summary = try run.json()["summary"] as? [String: Any]
        #expect(summary?["sets"] as? Int == 1)
        #expect(summary?["files"] as? Int == 2, "the whole set: banner and preferences")
        #expect(
            run.stderr.contains("linting the sets changed since the merge base of HEAD and main ("), "\(run.stderr)")
    }

    @Test func aDeletedFileLintsTheRestOfItsSet() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.git("rm", "-q", "\(Self.german)/OneTrustVendorsData.json")
        try repository.commitAll("drop vendors")
        let run = try repository.cmplint("lint", "--changed", "--format", "json")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let findings = try run.findings()
        #expect(findings.contains { $0["ruleId"] as? String == "vendors-missing" }, "\(run.stdout)")
        #expect(findings.allSatisfy { ($0["file"] as? String)?.hasPrefix(Self.german) == true }, "\(run.stdout)")
    }

    @Test func uncommittedAndUntrackedChangesCount() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.edit("\(Self.german)/OneTrustBannerData.json", replacing: "{", with: "{ ")
        try repository.copy("clean/US-CA_en", to: "Café Snapshots/US-CA_en")
        let run = try repository.cmplint("lint", "--changed", "--format", "json")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect((try run.json()["summary"] as? [String: Any])?["sets"] as? Int == 2)
        // A set folder named on the command line narrows the run as a PATH always does.
        let narrowed = try repository.cmplint("lint", "--changed", "Café Snapshots/US-CA_en", "--format", "json")
        #expect((try narrowed.json()["summary"] as? [String: Any])?["sets"] as? Int == 1)
    }

    @Test func changesOutsideEverySetLintNothingInOneLine() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try "# app, renamed\n".write(
            to: repository.root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try repository.commitAll("docs")
        try repository.git("tag", "docs")
        let run = try repository.cmplint("lint", "--changed", "--format", "sarif=cmplint.sarif")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        // No report goes to standard output: the line goes to standard error.
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("no snapshot set changed since the merge base of HEAD and main ("), "\(run.stderr)")
        // A report to a file is still written, so a later upload step finds it.
        let sarif =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: repository.root.appendingPathComponent("cmplint.sarif"))) as? [String: Any]
        #expect((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [Any] != nil)
        // --since names the base: HEAD itself, so nothing changed, and no notice about the default.
        let since = try repository.cmplint("lint", "--changed", "--since", "docs")
        #expect(since.status == 0, "\(since.stderr)")
        #expect(since.stdout.hasPrefix("✔ no snapshot set changed since the merge base of HEAD and docs ("))
        #expect(since.stdout.split(separator: "\n").count == 1, "one line in place of the stylish report")
        #expect(!since.stderr.contains("linting the sets changed"))
    }

    @Test func anIgnoreEntryOfASetLeftOutIsNotJudgedUnused() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.copy("broken/ot-consent-string-leak/US-CA_en", to: "leak/US-CA_en")
        try """
        ignore:
          - rule: ot-consent-string-leak
            path: leak/US-CA_en/OneTrustBannerData.json
            reason: A capture kept to test the SDK's sanitisation.
          - rule: identifier-leak
            path: leak/US-CA_en/OneTrustBannerData.json
            reason: The same capture.
        """.write(to: repository.root.appendingPathComponent(".cmplint-ignore.yml"), atomically: true, encoding: .utf8)
        try repository.commitAll("leak")
        try repository.edit("\(Self.french)/OneTrustBannerData.json", replacing: Self.frenchTitle, with: "Vie privée")
        let run = try repository.cmplint("lint", "--changed", "--since", "HEAD", "--format", "json")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(try run.findings().isEmpty, "\(run.stdout)")
    }

    @Test func aBaselineEntryOfASetLeftOutIsNotFixed() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.copy("broken/ot-consent-string-leak/US-CA_en", to: "leak/US-CA_en")
        let written = try repository.cmplint("lint", ".", "--write-baseline", "baseline.json")
        #expect(written.status == 0 && written.stderr.contains("wrote 2 findings"), "\(written.stderr)")
        try repository.commitAll("leak and baseline")
        try repository.edit("\(Self.french)/OneTrustBannerData.json", replacing: Self.frenchTitle, with: "Vie privée")
        let run = try repository.cmplint(
            "lint", "--changed", "--since", "HEAD", "--baseline", "baseline.json", "--format", "json")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let summary = try run.json()["summary"] as? [String: Any]
        #expect(summary?["sets"] as? Int == 1)
        #expect(summary?["fixedSinceBaseline"] as? Int == 0, "\(run.stdout)")
    }

    @Test func aChangedArchiveLintsEverySetInIt() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        func archive(_ sets: [String]) throws {
            var entries: [ZipWriter.Entry] = []
            for set in sets {
                let folder = CLIRunner.repositoryRoot.appendingPathComponent("samples/clean/\(set)")
                for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                    let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
                    entries.append(ZipWriter.Entry("Payload/MyApp.app/\(set)/\(file)", [UInt8](bytes)))
                }
            }
            try ZipWriter.archive(entries).write(to: repository.root.appendingPathComponent("MyApp.ipa"))
        }
        try archive(["DE_de"])
        try repository.commitAll("app")
        try archive(["DE_de", "FR_fr"])
        let changed = try repository.cmplint(
            "lint", "--changed", "--since", "HEAD", "MyApp.ipa", ".", "--format", "json")
        #expect((try changed.json()["summary"] as? [String: Any])?["sets"] as? Int == 2, "\(changed.stdout)")
        try repository.commitAll("app again")
        let unchanged = try repository.cmplint("lint", "--changed", "--since", "HEAD", "MyApp.ipa")
        #expect(unchanged.status == 0 && unchanged.stdout.contains("no snapshot set changed"), "\(unchanged.stdout)")
    }

    /// A repository's config can name a program as its file-system monitor, which git runs when it
    /// compares the working tree: cmplint turns it off, so linting a repository runs none of its programs.
    @Test func aRepositorysFileSystemMonitorIsNotRun() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let marker = repository.root.appendingPathComponent("monitor-ran")
        let monitor = repository.root.deletingLastPathComponent().appendingPathComponent("monitor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: monitor) }
        try "#!/bin/sh\ntouch '\(marker.path)'\n".write(to: monitor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: monitor.path)
        try repository.git("config", "core.fsmonitor", monitor.path)
        try repository.edit("\(Self.french)/OneTrustBannerData.json", replacing: Self.frenchTitle, with: "Vie privée")
        let lint = try repository.cmplint("lint", "--changed", "--format", "json")
        let diff = try repository.cmplint("diff", "--since", "main", "Café Snapshots")
        #expect(lint.status == 0 && diff.status == 1, "\(lint.stderr)\(diff.stderr)")
        #expect(!FileManager.default.fileExists(atPath: marker.path))
        // The monitor is real: git itself runs it.
        try repository.git("diff", "--name-only", "HEAD")
        #expect(FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func aShallowCloneSaysSoAndNamesTheFix() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.edit("\(Self.french)/OneTrustBannerData.json", replacing: Self.frenchTitle, with: "Vie privée")
        try repository.commitAll("retitle")
        // As actions/checkout fetches a pull request: one commit of each branch, origin/HEAD at main.
        try repository.git("checkout", "-q", "main")
        let clone = try temporaryFolder("shallow")
        defer { try? FileManager.default.removeItem(at: clone) }
        try GitRepositoryFixture.git(
            [
                "clone", "-q", "--depth", "1", "--no-single-branch", "--branch", "feature",
                "file://\(repository.root.path)", clone.path,
            ], in: repository.root)
        let run = try CLIRunner.run(["lint", "--changed"], in: clone, environment: GitRepositoryFixture.environment)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("shallow clone"), "\(run.stderr)")
        #expect(run.stderr.contains("fetch-depth: 0") && run.stderr.contains("GIT_DEPTH: 0"), "\(run.stderr)")
    }

    @Test func withoutGitOrARepositoryOrAKnownRevisionItStops() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let unknown = try repository.cmplint("lint", "--changed", "--since", "no-such-branch")
        #expect(
            unknown.status == 2 && unknown.stderr.contains("unknown git revision 'no-such-branch'"), "\(unknown.stderr)"
        )
        let empty = try temporaryFolder("no-git-bin")
        defer { try? FileManager.default.removeItem(at: empty) }
        let noGit = try repository.cmplint("lint", "--changed", environment: ["PATH": empty.path])
        #expect(noGit.status == 2 && noGit.stderr.contains("git: not found on PATH"), "\(noGit.stderr)")
        try copySample("clean/FR_fr", into: empty)
        let outside = try CLIRunner.run(["lint", "--changed"], in: empty)
        #expect(outside.status == 2 && outside.stderr.contains("not a git repository"), "\(outside.stderr)")
        let since = try repository.cmplint("lint", "--since", "main")
        #expect(since.status == 2 && since.stderr.contains("goes with --changed"), "\(since.stderr)")
        let baseline = try repository.cmplint("lint", "--changed", "--write-baseline", "b.json")
        #expect(baseline.status == 2 && baseline.stderr.contains("--write-baseline"), "\(baseline.stderr)")
    }
}
