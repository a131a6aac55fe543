import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintCapture

/// `cmplint gvl fetch` end to end: cmplint runs cmplint-capture, which downloads from a fake list
/// server on 127.0.0.1 (Tests/Fixtures/gvl-fetch/vendor-list.json, a small GVL v3 built for the
/// tests). A failed fetch leaves the file it was to replace as it was.
@Suite struct GVLFetchCommandTests {
    static let list = FakeCMPServer.sampleBytes("Tests/Fixtures/gvl-fetch/vendor-list.json")
    static let previous = "the list pinned before\n"

    /// `cmplint gvl fetch --url URL --out list.json` in a new folder holding an older list.json.
    static func fetch(_ server: FakeCMPServer, _ extra: [String] = [], check: (URL, CLIRunner.Result) throws -> Void)
        throws
    {
        let folder = try temporaryFolder("gvl-fetch")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(previous.utf8).write(to: folder.appendingPathComponent("list.json"))
        let result = try CLIRunner.run(
            ["gvl", "fetch", "--url", server.baseURL + "/v3/vendor-list.json", "--out", "list.json"] + extra,
            in: folder)
        try check(folder, result)
    }

    /// The file as it was before the run, and nothing beside it.
    static func untouched(_ folder: URL) throws -> Bool {
        try String(contentsOf: folder.appendingPathComponent("list.json"), encoding: .utf8) == previous
            && FileManager.default.contentsOfDirectory(atPath: folder.path) == ["list.json"]
    }

    @Test func writesTheListAndPrintsItsVersionAndHash() throws {
        let server = try FakeCMPServer { _, _ in .body(200, Self.list) }
        defer { server.stop() }
        try Self.fetch(server) { folder, result throws in
            #expect(result.status == 0, "\(result.stderr)")
            let file = folder.appendingPathComponent("list.json")
            #expect(try [UInt8](Data(contentsOf: file)) == Self.list)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(
                lines.first
                    == "list.json: Global Vendor List v3, vendorListVersion 140, tcfPolicyVersion 5, "
                    + "lastUpdated 2026-11-26T16:05:29Z, 3 vendors, \(Self.list.count) bytes")
            // The digest itself is checked against Python's in GVLFetchTests.
            #expect(lines.last == "\(SHA256.hex(Self.list))  list.json")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["list.json"])
        }
        #expect(server.requests.map(\.path) == ["/v3/vendor-list.json"])
        // The TCF asks every client of the list for a compressed answer.
        #expect(server.requests.first?.headers["accept-encoding"]?.contains("gzip") == true)
    }

    @Test func anHTTPErrorKeepsTheFile() throws {
        let server = try FakeCMPServer { _, _ in .body(404, Array("<html>Not Found</html>".utf8)) }
        defer { server.stop() }
        try Self.fetch(server) { folder, result throws in
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "cmplint: GET \(server.baseURL)/v3/vendor-list.json: HTTP 404; list.json was not written\n")
            #expect(try Self.untouched(folder))
        }
    }

    /// A OneTrust vendors response is JSON with vendors, but no GVL.
    @Test func jsonThatIsNoGVLKeepsTheFile() throws {
        let server = try FakeCMPServer { _, _ in
            .body(200, FakeCMPServer.sampleBytes("samples/clean/DE_de/OneTrustVendorsData.json"))
        }
        defer { server.stop() }
        try Self.fetch(server) { folder, result throws in
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "cmplint: GET \(server.baseURL)/v3/vendor-list.json: it is no Global Vendor List v3: "
                    + "gvlSpecificationVersion is missing, not 3; list.json was not written\n")
            #expect(try Self.untouched(folder))
        }
    }

    /// A body over the size limit stops the transfer (here at its Content-Length), and is not retried.
    @Test func anOversizedListKeepsTheFile() throws {
        let server = try FakeCMPServer { _, _ in .body(200, [UInt8](repeating: 0x20, count: 32 * 1024 * 1024 + 1)) }
        defer { server.stop() }
        try Self.fetch(server) { folder, result throws in
            #expect(result.status == 2)
            #expect(result.stderr.contains("the response is larger than 33554432 bytes; list.json was not written"))
            #expect(try Self.untouched(folder))
        }
        #expect(server.requests.count == 1)
    }

    @Test func helpAndUsageComeFromCmplintCapture() throws {
        let help = try CLIRunner.run(["gvl", "fetch", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: cmplint gvl fetch --out <file> [--url <url>] [--version <n>]"))
        #expect(try CLIRunner.run(["help", "gvl", "fetch"]).stdout == help.stdout)
        let group = try CLIRunner.run(["gvl", "--help"])
        #expect(group.stdout.contains("  fetch ") && group.stdout.contains("Download the current Global Vendor List"))
        #expect(try CLIRunner.run(["help", "gvl"]).stdout == group.stdout)
        let root = try CLIRunner.run(["--help"]).stdout
        #expect(root.contains("  gvl ") && root.contains("Download IAB Europe's Global Vendor List"))
        let both = try CLIRunner.run([
            "gvl", "fetch", "--out", "x.json", "--url", "http://127.0.0.1:9/", "--version", "3",
        ])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--url and --version cannot go together"))
    }
}
