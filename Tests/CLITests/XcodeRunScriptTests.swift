import Foundation
import Testing

/// The Run Script build phase shown in docs/ci.md ("Xcode Run Script build phase"), run as Xcode runs
/// it: with `/bin/sh`, `SRCROOT` set to the project folder, and cmplint found on PATH (or not).
struct XcodeRunScriptTests {
    static func readmeScript() throws -> String {
        let readme = try String(
            contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Xcode Run Script build phase"))
        let open = try #require(readme.range(of: "```sh\n", range: section.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        return String(readme[open.upperBound..<close.lowerBound])
    }

    func runScript(in project: URL, path: String) throws -> CLIRunner.Result {
        try CLIRunner.run(
            ["-c", try Self.readmeScript()], in: project, executable: URL(fileURLWithPath: "/bin/sh"),
            environment: ["SRCROOT": project.path, "PATH": path, "HOME": project.path])
    }

    @Test func findingsShowInlineAndErrorsFailTheBuild() throws {
        let project = try temporaryFolder("xcode")
        defer { try? FileManager.default.removeItem(at: project) }
        let onPath = CLIRunner.executable.deletingLastPathComponent().path + ":/usr/bin:/bin"
        try copySample("clean/DE_de", into: project.appendingPathComponent("Snapshots"))
        let clean = try runScript(in: project, path: onPath)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")

        try copySample("broken/ot-consent-string-leak", into: project.appendingPathComponent("Snapshots"))
        let broken = try runScript(in: project, path: onPath)
        #expect(broken.status == 1, "\(broken.stderr)")
        let file = project.path + "/Snapshots/broken/ot-consent-string-leak/US-CA_en/OneTrustBannerData.json"
        #expect(
            broken.stdout.split(separator: "\n").contains { $0.hasPrefix("\(file):335:") && $0.contains(": error: ") },
            "\(broken.stdout)")
    }

    /// The script also looks in `/usr/local/bin` and `/opt/homebrew/bin`: only where cmplint is not installed there.
    @Test(
        .enabled(
            if: !["/usr/local/bin/cmplint", "/opt/homebrew/bin/cmplint"].contains {
                FileManager.default.fileExists(atPath: $0)
            }))
    func missingCmplintIsAWarningNotAFailure() throws {
        let project = try temporaryFolder("xcode")
        defer { try? FileManager.default.removeItem(at: project) }
        let run = try runScript(in: project, path: "/usr/bin:/bin")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("warning: cmplint is not installed"), "\(run.stdout)\(run.stderr)")
    }
}
