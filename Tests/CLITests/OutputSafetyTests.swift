import Foundation
import Testing

/// The binary never traps on output and never destroys what it writes to: standard output on a full
/// disk or closed early, `--output` to devices, links and files with restrictive permissions, and
/// messages on standard error that name hostile paths.
@Suite(.serialized)
struct OutputSafetyTests {
    /// Runs the binary with standard output going to `stdout`, standard error to a pipe.
    func run(_ arguments: [String], stdout: FileHandle) throws -> (
        status: Int32, reason: Process.TerminationReason, stderr: String
    ) {
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = CLIRunner.repositoryRoot
        process.standardOutput = stdout
        let err = Pipe()
        process.standardError = err
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, String(decoding: errData, as: UTF8.self))
    }

    @Test(arguments: [["lint", "samples/broken/error-response"], ["rules"], ["--version"], ["schema", "rules"]])
    func standardOutputOnAFullDiskIsExit2WithOneLine(arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try run(arguments, stdout: full)
        #expect(result.reason == .exit)
        #expect(result.status == 2)
        #expect(result.stderr == "cmplint: standard output: cannot write (No space left on device)\n")
    }

    @Test func aReaderThatClosesEarlyEndsTheOutputQuietly() throws {
        // A banner with 2,000 duplicate keys: its JUnit report (one failure per key, uncapped) is far
        // larger than a pipe's buffer (64 KiB on Linux), so the writer meets the closed pipe.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-cli-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let banner = "{" + (0..<2_000).map { "\"k\": \($0)" }.joined(separator: ",") + "}"
        try banner.write(
            to: folder.appendingPathComponent("OneTrustBannerData.json"), atomically: true, encoding: .utf8)
        let full = try CLIRunner.run(["lint", folder.path, "--format", "junit", "--max-findings-per-rule", "100000"])
        #expect(full.stdout.utf8.count > 256 * 1024, "\(full.stdout.utf8.count) bytes")
        let pipe = Pipe()
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["lint", folder.path, "--format", "junit", "--max-findings-per-rule", "100000"]
        process.currentDirectoryURL = CLIRunner.repositoryRoot
        process.standardOutput = pipe
        let err = Pipe()
        process.standardError = err
        try process.run()
        let first = pipe.fileHandleForReading.readData(ofLength: 100)
        try pipe.fileHandleForReading.close()
        try? pipe.fileHandleForWriting.close()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: first, as: UTF8.self).hasPrefix("<?xml"))
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 1, "the run's own status: the banner is no CMP API response (an error)")
        #expect(errData.isEmpty, "\(String(decoding: errData, as: UTF8.self))")
    }

    @Test func outputToDevicesWritesInPlace() throws {
        let null = try CLIRunner.run(["lint", "samples/clean", "--output", "/dev/null"])
        #expect(null.status == 0)
        #expect(null.stdout.isEmpty)
        let full = try CLIRunner.run(["lint", "samples/clean", "--format", "sarif=/dev/full"])
        #expect(full.status == 2)
        #expect(full.stderr == "cmplint: /dev/full: cannot write (No space left on device)\n")
        #expect(
            try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
                == .typeCharacterSpecial)
        // /dev/stdout is a link to /proc/self/fd/1 on Linux, a device on macOS: the report reaches standard output.
        let stdout = try CLIRunner.run(["lint", "samples/clean", "--format", "json", "--output", "/dev/stdout"])
        #expect(stdout.status == 0)
        #expect(try stdout.json()["version"] as? Int == 1)
    }

    @Test func reportsKeepPermissionsAndGoThroughLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-cli-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.json").path
        try "old".write(toFile: report, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: report)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "report.json")
        let result = try CLIRunner.run([
            "lint", "samples/clean", "--format", "json", "--output", folder.appendingPathComponent("link.json").path,
            "--show-personal-data",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: report, encoding: .utf8).hasPrefix("{"))
        #expect(try FileManager.default.attributesOfItem(atPath: report)[.posixPermissions] as? Int == 0o600)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.json").path)
                == "report.json")
        let intoFolder = try CLIRunner.run(["lint", "samples/clean", "--write-baseline", folder.path])
        #expect(intoFolder.status == 2)
        #expect(intoFolder.stderr == "cmplint: \(folder.path): is a folder; name a file to write\n")
    }

    @Test func errorMessagesShowHostilePathsEscaped() throws {
        let result = try CLIRunner.run(["lint", "no\u{1B}]0;pwned\u{07}\n::error::x"])
        #expect(result.status == 2)
        #expect(result.stderr == "cmplint: no\\u001b]0;pwned\\u0007\\n::error::x: no such file or directory\n")
    }
}
