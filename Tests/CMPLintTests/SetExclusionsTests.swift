import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// `exclude:` and `--exclude`: `.gitignore` pattern semantics, located errors, and discovery that
/// never groups an excluded folder's files into sets.
struct SetExclusionsTests {
    func exclusions(_ patterns: [String], folder: String = "/p") throws -> SetExclusions {
        try SetExclusions.commandLine(patterns, workingDirectory: folder)
    }

    @Test(arguments: [
        // A name without a slash matches at any depth, folders and files alike.
        ("fixtures", "/p/fixtures", true, true),
        ("fixtures", "/p/a/b/fixtures", true, true),
        ("fixtures", "/p/a/fixtures.json", false, false),
        ("*.bak.json", "/p/a/banner.bak.json", false, true),
        // A trailing slash matches folders only.
        ("build/", "/p/app/build", true, true),
        ("build/", "/p/app/build", false, false),
        // A slash at the start or in the middle anchors to the base folder.
        ("/build", "/p/build", true, true),
        ("/build", "/p/app/build", true, false),
        ("snapshots/old", "/p/snapshots/old", true, true),
        ("snapshots/old", "/p/x/snapshots/old", true, false),
        // `*` stays within a name; `**` spans folders.
        ("snapshots/*/tmp", "/p/snapshots/a/tmp", true, true),
        ("snapshots/*/tmp", "/p/snapshots/a/b/tmp", true, false),
        ("snapshots/**/tmp", "/p/snapshots/tmp", true, true),
        ("snapshots/**/tmp", "/p/snapshots/a/b/tmp", true, true),
        ("**/test-data", "/p/a/test-data", true, true),
        ("snapshots/**", "/p/snapshots/a", true, true),
        // Nothing outside the base folder.
        ("fixtures", "/q/fixtures", true, false),
    ])
    func patternsFollowGitignore(pattern: String, path: String, isFolder: Bool, expected: Bool) throws {
        #expect(try exclusions([pattern]).excludes(path, isFolder: isFolder) == expected)
    }

    @Test func badPatternsAreRefusedWithTheReason() throws {
        #expect(
            throws: LintError("--exclude '!keep': negation ('!') is not supported: exclude only what should be skipped")
        ) {
            try exclusions(["!keep"])
        }
        #expect(throws: LintError("--exclude 'a**': '**' must be a whole path segment ('**/a*')")) {
            try exclusions(["a**"])
        }
        #expect(throws: LintError("--exclude '/': an exclude pattern must name a path")) { try exclusions(["/"]) }
        #expect(throws: LintError.self) { try exclusions(["../other"]) }
    }

    @Test func configPatternsAreRelativeToTheConfigAndErrorsLocated() throws {
        let config = try Configuration.parse(
            text: "exclude:\n  - fixtures/\n  - /build\n", file: ".cmplint.yml", location: "/p/app/.cmplint.yml")
        #expect(config.exclude.excludes("/p/app/x/fixtures", isFolder: true))
        #expect(config.exclude.excludes("/p/app/build", isFolder: true))
        #expect(!config.exclude.excludes("/p/build", isFolder: true))
        #expect(config.exclude.patterns.map(\.origin) == [".cmplint.yml:2:5", ".cmplint.yml:3:5"])
        #expect(throws: YAMLError.self) {
            try Configuration.parse(text: "exclude: {a: b}\n", file: ".cmplint.yml")
        }
        do {
            _ = try Configuration.parse(text: "exclude:\n  - ok/\n  - 'x/**y'\n", file: ".cmplint.yml")
            Issue.record("a bad glob was accepted")
        } catch {
            #expect(
                error.description
                    == ".cmplint.yml:3:5: exclude pattern 'x/**y': '**' must be a whole path segment ('**/*y')")
        }
    }

    @Test func discoverySkipsExcludedFoldersBeforeGroupingSets() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-exclude-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["app/DE_de", "app/Tests/fixtures/broken", "build/DE_de", "app/FR_fr"] {
            let folder = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "{}".write(
                to: folder.appendingPathComponent("OneTrustBannerData.json"), atomically: true, encoding: .utf8)
        }
        try "{}".write(
            to: root.appendingPathComponent("app/FR_fr/OneTrustPCData.json"), atomically: true, encoding: .utf8)
        let exclusions = try SetExclusions.commandLine(
            ["fixtures/", "/build", "app/FR_fr/OneTrustPCData.json"], workingDirectory: root.path)
        let sources = try SnapshotDiscovery.discover(paths: ["."], workingDirectory: root.path, exclusions: exclusions)
        #expect(sources.map(\.path) == ["app/DE_de", "app/FR_fr"])
        #expect(sources.last?.files.keys.sorted() == [.banner])
        // A path named on the command line is read even when a pattern matches it.
        let named = try SnapshotDiscovery.discover(
            paths: ["build/DE_de"], workingDirectory: root.path, exclusions: exclusions)
        #expect(named.map(\.path) == ["build/DE_de"])
    }

    @Test func initWritesCommandLinePatternsRelativeToItsFolder() throws {
        let texts = try exclusions(["fixtures/", "/app/build", "**/tmp"], folder: "/p").patterns.map {
            $0.relative(to: "/p/app")
        }
        #expect(texts == ["**/fixtures/", "/build", "**/tmp"])
        #expect(try exclusions(["/other"]).patterns.first?.relative(to: "/p/app") == nil)
    }
}
