import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintCapture
@testable import CMPLintDocuments
@testable import CaptureTransport

/// `cmplint capture` against a fake CMP API on the loopback interface (`FakeCMPServer`): the
/// headers of every request, the bodies written byte for byte, vendors only when IAB TCF is in
/// scope, retries on 5xx and timeouts but not on 4xx, clear errors, and a good set never replaced
/// by a failed capture.
@Suite final class CaptureTests {
    static let appId = "0196e235-1234-7084-becc-bde145924c85-test"

    let folder: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-capture-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func targets(_ sets: [(String, String?, String)]) throws -> [CaptureTarget] {
        try sets.map { try CaptureTarget(country: $0.0, region: $0.1, language: $0.2, source: .commandLine) }
    }

    /// The clock of every request's `NetworkLimits`: 2023-11-14 22:13:20 UTC.
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// A request to `server` for `sets`, with short timeouts, recorded (not slept) backoff delays
    /// and a fixed clock (`now`).
    func request(
        _ server: FakeCMPServer, _ sets: [(String, String?, String)], vendors: CaptureRequest.VendorsMode = .auto,
        timeout: Double = 5, attempts: Int = 3, maxRetryDelay: Double = 60, slept: Slept = Slept()
    ) throws -> CaptureRequest {
        CaptureRequest(
            appId: Self.appId, sdkVersion: "202604.2.0", platform: "Apple", baseURL: server.baseURL,
            targets: try targets(sets), outputFolder: folder + "/out", vendors: vendors,
            network: NetworkLimits(
                timeout: timeout, concurrency: 2, attempts: attempts, backoff: 0.25,
                maxRetryDelay: maxRetryDelay, sleep: { slept.add($0) }, now: { Self.now }),
            lint: LintRequest(workingDirectory: folder, reports: [], stepSummaryFile: nil))
    }

    func written(_ set: String, _ file: String) -> [UInt8]? {
        try? [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(folder)/out/\(set)/\(file)")))
    }

    func entries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/out")) ?? []).sorted()
    }

    @Test func everyRequestCarriesTheDocumentedHeadersAndNoConsentState() throws {
        let server = try FakeCMPServer()
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try request(server, [("DE", nil, "de"), ("US", "CA", "en")]))
        #expect(outcome.failures == [])
        #expect(server.problems == [])
        let byPath = Dictionary(grouping: server.requests, by: \.path).mapValues(\.count)
        #expect(byPath == ["/cfw/cmp/v1/banner": 2, "/cfw/cmp/v1/preferences": 2, "/cfw/cmp/v1/vendors": 1])
        let californian = server.requests.filter { $0.headers["ot-country-code"] == "US" }
        #expect(californian.allSatisfy { $0.headers["ot-region-code"] == "CA" && $0.headers["ot-language"] == "en" })
        #expect(
            server.requests.allSatisfy {
                $0.headers["ot-app-id"] == Self.appId && $0.headers["ot-platform"] == "Apple"
                    && $0.headers["ot-cdn-location"] == "cdn.cookielaw.org"
                    && $0.headers["ot-sdk-version"] == "202604.2.0"
            })
    }

    @Test func noRequestOfThePlanCarriesAConsentIdentifierOrSyncHeader() throws {
        let plan = CapturePlan(
            CaptureRequest(
                appId: Self.appId, sdkVersion: "202604.2.0", platform: "Android", deviceType: "ctv",
                targets: try targets([("US", "CA", "en"), ("DE", nil, "de")]), outputFolder: folder,
                vendors: .always))
        let sent = Set(
            plan.request.targets.flatMap { target in
                ComponentKind.allCases.flatMap { plan.request($0, for: target).headers.map { $0.name.lowercased() } }
            })
        #expect(sent.isDisjoint(with: CaptureHeaders.neverSent.map { $0.lowercased() }))
        #expect(sent.allSatisfy { $0.hasPrefix("ot-") })
        #expect(sent.contains("ot-force-fetch") && sent.contains("ot-fetch-type"))
    }

    @Test func bodiesAreWrittenByteForByteInTheFolderConventionLintReads() throws {
        let server = try FakeCMPServer()
        defer { server.stop() }
        var captureRequest = try request(server, [("DE", nil, "de"), ("FR", nil, "fr")])
        captureRequest.lint.today = SampleDate.today
        let outcome = try CaptureRunner.run(captureRequest)
        #expect(outcome.exitStatus == 0)
        for (set, file) in [
            ("DE_de", "OneTrustBannerData.json"), ("DE_de", "OneTrustPCData.json"),
            ("DE_de", "OneTrustVendorsData.json"),
            ("FR_fr", "OneTrustBannerData.json"), ("FR_fr", "OneTrustPCData.json"),
        ] {
            #expect(written(set, file) == FakeCMPServer.sampleBytes("samples/clean/\(set)/\(file)"), "\(set)/\(file)")
        }
        // FR_fr's GDPR template and groups put no IAB TCF in scope: no vendors request, no file.
        #expect(written("FR_fr", "OneTrustVendorsData.json") == nil)
        #expect(entries() == ["DE_de", "FR_fr"])
        #expect(outcome.rows.map(\.set) == ["DE_de", "FR_fr"])
        #expect(outcome.rows.map(\.template) == ["IAB2V2", "GDPR"])
        // The snapshots are clean; the manifest says the test app id captured them in 2023, long before
        // the run's date.
        #expect(outcome.rows.map(\.findings) == ["2", "2"])
        #expect(
            Set(outcome.lint?.fullReport.findings.map(\.ruleId) ?? [])
                == ["captured-from-test-app", "capture-stale"])
        #expect(outcome.rows[1].vendorListVersion == "not fetched")
        #expect(outcome.summary.hasPrefix("set    status    template  showBanner  vendor list  findings\n"))
    }

    @Test func eachSetGetsAManifestOfHowItWasCapturedWithoutTheAppId() throws {
        // ETags on banner and vendors only: a server may send none, and then none is recorded.
        let server = try FakeCMPServer { request, count in
            guard case .body(let status, let body, _) = FakeCMPServer.samples(request, count) else {
                return .body(500, [])
            }
            let etag = request.component == "preferences" ? [:] : ["ETag": "W/\"\(request.component)-42\""]
            return .body(status, body, headers: etag)
        }
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try request(server, [("DE", nil, "de"), ("US", "CA", "en")]))
        #expect(outcome.failures == [])
        let bytes = try #require(written("DE_de", CaptureManifest.fileName))
        let text = String(decoding: bytes, as: UTF8.self)
        for secret in [Self.appId, String(Self.appId.prefix(36)), "0196e235", "1234-7084"] {
            #expect(!text.contains(secret), "the manifest holds \(secret)")
        }
        let manifest = try SetManifest(path: "m", bytes: bytes).content.get()
        #expect(manifest.appId == .init(kind: .test, sha256: SHA256.hex(Array(Self.appId.utf8))))
        #expect(manifest.capturedAt.description == "2023-11-14T22:13:20Z")
        #expect(manifest.cmplintVersion == ToolInfo.version)
        let origin = "http://127.0.0.1:\(server.port)"
        #expect(
            manifest.request
                == .init(
                    server: origin, sdkVersion: "202604.2.0", platform: "Apple", deviceType: "mobile",
                    cdnLocation: "cdn.cookielaw.org", country: "DE", region: nil, language: "de"))
        #expect(
            manifest.files.map(\.name) == [
                "OneTrustBannerData.json", "OneTrustPCData.json", "OneTrustVendorsData.json",
            ])
        #expect(
            manifest.files.map(\.requestPath) == [
                "/cfw/cmp/v1/banner", "/cfw/cmp/v1/preferences", "/cfw/cmp/v1/vendors",
            ])
        #expect(manifest.files.map(\.etag) == ["W/\"banner-42\"", nil, "W/\"vendors-42\""])
        for file in manifest.files {
            let body = try #require(written("DE_de", file.name))
            #expect(file.sha256 == SHA256.hex(body) && file.size == body.count && file.fixes == [])
        }
        let californian = try SetManifest(path: "m", bytes: try #require(written("US-CA_en", CaptureManifest.fileName)))
            .content.get()
        #expect(californian.request.region == "CA" && californian.files.count == 2)
        // Linting the sets reads their manifests (the test app id is reported there), finds the
        // snapshots as recorded, and takes no manifest for a snapshot.
        let findings = outcome.lint?.fullReport.findings.filter { $0.ruleId != "capture-stale" } ?? []
        #expect(findings.map(\.ruleId) == ["captured-from-test-app", "captured-from-test-app"])
        #expect(findings.map(\.file) == ["DE_de", "US-CA_en"].map { "\(folder)/out/\($0)/cmplint-capture.json" })
    }

    @Test func vendorsAlwaysFetchesVendorsOutsideTCF() throws {
        let server = try FakeCMPServer()
        defer { server.stop() }
        _ = try CaptureRunner.run(try request(server, [("FR", nil, "fr")], vendors: .always))
        #expect(server.requests.map(\.component) == ["banner", "preferences", "vendors"])
        #expect(written("FR_fr", "OneTrustVendorsData.json") != nil)
    }

    @Test func aServerErrorIsRetriedWithBackoff() throws {
        let server = try FakeCMPServer { request, earlier in
            request.component == "banner" && earlier == 0
                ? .body(500, Array("oops".utf8)) : FakeCMPServer.samples(request, earlier)
        }
        defer { server.stop() }
        let slept = Slept()
        let outcome = try CaptureRunner.run(try request(server, [("FR", nil, "fr")], slept: slept))
        #expect(outcome.failures == [])
        #expect(server.requests.map(\.component) == ["banner", "banner", "preferences"])
        #expect(slept.values == [0.25])
        #expect(
            written("FR_fr", "OneTrustBannerData.json")
                == FakeCMPServer.sampleBytes("samples/clean/FR_fr/OneTrustBannerData.json"))
    }

    @Test func backoffDoublesUntilTheAttemptsAreSpent() throws {
        let server = try FakeCMPServer { _, _ in .body(503, []) }
        defer { server.stop() }
        let slept = Slept()
        let outcome = try CaptureRunner.run(try request(server, [("FR", nil, "fr")], attempts: 4, slept: slept))
        #expect(slept.values == [0.25, 0.5, 1.0])
        #expect(outcome.failures == ["FR_fr: GET /cfw/cmp/v1/banner: HTTP 503 (after 4 attempts)"])
        #expect(outcome.exitStatus == 2)
    }

    @Test func notFoundIsNotRetried() throws {
        let server = try FakeCMPServer { _, _ in .body(404, []) }
        defer { server.stop() }
        let slept = Slept()
        let outcome = try CaptureRunner.run(try request(server, [("DE", nil, "de")], slept: slept))
        #expect(server.requests.count == 1)
        #expect(slept.values == [])
        #expect(outcome.failures == ["DE_de: GET /cfw/cmp/v1/banner: HTTP 404"])
        #expect(outcome.exitStatus == 2)
        #expect(outcome.rows.map(\.status) == ["failed"])
        #expect(entries() == [])
    }

    /// A first banner answer with `Retry-After` and the wait that follows: a 429 or 503 waits what
    /// the header asks (seconds, or a date: 12 s after `now`), within `maxRetryDelay`; a 500's
    /// header is not honoured (the backoff's 0.25 s).
    static let retryAfterCases: [(status: Int, retryAfter: String, maxRetryDelay: Double, slept: Double)] = [
        (429, "7", 60, 7),
        (503, "Tue, 14 Nov 2023 22:13:32 GMT", 60, 12),
        (429, "3600", 30, 30),
        (500, "7", 60, 0.25),
    ]

    @Test(arguments: retryAfterCases.indices)
    func aBusyServerIsRetriedAfterTheWaitItAsksFor(_ index: Int) throws {
        let answer = Self.retryAfterCases[index]
        let server = try FakeCMPServer { request, earlier in
            request.component == "banner" && earlier == 0
                ? .body(answer.status, [], headers: ["Retry-After": answer.retryAfter])
                : FakeCMPServer.samples(request, earlier)
        }
        defer { server.stop() }
        let slept = Slept()
        let outcome = try CaptureRunner.run(
            try request(server, [("FR", nil, "fr")], maxRetryDelay: answer.maxRetryDelay, slept: slept))
        #expect(outcome.failures == [])
        #expect(server.requests.map(\.component) == ["banner", "banner", "preferences"])
        #expect(slept.values == [answer.slept])
    }

    @Test func withoutRetryAfterTooManyRequestsBacksOff() throws {
        let server = try FakeCMPServer { _, _ in .body(429, []) }
        defer { server.stop() }
        let slept = Slept()
        let outcome = try CaptureRunner.run(try request(server, [("FR", nil, "fr")], slept: slept))
        #expect(server.requests.count == 3)
        #expect(slept.values == [0.25, 0.5])
        #expect(outcome.failures == ["FR_fr: GET /cfw/cmp/v1/banner: HTTP 429 (after 3 attempts)"])
    }

    @Test func retryAfterReadsSecondsAndHTTPDates() {
        #expect(RetryAfter.seconds("120", now: Self.now) == 120)
        #expect(RetryAfter.seconds(" 0 ", now: Self.now) == 0)
        #expect(RetryAfter.seconds("Tue, 14 Nov 2023 22:14:20 GMT", now: Self.now) == 60)
        // A date that has passed: retry at once.
        #expect(RetryAfter.seconds("Tue, 14 Nov 2023 22:00:00 GMT", now: Self.now) == 0)
        for invalid in ["", "-5", "1.5", "soon", "14 Nov 2023 22:14:20"] {
            #expect(RetryAfter.seconds(invalid, now: Self.now) == nil, "\(invalid)")
        }
    }

    @Test func aTimeoutIsReportedAndRetried() throws {
        let server = try FakeCMPServer { _, _ in .hang(3) }
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try request(server, [("DE", nil, "de")], timeout: 0.5, attempts: 2))
        // The attempts are counted by the client: on a loaded machine the server may record the
        // second request only after the client gave up on it, or not at all.
        #expect(outcome.failures.count == 1)
        #expect(outcome.failures.first?.hasPrefix("DE_de: GET /cfw/cmp/v1/banner: ") == true)
        #expect(outcome.failures.first?.hasSuffix("(after 2 attempts)") == true)
        #expect(
            outcome.failures.first?.lowercased().contains("timed out: no answer within 0.5 s") == true,
            "\(outcome.failures)")
    }

    @Test func aBodyThatIsNoJSONFailsTheSetWithoutRetry() throws {
        let server = try FakeCMPServer { request, earlier in
            request.component == "preferences"
                ? .body(200, Array("<html>maintenance</html>".utf8)) : FakeCMPServer.samples(request, earlier)
        }
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try request(server, [("FR", nil, "fr")]))
        #expect(server.requests.map(\.component) == ["banner", "preferences"])
        #expect(
            outcome.failures.first?.hasPrefix("FR_fr: GET /cfw/cmp/v1/preferences: HTTP 200 but the body is not JSON (")
                == true)
        #expect(entries() == [])
    }

    @Test func anErrorResponseNamesOneTrustsErrorCode() throws {
        let body =
            #"{"errors":[{"code":"ERROR_CODE_INVALID_COUNTRY_OR_REGION","message":"Invalid country or region"}],"warnings":[]}"#
        let server = try FakeCMPServer { _, _ in .body(400, Array(body.utf8)) }
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try request(server, [("DE", nil, "de")]))
        #expect(
            outcome.failures == [
                "DE_de: GET /cfw/cmp/v1/banner: HTTP 400 (ERROR_CODE_INVALID_COUNTRY_OR_REGION: Invalid country or region)"
            ])
        #expect(server.requests.count == 1)
    }

    @Test func theBannerIsForceFetchedSoItKeepsItsUI() throws {
        let server = try FakeCMPServer()
        defer { server.stop() }
        _ = try CaptureRunner.run(try request(server, [("FR", nil, "fr")]))
        let banner = try JSONParser.parse(try #require(written("FR_fr", "OneTrustBannerData.json")))
        #expect(banner.member(banner.root, "bannerUIData") != nil)
        // The same request without OT-Force-Fetch gets the banner the issue is about, which lint flags.
        let forced = CapturePlan(try request(server, [("FR", nil, "fr")])).request(
            .banner, for: try targets([("FR", nil, "fr")])[0])
        let unforced = CMPAPIRequest(
            target: forced.target, component: .banner, url: forced.url,
            headers: forced.headers.filter { $0.name != "OT-Force-Fetch" })
        let response = try URLSessionTransport().get(unforced, timeout: 5).get()
        let bare = try JSONParser.parse(response.body)
        #expect(bare.member(bare.root, "bannerUIData") == nil)
    }

    @Test func aBodyOverTheLimitStopsTheTransfer() throws {
        let server = try FakeCMPServer { _, _ in .body(200, Array(repeating: UInt8(ascii: " "), count: 200_000)) }
        defer { server.stop() }
        let banner = CapturePlan(try request(server, [("DE", nil, "de")])).request(
            .banner, for: try targets([("DE", nil, "de")])[0])
        let limited = URLSessionTransport(maxBodyBytes: 50_000).get(banner, timeout: 5)
        #expect(limited == .failure(TransportFailure(.bodyTooLarge, "the response is larger than 50000 bytes")))
        // The same body under a limit it fits is received whole.
        let whole = try URLSessionTransport(maxBodyBytes: 200_000).get(banner, timeout: 5).get()
        #expect(whole.status == 200)
        #expect(whole.body.count == 200_000)
        // Another attempt would download it again: the capture gives up after one.
        var capture = try request(server, [("DE", nil, "de")])
        capture.lint.maxFileSize = ByteSize(bytes: 50_000)
        let outcome = try CaptureRunner.run(capture)
        #expect(outcome.failures == ["DE_de: GET /cfw/cmp/v1/banner: the response is larger than 50000 bytes"])
        #expect(server.requests.count == 3)
    }

    @Test func aFailedCaptureNeverReplacesAGoodSet() throws {
        let good = try FakeCMPServer()
        _ = try CaptureRunner.run(try request(good, [("DE", nil, "de")]))
        good.stop()
        let before = written("DE_de", "OneTrustPCData.json")
        #expect(before != nil)
        let failing = try FakeCMPServer { request, earlier in
            request.component == "vendors"
                ? .body(500, []) : .body(200, Array(#"{"errors":[],"appConfig":{"templateType":"IAB2V2"}}"#.utf8))
        }
        defer { failing.stop() }
        let outcome = try CaptureRunner.run(try request(failing, [("DE", nil, "de")], attempts: 1))
        #expect(outcome.failures == ["DE_de: GET /cfw/cmp/v1/vendors: HTTP 500"])
        #expect(written("DE_de", "OneTrustPCData.json") == before)
        #expect(entries() == ["DE_de"])
    }

    @Test func aNewCaptureReplacesTheSnapshotFiles() throws {
        try FileManager.default.createDirectory(atPath: folder + "/out/FR_fr", withIntermediateDirectories: true)
        try Data("stale".utf8).write(to: URL(fileURLWithPath: folder + "/out/FR_fr/OneTrustVendorsData.json"))
        let server = try FakeCMPServer()
        defer { server.stop() }
        _ = try CaptureRunner.run(try request(server, [("FR", nil, "fr")]))
        #expect(written("FR_fr", "OneTrustVendorsData.json") == nil)
        #expect(
            written("FR_fr", "OneTrustPCData.json")
                == FakeCMPServer.sampleBytes("samples/clean/FR_fr/OneTrustPCData.json"))
        #expect(entries() == ["FR_fr"])
    }

    @Test func aDryRunSendsNothing() throws {
        let server = try FakeCMPServer()
        defer { server.stop() }
        var dry = try request(server, [("US", "CA", "en")])
        dry.dryRun = true
        let outcome = try CaptureRunner.run(dry)
        #expect(server.requests.isEmpty)
        #expect(entries() == [])
        let text = try #require(outcome.dryRunText)
        #expect(text.contains("GET \(server.baseURL)/cfw/cmp/v1/banner\n    OT-CDN-Location: cdn.cookielaw.org\n"))
        #expect(text.contains("    OT-Region-Code: CA\n    OT-Fetch-Type: APP_DATA_ONLY\n    OT-Force-Fetch: true\n"))
    }

    @Test func atMostTheConcurrencyLimitIsOpenAtOnce() throws {
        let server = try FakeCMPServer { request, earlier in
            Thread.sleep(forTimeInterval: 0.05)
            return FakeCMPServer.samples(request, earlier)
        }
        defer { server.stop() }
        let sets: [(String, String?, String)] = [
            ("FR", nil, "fr"), ("DE", nil, "de"), ("AE", nil, "ar"), ("US", "CA", "en"),
        ]
        let outcome = try CaptureRunner.run(try request(server, sets))
        #expect(outcome.failures == [])
        #expect(server.mostConcurrent <= 2)
        #expect(server.requests.count == 9)
    }

    @Test func aMatrixListsLanguagesPerGeolocation() throws {
        let targets = try CaptureMatrix.parse(
            text: """
                sets:
                  - country: de
                    language: [de, en]
                  - country: US
                    region: ca
                    language: en
                """, file: "capture.yml")
        #expect(targets.map(\.folderName) == ["DE_de", "DE_en", "US-CA_en"])
        #expect(throws: YAMLError.self) {
            try CaptureMatrix.parse(text: "sets:\n  - country: Germany\n    language: de\n", file: "capture.yml")
        }
        do {
            _ = try CaptureMatrix.parse(text: "sets:\n  - country: DE\n    languages: de\n", file: "capture.yml")
            Issue.record("an unknown key was accepted")
        } catch {
            #expect(error.description.hasPrefix("capture.yml:2:"))
        }
    }

    @Test func flagsCombineEveryCountryWithEveryLanguage() throws {
        #expect(
            try CaptureMatrix.targets(countries: ["DE", "us-ca"], region: nil, languages: ["de", "en"]).map(
                \.folderName)
                == ["DE_de", "DE_en", "US-CA_de", "US-CA_en"])
        #expect(
            throws: LintError(
                "--region goes with exactly one --country; for several, write them as CC-RR (US-CA) or use --matrix")
        ) {
            try CaptureMatrix.targets(countries: ["DE", "FR"], region: "CA", languages: ["en"])
        }
    }

    @Test func invalidHeaderValuesAreUsageErrors() throws {
        var bad = CaptureRequest(
            appId: "not-a-guid", sdkVersion: "202604.2.0", targets: try targets([("DE", nil, "de")]),
            outputFolder: folder)
        #expect(throws: LintError("--app-id: 'not-a-guid' is not an app id (a GUID, optionally ending in -test)")) {
            try bad.validate()
        }
        bad.appId = Self.appId
        bad.sdkVersion = "7.0"
        #expect(
            throws: LintError(
                "--sdk-version: '7.0' is not an SDK version such as 202604.2.0 (YYYYMM.x.y, ASCII digits)")
        ) { try bad.validate() }
        bad.sdkVersion = "202604.2.0"
        bad.network.maxRetryDelay = 601
        #expect(throws: LintError("--max-retry-delay: must be 0 to 600 seconds, found 601.0")) { try bad.validate() }
    }
}

/// Backoff delays asked for, instead of sleeping them.
final class Slept: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Double] = []
    func add(_ seconds: Double) { lock.withLock { recorded.append(seconds) } }
    var values: [Double] { lock.withLock { recorded } }
}
