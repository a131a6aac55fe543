import Foundation
import Testing

/// The repository root, as `FakeCMPServer` (shared with the library tests) names it.
let repositoryRoot = CLIRunner.repositoryRoot

/// `cmplint capture` end to end: the built binary against a fake CMP API on 127.0.0.1.
@Suite struct CaptureCommandTests {
    static let appId = "0196e235-1234-7084-becc-bde145924c85"

    @Test func capturesLintsAndSummarises() throws {
        let server = try FakeCMPServer()
        defer { server.stop() }
        let folder = try temporaryFolder("capture")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["capture", "--base-url", server.baseURL, "--app-id", Self.appId, "--sdk-version", "202604.2.0",
                                        "--platform", "Android", "--country", "DE", "--country", "FR", "--language", "de", "--out", "snaps"],
                                       in: folder)
        // FR_de is not among the samples: the fake answers 404 for it.
        #expect(result.status == 2)
        #expect(result.stderr.contains("FR_de: GET /cfw/cmp/v1/banner: HTTP 404 (NOT_FOUND: no such endpoint)"))
        #expect(result.stdout.contains("DE_de  captured  IAB2V2    true        98           0"))
        #expect(result.stdout.contains("FR_de  failed"))
        #expect(server.problems == [])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("snaps/DE_de/OneTrustVendorsData.json").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("snaps/FR_de").path))
    }

    @Test func exitsAsLintDoesOnACleanCapture() throws {
        let server = try FakeCMPServer()
        defer { server.stop() }
        let folder = try temporaryFolder("capture")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["capture", "--base-url", server.baseURL, "--app-id", Self.appId, "--sdk-version", "202604.2.0",
                                        "--country", "US-CA", "--language", "en", "--out", "snaps", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.findings().isEmpty)
        // With a JSON report on standard output the table goes to standard error.
        #expect(result.stderr.contains("US-CA_en  captured  CPRA"))
    }

    @Test func dryRunPrintsRequestsWithoutSending() throws {
        let server = try FakeCMPServer()
        defer { server.stop() }
        let result = try CLIRunner.run(["capture", "--base-url", server.baseURL, "--app-id", Self.appId, "--sdk-version", "202604.2.0",
                                        "--country", "DE", "--language", "de", "--dry-run"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("    OT-Force-Fetch: true\n"))
        #expect(server.requests.isEmpty)
    }
}
