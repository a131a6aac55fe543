import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintCapture
@testable import CaptureTransport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A capture run's requests, made against fake servers on the loopback interface: `out` is the
/// folder the sets go to, backoff delays are recorded (`slept`), not slept.
struct CaptureFixture {
    let folder: String
    let slept = Slept()

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-capture-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    var out: String { folder + "/out" }

    func request(
        _ baseURL: String, _ sets: [(String, String?, String)] = [("FR", nil, "fr")], attempts: Int = 3,
        revealing: Bool = false
    ) throws -> CaptureRequest {
        CaptureRequest(
            appId: CaptureTests.appId, sdkVersion: "202604.2.0", platform: "Apple", baseURL: baseURL,
            targets: try sets.map {
                try CaptureTarget(country: $0.0, region: $0.1, language: $0.2, source: .commandLine)
            },
            outputFolder: out,
            network: NetworkLimits(
                timeout: 5, concurrency: 1, attempts: attempts, backoff: 0.25, sleep: { slept.add($0) }),
            lint: LintRequest(
                workingDirectory: folder, revealPersonalData: revealing, reports: [], stepSummaryFile: nil))
    }
}

/// The network policy of `capture`: redirects followed only within the origin (never to another
/// host or port, never from https to http, and the `OT-*` headers never sent elsewhere), and only
/// the failures another attempt may fix retried, the others attempted once (counted at the server).
@Suite struct CaptureNetworkPolicyTests {
    @Test func aRedirectWithinTheOriginIsFollowedWithTheHeaders() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        let server = try FakeCMPServer { request, earlier in
            request.path == "/cfw/cmp/v1/banner"
                ? .body(307, [], headers: ["Location": "/v2/cfw/cmp/v1/banner"])
                : FakeCMPServer.samples(request, earlier)
        }
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try fixture.request(server.baseURL))
        #expect(outcome.failures == [])
        #expect(
            server.requests.map(\.path) == ["/cfw/cmp/v1/banner", "/v2/cfw/cmp/v1/banner", "/cfw/cmp/v1/preferences"])
        #expect(server.problems == [])
    }

    @Test func aRedirectToAnotherPortIsRefusedAndNeverContacted() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        let elsewhere = try FakeCMPServer()
        defer { elsewhere.stop() }
        let location = "\(elsewhere.baseURL)/cfw/cmp/v1/banner"
        let server = try FakeCMPServer { _, _ in .body(302, [], headers: ["Location": location]) }
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try fixture.request(server.baseURL))
        #expect(
            outcome.failures == [
                "FR_fr: GET /cfw/cmp/v1/banner: HTTP 302 redirect to another origin ('\(location)'); "
                    + "only redirects within http://127.0.0.1:\(server.port) are followed"
            ])
        #expect(outcome.exitStatus == 2)
        #expect(elsewhere.requests.isEmpty)
        #expect(server.requests.count == 1)
        #expect(fixture.slept.values == [])
    }

    @Test func aRedirectToAnotherHostIsRefused() {
        #expect(
            RedirectPolicy.decide(
                status: 301, location: "https://evil.example/cfw/cmp/v1/banner",
                from: "https://mobile-data.onetrust.io/cfw/cmp/v1/banner")
                == .refuse(
                    "HTTP 301 redirect to another origin ('https://evil.example/cfw/cmp/v1/banner'); only redirects within "
                        + "https://mobile-data.onetrust.io:443 are followed"))
        // The default port written out is the same origin.
        #expect(
            RedirectPolicy.decide(
                status: 308, location: "https://MOBILE-data.onetrust.io:443/x",
                from: "https://mobile-data.onetrust.io/y")
                == .follow("https://MOBILE-data.onetrust.io:443/x"))
        #expect(
            RedirectPolicy.decide(
                status: 200, location: "https://evil.example/", from: "https://mobile-data.onetrust.io/y") == .answer)
    }

    /// A downgrade, through the whole run with a transport that answers for https (no TLS server on loopback).
    @Test func aDowngradeToHTTPIsRefused() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        let transport = RecordingTransport { request in
            HTTPResponse(
                status: 301, body: [], location: request.url.replacingOccurrences(of: "https://", with: "http://"))
        }
        let outcome = try CaptureRunner.run(
            try fixture.request("https://mobile-data.onetrust.io"), transport: transport)
        #expect(transport.urls == ["https://mobile-data.onetrust.io/cfw/cmp/v1/banner"])
        #expect(
            outcome.failures == [
                "FR_fr: GET /cfw/cmp/v1/banner: HTTP 301 redirect from https to http "
                    + "('http://mobile-data.onetrust.io/cfw/cmp/v1/banner'); a downgrade is never followed"
            ])
    }

    @Test func redirectsStopAfterFive() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        let server = try FakeCMPServer { request, _ in .body(302, [], headers: ["Location": request.path + "/again"]) }
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try fixture.request(server.baseURL))
        #expect(server.requests.count == 6)
        #expect(outcome.failures == ["FR_fr: GET /cfw/cmp/v1/banner: more than 5 redirects in a row; not followed"])
    }

    @Test func aLocationWithControlsIsRefusedAndShownEscaped() {
        let decision = RedirectPolicy.decide(
            status: 302, location: "/x\u{1B}[2J", from: "http://127.0.0.1:1/cfw/cmp/v1/banner")
        #expect(decision == .refuse("HTTP 302 redirect to '/x\u{1B}[2J', which is no http or https URL; not followed"))
        #expect(
            RedirectPolicy.decide(status: 302, location: "ftp://127.0.0.1:1/x", from: "http://127.0.0.1:1/y")
                == .refuse("HTTP 302 redirect to 'ftp://127.0.0.1:1/x', which is no http or https URL; not followed"))
        #expect(
            RedirectPolicy.decide(status: 303, location: nil, from: "http://127.0.0.1:1/y")
                == .refuse("HTTP 303 redirect without a Location header"))
    }

    // MARK: Retries

    @Test func aRefusedConnectionIsRetried() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        let refusing = try RefusingPort()
        defer { refusing.release() }
        let outcome = try CaptureRunner.run(try fixture.request(refusing.baseURL))
        #expect(fixture.slept.values == [0.25, 0.5])
        #expect(outcome.failures.first?.hasSuffix("(after 3 attempts)") == true, "\(outcome.failures)")
    }

    @Test func anAnswerThatIsNoHTTPIsAttemptedOnce() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        let server = try FakeCMPServer(raw: Array("SSH-2.0-OpenSSH_9.2\r\n\r\n".utf8))
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try fixture.request(server.baseURL))
        #expect(server.requests.count == 1)
        #expect(fixture.slept.values == [])
        #expect(outcome.failures.count == 1)
        #expect(outcome.failures.first?.contains("attempts") == false)
    }

    /// https to a server that answers in plain HTTP: the TLS handshake fails, once.
    @Test func aTLSFailureIsAttemptedOnce() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        let server = try FakeCMPServer(raw: Array("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n".utf8))
        defer { server.stop() }
        let banner = CapturePlan(try fixture.request("https://127.0.0.1:\(server.port)")).request(
            .banner, for: try fixture.request("https://x").targets[0])
        if case .failure(let failure) = URLSessionTransport().get(banner, timeout: 5) {
            #expect(failure.kind == .tls, "\(failure)")
        } else {
            Issue.record("a TLS handshake with a plain HTTP server succeeded")
        }
        let before = server.requests.count
        let outcome = try CaptureRunner.run(try fixture.request("https://127.0.0.1:\(server.port)"))
        #expect(server.requests.count == before + 1)
        #expect(fixture.slept.values == [])
        #expect(outcome.failures.count == 1)
    }

    @Test func oversizedHeadersAreAttemptedOnce() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        let padding = String(repeating: "a", count: URLSessionTransport.maxHeaderBytes + 10)
        let server = try FakeCMPServer { _, _ in .body(200, Array("{}".utf8), headers: ["X-Padding": padding]) }
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try fixture.request(server.baseURL))
        #expect(server.requests.count == 1)
        #expect(outcome.failures == ["FR_fr: GET /cfw/cmp/v1/banner: the response headers are larger than 65536 bytes"])
    }

    @Test func onlyTimeoutsConnectionAndNameFailuresAreRetryable() {
        #expect(TransportFailure.Kind.allCases.filter(RetryPolicy.isRetryable) == [.timeout, .connection, .dns])
        #expect(
            [200, 301, 400, 404, 429, 500, 503, 599, 600].filter { RetryPolicy.isRetryable(status: $0) } == [
                429, 500, 503, 599,
            ])
        let codes: [URLError.Code] = [
            .timedOut, .cannotFindHost, .cannotConnectToHost, .networkConnectionLost, .secureConnectionFailed,
            .serverCertificateUntrusted, .unsupportedURL, .badServerResponse, .cannotDecodeContentData,
            .dataLengthExceedsMaximum, .cancelled,
        ]
        #expect(
            codes.map(URLSessionTransport.kind) == [
                .timeout, .dns, .connection, .connection, .tls, .tls, .url, .protocolError,
                .protocolError, .bodyTooLarge, .other,
            ])
        // libcurl under FoundationNetworking reports a failed handshake as unknown, in the TLS library's words.
        let handshake = URLError(
            .unknown,
            userInfo: [NSLocalizedDescriptionKey: "OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number"])
        #expect(URLSessionTransport.kind(of: handshake) == .tls)
        #expect(URLSessionTransport.kind(of: URLError(.unknown)) == .other)
    }
}

/// A transport that answers every request with `answer` and records the URLs it was asked for.
final class RecordingTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private let answer: @Sendable (CMPAPIRequest) -> HTTPResponse

    init(_ answer: @escaping @Sendable (CMPAPIRequest) -> HTTPResponse) {
        self.answer = answer
    }

    var urls: [String] { lock.withLock { recorded } }

    func get(_ request: CMPAPIRequest, timeout: Double) -> Result<HTTPResponse, TransportFailure> {
        lock.withLock { recorded.append(request.url) }
        return .success(answer(request))
    }
}
