import Foundation
import Testing

/// Predictable configuration end to end: config and ignore files found from the linted paths (not
/// the working directory), named in reports; --print-config; baselines that work from any folder;
/// each file linted once; `cmplint init`.
@Suite(.serialized)
struct ConfigurationCommandTests {
    /// A project with one set at snapshots/de (a clean German set) and a `.cmplint.yml` saying it is meant for FR.
    func project(config: String? = "sets:\n  - path: snapshots/de\n    country: FR\n") throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("snapshots"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CLIRunner.repositoryRoot.appendingPathComponent("samples/clean/DE_de"),
            to: dir.appendingPathComponent("snapshots/de"))
        if let config {
            try config.write(to: dir.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test func configIsFoundFromTheLintedPathWhateverTheWorkingDirectory() throws {
        let dir = try project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let inside = try CLIRunner.run(["lint", "snapshots", "--color", "never"], in: dir)
        let outside = try CLIRunner.run(
            ["lint", dir.appendingPathComponent("snapshots").path, "--color", "never"], in: URL(fileURLWithPath: "/"))
        #expect(inside.status == 1)  // geo-mismatch: captured DE, meant for FR by the config
        #expect(outside.status == inside.status)
        #expect(inside.stdout.hasSuffix("\nconfig .cmplint.yml · ignore file none\n"))
        #expect(outside.stdout.contains("geo-mismatch"))
        let json = try CLIRunner.run(["lint", "snapshots", "--format", "json"], in: dir).json()
        let configuration = try #require(json["configuration"] as? [String: Any])
        #expect(configuration["configFile"] as? String == ".cmplint.yml")
        let sarif = try CLIRunner.run(["lint", "snapshots", "--format", "sarif"], in: dir).json()
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect((run["properties"] as? [String: Any])?["configFile"] as? String == ".cmplint.yml")
    }

    @Test func printConfigNamesTheFileAndTheSetsMeaning() throws {
        let dir = try project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let yaml = try CLIRunner.run(["lint", "--print-config", "snapshots/de"], in: dir)
        #expect(yaml.status == 0)
        #expect(yaml.stdout.contains("configFile: .cmplint.yml"))
        #expect(yaml.stdout.contains("country: FR"))
        let json = try CLIRunner.run(["lint", "--print-config", "snapshots/de", "--format", "json"], in: dir).json()
        #expect((json["rules"] as? [String: Any])?["geo-mismatch"] as? String == "error")
    }

    @Test func aFolderAndAFileInsideItAreLintedOnce() throws {
        let dir = try project(config: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let both = try CLIRunner.run(
            ["lint", "snapshots", "snapshots/de/OneTrustBannerData.json", "./snapshots", "--format", "json"], in: dir
        ).json()
        let summary = try #require(both["summary"] as? [String: Any])
        #expect(summary["sets"] as? Int == 1)
        #expect(summary["files"] as? Int == 3)
    }

    @Test func baselineWrittenInOneFolderWorksFromAnother() throws {
        let dir = try project()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("ci"), withIntermediateDirectories: true)
        #expect(try CLIRunner.run(["lint", "snapshots", "--write-baseline", "ci/baseline.json"], in: dir).status == 0)
        let text = try String(contentsOf: dir.appendingPathComponent("ci/baseline.json"), encoding: .utf8)
        #expect(text.contains("\"../snapshots/de/OneTrustBannerData.json\""))
        let fromRoot = try CLIRunner.run(
            [
                "lint", dir.appendingPathComponent("snapshots").path, "--baseline",
                dir.appendingPathComponent("ci/baseline.json").path,
            ], in: URL(fileURLWithPath: "/"))
        #expect(fromRoot.status == 0)
    }

    @Test func initWritesAValidStarterAndRefusesToOverwrite() throws {
        let dir = try project(config: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(
            at: dir.appendingPathComponent("snapshots/de"), to: dir.appendingPathComponent("snapshots/pt_BR"))
        let first = try CLIRunner.run(["init", dir.path], in: URL(fileURLWithPath: "/"))
        #expect(first.status == 0)
        let text = try String(contentsOf: dir.appendingPathComponent(".cmplint.yml"), encoding: .utf8)
        #expect(text.contains("- path: \"snapshots/pt_BR\"\n    country: BR"))
        #expect(text.contains("language: pt-BR"))
        #expect(text.contains("language: de"))
        // The starter is a valid configuration: print-config reads it.
        #expect(
            try CLIRunner.run(["lint", "--print-config", "snapshots/pt_BR"], in: dir).stdout.contains("country: BR"))
        let again = try CLIRunner.run(["init", dir.path], in: URL(fileURLWithPath: "/"))
        #expect(again.status == 2)
        #expect(again.stderr.contains(".cmplint.yml already exists"))
        #expect(try String(contentsOf: dir.appendingPathComponent(".cmplint.yml"), encoding: .utf8) == text)
        #expect(try CLIRunner.run(["init", dir.path, "--force"], in: URL(fileURLWithPath: "/")).status == 0)
    }
}
