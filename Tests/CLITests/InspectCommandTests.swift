import Foundation
import Testing

/// `cmplint inspect` and `cmplint diff` end to end: formats, exit codes (inspect 0 whatever the
/// findings; diff 0 equal, 1 different, 2 on a bad path or an unreadable file, naming it), and
/// `--output`.
@Suite(.serialized)
struct InspectCommandTests {
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-inspect-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func inspectsInEveryFormatAndExitsZeroWhateverTheFindings() throws {
        let text = try CLIRunner.run(["inspect", "samples/broken/tc-string-leak/DE_de"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("== samples/broken/tc-string-leak/DE_de\nmeant for"))
        #expect(
            text.stdout.contains("captured state        1 found")
                && text.stdout.contains("findings              1 error"))
        #expect(
            !text.stdout.contains("CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA"),
            "the TC string is redacted")
        let json = try CLIRunner.run(["inspect", "samples/clean", "--format", "json"])
        #expect(json.status == 0)
        let sets = try #require(try json.json()["sets"] as? [[String: Any]])
        #expect(
            sets.map { $0["path"] as? String } == [
                "samples/clean/AE_ar", "samples/clean/DE_de", "samples/clean/FR_fr", "samples/clean/US-CA_en",
            ])
        let components = try #require(sets[1]["components"] as? [[String: Any]])
        #expect(components.map { $0["kind"] as? String } == ["banner", "preferences", "vendors"])
        #expect((components[0]["appConfig"] as? [String: Any])?["templateType"] as? String == "IAB2V2")
        let markdown = try CLIRunner.run(["inspect", "samples/clean/FR_fr", "--format", "markdown"])
        #expect(
            markdown.status == 0
                && markdown.stdout.hasPrefix("# cmplint inspect\n\n1 set inspected.\n\n## `samples/clean/FR_fr`"))
    }

    @Test func inspectTakesExplicitFilesAndWritesToOutput() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("inspect.json").path
        let result = try CLIRunner.run([
            "inspect", "--banner", "samples/clean/FR_fr/OneTrustBannerData.json",
            "--preferences", "samples/clean/FR_fr/OneTrustPCData.json", "--format", "json", "--output", report,
        ])
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
        let written =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
        #expect((written?["sets"] as? [Any])?.count == 1)
    }

    @Test func inspectErrorsExitTwoNamingThePath() throws {
        let missing = try CLIRunner.run(["inspect", "samples/no-such-set"])
        #expect(missing.status == 2 && missing.stderr.contains("samples/no-such-set"))
        let format = try CLIRunner.run(["inspect", "samples/clean/FR_fr", "--format", "sarif"])
        #expect(format.status == 2 && format.stderr.contains("sarif"))
    }

    @Test func diffExitsZeroWhenEqualAndOneWhenDifferent() throws {
        let equal = try CLIRunner.run(["diff", "samples/clean/US-CA_en", "samples/clean/US-CA_en"])
        #expect(equal.status == 0, "\(equal.stderr)")
        #expect(
            equal.stdout
                == "== samples/clean/US-CA_en → samples/clean/US-CA_en: unchanged\nno differences · 1 set: 0 changed, 1 unchanged, 0 only in old, 0 only in new\n"
        )
        let different = try CLIRunner.run([
            "diff", "samples/clean/US-CA_en", "samples/broken/banner-suppressed/US-CA_en", "--format", "json",
        ])
        #expect(different.status == 1, "\(different.stderr)")
        let report = try different.json()
        #expect(report["equal"] as? Bool == false)
        let change = try #require(((report["sets"] as? [[String: Any]])?.first?["changes"] as? [[String: Any]])?.first)
        #expect(
            change["area"] as? String == "banner" && change["subject"] as? String == "showBanner"
                && change["change"] as? String == "changed")
        let markdown = try CLIRunner.run([
            "diff", "samples/clean/FR_fr", "samples/broken/reject-all-missing/FR_fr", "--format", "markdown",
        ])
        #expect(
            markdown.status == 1
                && markdown.stdout.contains("| buttons | banner rejectAll | removed | \"Tout refuser\" | – |"))
    }

    @Test func diffOfTreesReportsSetsOnOneSide() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = directory.appendingPathComponent("old")
        let new = directory.appendingPathComponent("new")
        for (tree, sets) in [(old, ["DE_de", "FR_fr"]), (new, ["FR_fr", "AE_ar"])] {
            for set in sets {
                try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
                try FileManager.default.copyItem(
                    at: CLIRunner.repositoryRoot.appendingPathComponent("samples/clean/\(set)"),
                    to: tree.appendingPathComponent(set))
            }
        }
        let result = try CLIRunner.run(["diff", "old", "new"], in: directory)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("== AE_ar (only in new: new/AE_ar): only in new"))
        #expect(result.stdout.contains("== DE_de (only in old: old/DE_de): only in old"))
        #expect(result.stdout.contains("== FR_fr (old/FR_fr → new/FR_fr): unchanged"))
    }

    @Test func diffErrorsExitTwoNamingTheFile() throws {
        let missing = try CLIRunner.run(["diff", "samples/clean/DE_de", "samples/clean/XX_xx"])
        #expect(missing.status == 2 && missing.stderr.contains("samples/clean/XX_xx"), "\(missing.stderr)")
        // A snapshot named on the command line that cannot be read: a FIFO never blocks, it is refused.
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("OneTrustBannerData.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let unreadable = try CLIRunner.run(["diff", "samples/clean/FR_fr/OneTrustBannerData.json", fifo.path])
        #expect(unreadable.status == 2 && unreadable.stderr.contains(fifo.path), "\(unreadable.stderr)")
        let usage = try CLIRunner.run(["diff", "samples/clean/FR_fr"])
        #expect(usage.status == 2)
    }
}
