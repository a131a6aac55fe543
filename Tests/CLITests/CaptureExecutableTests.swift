import Foundation
import Testing

/// `cmplint capture` runs `cmplint-capture` from cmplint's own folder, passing arguments, standard
/// streams and exit status through (InstallTests: only cmplint-capture links networking).
@Suite struct CaptureExecutableTests {
    /// Capture's own help and usage errors come back through cmplint, with their exit status.
    @Test func argumentsOutputAndStatusPassThrough() throws {
        let help = try CLIRunner.run(["capture", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: cmplint capture --app-id <guid> --sdk-version <version>"))
        #expect(help.stdout.contains("cmplint capture --check <dir> --app-id <guid>... [--update] [<options>]"))
        #expect(help.stdout.contains("--max-retry-delay <seconds>"))
        #expect(try CLIRunner.run(["help", "capture"]).stdout == help.stdout)
        let usage = try CLIRunner.run(["capture", "--sdk-version", "202604.2.0"])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("Missing expected argument '--app-id <guid>'"))
        // The root help still lists the command.
        let root = try CLIRunner.run(["--help"]).stdout
        #expect(root.contains("  capture ") && root.contains("Fetch snapshot sets from the CMP API"))
    }

    /// A cmplint without cmplint-capture beside it says where it looked, and exits 2.
    @Test func aMissingCaptureExecutableIsNamed() throws {
        let folder = try temporaryFolder("capture-missing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("cmplint")
        try FileManager.default.copyItem(at: CLIRunner.executable, to: alone)
        let result = try CLIRunner.run(["capture", "--help"], executable: alone)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "capture needs cmplint-capture beside cmplint, and \(folder.path)/cmplint-capture is not there"),
            "\(result.stderr)")
        // Every other command runs without it.
        #expect(try CLIRunner.run(["--version"], executable: alone).status == 0)
    }
}
