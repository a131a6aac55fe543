import Foundation
import Testing

/// HTML reports are handed to customers and attached to tickets: they never name the folders of
/// the machine that made them, also for sets outside the working directory.
struct HTMLReportPathTests {
    /// A folder outside the repository (the working directory) holding `DE_de` (a set with a
    /// leaked TC string) and `old` (the same set, for diff), and a config above both.
    func outsideFolder() throws -> URL {
        let folder = try temporaryFolder("html-paths")
        try FileManager.default.copyItem(
            at: CLIRunner.repositoryRoot.appendingPathComponent("samples/broken/tc-string-leak/DE_de"),
            to: folder.appendingPathComponent("x/DE_de"))
        try FileManager.default.copyItem(
            at: CLIRunner.repositoryRoot.appendingPathComponent("samples/clean/DE_de"),
            to: folder.appendingPathComponent("x/old"))
        try "rules:\n  geo-mismatch: off\n".write(
            to: folder.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    /// The folders a leak would show: the test folder and the temporary folder above it.
    func expectNoMachineFolders(_ html: String, _ folder: URL, _ command: String) {
        #expect(html.contains("</html>"), "\(command)")
        #expect(!html.contains(folder.path), "\(command)")
        #expect(!html.contains(FileManager.default.temporaryDirectory.standardizedFileURL.path + "/"), "\(command)")
    }

    @Test func lintAndInspectShowASetOutsideTheWorkingDirectoryByTheNameTyped() throws {
        let folder = try outsideFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("x/DE_de").path
        for command in ["lint", "inspect"] {
            let result = try CLIRunner.run([command, set, "-f", "html"])
            expectNoMachineFolders(result.stdout, folder, command)
            #expect(result.stdout.contains("DE_de/OneTrustBannerData.json"), "\(command)")
            // The config above the set is outside the folder shown from: its name only.
            #expect(result.stdout.contains("config …/.cmplint.yml"), "\(command)")
        }
        let tree = try CLIRunner.run(["lint", folder.appendingPathComponent("x").path, "-f", "html"])
        expectNoMachineFolders(tree.stdout, folder, "lint tree")
        #expect(tree.stdout.contains("x/DE_de/OneTrustBannerData.json"))
    }

    @Test func diffShowsBothSidesFromTheirCommonFolder() throws {
        let folder = try outsideFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run([
            "diff", folder.appendingPathComponent("x/old").path, folder.appendingPathComponent("x/DE_de").path,
            "-f", "html",
        ])
        #expect(result.status == 1, "\(result.stderr)")
        expectNoMachineFolders(result.stdout, folder, "diff")
        #expect(result.stdout.contains("x/old → x/DE_de"))
    }

    /// A path under the working directory stays relative to it, even when typed absolute.
    @Test func aPathUnderTheWorkingDirectoryIsShownRelativeToIt() throws {
        let set = CLIRunner.repositoryRoot.appendingPathComponent("samples/broken/tc-string-leak/DE_de").path
        let result = try CLIRunner.run(["lint", set, "-f", "html"])
        #expect(!result.stdout.contains(CLIRunner.repositoryRoot.path + "/"))
        #expect(result.stdout.contains("samples/broken/tc-string-leak/DE_de/OneTrustBannerData.json"))
    }
}
