import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintCapture
@testable import CMPLintDocuments

/// `GVLFetcher` over a scripted transport: the list is written only when it is a GVL v3 and the
/// whole download succeeded, atomically, with the SHA-256 of the bytes written. The list served is
/// Tests/Fixtures/gvl-fetch/vendor-list.json, a small GVL v3 built for the tests in the published
/// format (three vendors, one of them deleted).
@Suite struct GVLFetchTests {
    static let list = FakeCMPServer.sampleBytes("Tests/Fixtures/gvl-fetch/vendor-list.json")

    /// A folder of its own, removed after `body`.
    func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-gvl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// A transport answering `answers` in turn (the last one again), recording the URLs asked for.
    final class Script: @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [Result<HTTPResponse, TransportFailure>]
        private(set) var urls: [String] = []

        init(_ answers: [Result<HTTPResponse, TransportFailure>]) { self.answers = answers }

        var get: GVLFetcher.Get {
            { url, _ in
                self.lock.withLock {
                    self.urls.append(url)
                    return self.answers.count > 1 ? self.answers.removeFirst() : self.answers[0]
                }
            }
        }
    }

    func request(_ output: URL, url: String = GVLFetchRequest.currentURL) -> GVLFetchRequest {
        GVLFetchRequest(url: url, output: output.path, network: NetworkLimits(backoff: 0, sleep: { _ in }))
    }

    @Test func writesTheListAndReportsItsHeaderAndHash() throws {
        try inFolder { folder throws in
            let output = folder.appendingPathComponent("vendor-list.json")
            let script = Script([.success(HTTPResponse(status: 200, body: Self.list))])
            let outcome = try GVLFetcher.run(request(output), get: script.get)
            #expect(script.urls == ["https://vendor-list.consensu.org/v3/vendor-list.json"])
            #expect(try [UInt8](Data(contentsOf: output)) == Self.list)
            #expect(
                outcome.header
                    == GVLHeader(
                        vendorListVersion: 140, tcfPolicyVersion: 5, lastUpdated: "2026-11-26T16:05:29Z",
                        vendorCount: 3))
            #expect(outcome.byteCount == Self.list.count)
            #expect(outcome.sha256 == (try pythonSHA256(output)))
            #expect(
                outcome.text
                    == "\(output.path): Global Vendor List v3, vendorListVersion 140, tcfPolicyVersion 5, "
                    + "lastUpdated 2026-11-26T16:05:29Z, 3 vendors, \(Self.list.count) bytes\n"
                    + "\(outcome.sha256)  \(output.path)\n")
            // No temporary file is left beside it.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["vendor-list.json"])
        }
    }

    /// The archive URL of the TCF specification's own example.
    @Test func archiveURLFollowsThePublishedPattern() {
        #expect(
            GVLFetchRequest.archiveURL(version: 138)
                == "https://vendor-list.consensu.org/v3/archives/vendor-list-v138.json")
    }

    /// Every failure leaves the existing file as it was, and names the URL, the reason and the file.
    @Test(arguments: [
        (
            Result<HTTPResponse, TransportFailure>.success(HTTPResponse(status: 404, body: Array("<html>".utf8))),
            "HTTP 404"
        ),
        (.success(HTTPResponse(status: 200, body: Array("<html>".utf8))), "the body is not JSON ("),
        (.success(HTTPResponse(status: 200, body: Array("[1]".utf8))), "the body is JSON but not an object"),
        (
            .success(HTTPResponse(status: 200, body: Array(#"{"vendorListVersion":48,"vendors":{}}"#.utf8))),
            "it is no Global Vendor List v3: gvlSpecificationVersion is missing, not 3"
        ),
        (
            .success(
                HTTPResponse(
                    status: 200,
                    body: Array(#"{"gvlSpecificationVersion":2,"vendorListVersion":48,"vendors":{}}"#.utf8))),
            "gvlSpecificationVersion is 2, not 3"
        ),
        (
            .success(
                HTTPResponse(
                    status: 200,
                    body: Array(#"{"gvlSpecificationVersion":3,"vendorListVersion":"140","vendors":{}}"#.utf8))),
            "vendorListVersion is missing or not an integer"
        ),
        (
            .success(
                HTTPResponse(
                    status: 200,
                    body: Array(#"{"gvlSpecificationVersion":3,"vendorListVersion":140,"vendors":[]}"#.utf8))
            ),
            "vendors is missing or not an object"
        ),
        (
            .success(
                HTTPResponse(
                    status: 200,
                    body: Array(
                        #"{"gvlSpecificationVersion":3,"vendorListVersion":140,"vendors":{"1":{"id":1,"purposes":[99]}}}"#
                            .utf8))
            ),
            "it is no Global Vendor List v3 that cmplint can read: vendor-list.json:1:"
        ),
        (.failure(TransportFailure(.bodyTooLarge, "the response is larger than 33554432 bytes")), "larger than"),
        (.failure(TransportFailure(.tls, "certificate")), "certificate"),
    ])
    func aFailureKeepsTheFile(_ answer: Result<HTTPResponse, TransportFailure>, _ reason: String) throws {
        try inFolder { folder throws in
            let output = folder.appendingPathComponent("vendor-list.json")
            try Data("previous list".utf8).write(to: output)
            let script = Script([answer])
            #expect {
                try GVLFetcher.run(request(output), get: script.get)
            } throws: { error in
                let text = "\(error)"
                return text.hasPrefix("GET https://vendor-list.consensu.org/v3/vendor-list.json: ")
                    && text.contains(reason) && text.hasSuffix("; \(output.path) was not written")
            }
            #expect(script.urls.count == 1)
            #expect(try String(contentsOf: output, encoding: .utf8) == "previous list")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["vendor-list.json"])
        }
    }

    /// 5xx and timeouts are retried as a capture's requests are; a redirect within the origin is followed.
    @Test func retriesAndFollowsRedirectsAsCaptureDoes() throws {
        try inFolder { folder throws in
            let output = folder.appendingPathComponent("vendor-list.json")
            let script = Script([
                .success(HTTPResponse(status: 503, body: [])),
                .failure(TransportFailure(.timeout, "timed out")),
                .success(HTTPResponse(status: 302, body: [], location: "/v3/archives/vendor-list-v140.json")),
                .success(HTTPResponse(status: 200, body: Self.list)),
            ])
            #expect(try GVLFetcher.run(request(output), get: script.get).header.vendorListVersion == 140)
            #expect(
                script.urls == [
                    GVLFetchRequest.currentURL, GVLFetchRequest.currentURL, GVLFetchRequest.currentURL,
                    GVLFetchRequest.archiveURL(version: 140),
                ])
            let failing = Script([.success(HTTPResponse(status: 500, body: []))])
            #expect {
                try GVLFetcher.run(request(output), get: failing.get)
            } throws: { "\($0)".contains("HTTP 500 (after 3 attempts)") }
            let elsewhere = Script([.success(HTTPResponse(status: 302, body: [], location: "https://cdn.example/list"))]
            )
            #expect {
                try GVLFetcher.run(request(output), get: elsewhere.get)
            } throws: { "\($0)".contains("redirect to another origin ('https://cdn.example/list')") }
            #expect(elsewhere.urls.count == 1)
        }
    }

    /// A bad --url, --timeout or --out fails before any request.
    @Test func badInputFailsBeforeAnyRequest() throws {
        try inFolder { folder throws in
            let script = Script([.success(HTTPResponse(status: 200, body: Self.list))])
            let cases: [(GVLFetchRequest, String)] = [
                (request(folder, url: GVLFetchRequest.currentURL), "\(folder.path): is a folder; name a file to write"),
                (
                    request(folder.appendingPathComponent("gvl/vendor-list.json")),
                    "\(folder.path)/gvl/vendor-list.json: cannot write (the folder \(folder.path)/gvl does not exist)"
                ),
                (
                    request(folder.appendingPathComponent("x.json"), url: "ftp://vendor-list.consensu.org/"),
                    "--url: 'ftp://vendor-list.consensu.org/' is not an http or https URL"
                ),
                (
                    GVLFetchRequest(
                        output: folder.appendingPathComponent("x.json").path, network: NetworkLimits(timeout: 0)),
                    "--timeout: must be more than 0"
                ),
            ]
            for (request, message) in cases {
                #expect {
                    try GVLFetcher.run(request, get: script.get)
                } throws: { "\($0)".hasPrefix(message) }
            }
            #expect(script.urls.isEmpty)
        }
    }

    /// The digest by another implementation (Python's hashlib).
    func pythonSHA256(_ file: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", "import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], 'rb').read()).hexdigest())",
            file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(String(decoding: output, as: UTF8.self).prefix(64))
    }
}
