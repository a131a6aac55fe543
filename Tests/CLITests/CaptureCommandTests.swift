import Foundation
import Testing

/// The repository root, as `FakeCMPServer` (shared with the library tests) names it.
let repositoryRoot = CLIRunner.repositoryRoot

/// `cmplint capture` end to end: the built binary against a fake CMP API on 127.0.0.1.
@Suite struct CaptureCommandTests {
    static let appId = "0196e235-1234-7084-becc-bde145924c85"

    /// `cmplint capture` of every country in `language` from `server` into `snaps`, with `extra` flags, run in
    /// `folder`.
    static func capture(
        _ server: FakeCMPServer, _ countries: [String], _ language: String, _ extra: [String] = [], in folder: URL,
        environment: [String: String] = [:]
    ) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments(server, countries, language, extra), in: folder, environment: environment)
    }

    static func arguments(_ server: FakeCMPServer, _ countries: [String], _ language: String, _ extra: [String] = [])
        -> [String]
    {
        [
            "capture", "--base-url", server.baseURL, "--app-id", appId, "--sdk-version", "202604.2.0", "--out", "snaps",
            "--language", language,
        ] + countries.flatMap { ["--country", $0] } + extra
    }

    /// The samples, but US-CA_en's banner is the one captured with a consenting profile
    /// (samples/broken/banner-suppressed): one `banner-suppressed` warning.
    static func suppressedBannerServer() throws -> FakeCMPServer {
        try FakeCMPServer { request, earlier in
            request.component == "banner"
                ? .body(
                    200, FakeCMPServer.sampleBytes("samples/broken/banner-suppressed/US-CA_en/OneTrustBannerData.json"))
                : FakeCMPServer.samples(request, earlier)
        }
    }

    @Test func capturesLintsAndSummarises() throws {
        let server = try FakeCMPServer()
        defer { server.stop() }
        let folder = try temporaryFolder("capture")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.capture(server, ["DE", "FR"], "de", ["--platform", "Android"], in: folder)
        // FR_de is not among the samples: the fake answers 404 for it.
        #expect(result.status == 2)
        #expect(result.stderr.contains("FR_de: GET /cfw/cmp/v1/banner: HTTP 404 (NOT_FOUND: no such endpoint)"))
        // The fake serves the German sample, whose vendor list (2025-05-08) is by now older than 30
        // days: one vendor-list-stale info.
        #expect(result.stdout.contains("DE_de  captured  IAB2V2    true        98           1"))
        #expect(result.stdout.contains("FR_de  failed"))
        #expect(server.problems == [])
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("snaps/DE_de/OneTrustVendorsData.json").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("snaps/FR_de").path))
    }

    @Test func exitsAsLintDoesOnACleanCapture() throws {
        let server = try FakeCMPServer()
        defer { server.stop() }
        let folder = try temporaryFolder("capture")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.capture(server, ["US-CA"], "en", ["--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.findings().isEmpty)
        // With a JSON report on standard output the table goes to standard error.
        #expect(result.stderr.contains("US-CA_en  captured  CPRA"))
    }

    @Test func dryRunPrintsRequestsWithoutSending() throws {
        let server = try FakeCMPServer()
        defer { server.stop() }
        let result = try CLIRunner.run([
            "capture", "--base-url", server.baseURL, "--app-id", Self.appId, "--sdk-version", "202604.2.0",
            "--country", "DE", "--language", "de", "--dry-run",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("    OT-Force-Fetch: true\n"))
        #expect(server.requests.isEmpty)
    }

    // MARK: Hostile servers and folders

    @Test func serverTextIsEscapedAndRedactedOnBothStreams() throws {
        let tcString = "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA"
        let hostile = "\u{1B}[2J\n::stop-commands::pwned\nconsent \(tcString)"
        let error = try JSONSerialization.data(withJSONObject: ["errors": [["code": "E", "message": hostile]]])
        var banner = try #require(
            try JSONSerialization.jsonObject(
                with: Data(FakeCMPServer.sampleBytes("samples/clean/DE_de/OneTrustBannerData.json"))) as? [String: Any])
        var appConfig = try #require(banner["appConfig"] as? [String: Any])
        appConfig["templateType"] = "\u{1B}[31m\n::stop-commands::x"
        banner["appConfig"] = appConfig
        let bannerBytes = [UInt8](try JSONSerialization.data(withJSONObject: banner))
        let server = try FakeCMPServer { request, earlier in
            if request.headers["ot-country-code"] == "FR" { return .body(400, [UInt8](error)) }
            return request.component == "banner" ? .body(200, bannerBytes) : FakeCMPServer.samples(request, earlier)
        }
        defer { server.stop() }
        let folder = try temporaryFolder("capture")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.capture(server, ["DE", "FR"], "de", in: folder)
        #expect(result.status == 2)
        #expect(
            InertText.isInert(result.stdout) && InertText.isInert(result.stderr), "\(result.stdout)\(result.stderr)")
        #expect(!result.stderr.contains(tcString) && result.stderr.contains("[redacted TCF v2 TC string"))
        #expect(
            result.stderr.contains("FR_de: GET /cfw/cmp/v1/banner: HTTP 400 (E: \\u001b[2J\\n::stop-commands::pwned"))
        #expect(result.stdout.contains("DE_de  captured  \\u001b[31m\\n::stop-com"))
    }

    @Test func aSetFolderThatIsALinkIsExitTwo() throws {
        let server = try FakeCMPServer()
        defer { server.stop() }
        let folder = try temporaryFolder("capture")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("snaps"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("snaps/DE_de").path, withDestinationPath: "../elsewhere")
        let result = try Self.capture(server, ["DE"], "de", in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("snaps/DE_de: is a symbolic link"), "\(result.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("elsewhere").path).isEmpty
        )
    }

    @Test(arguments: [
        ["--base-url", "http://127.0.0.1:1/\r\nX-Injected: 1"], ["--sdk-version", "２０２６０４.2.0"],
        ["--cdn-location", "cdn.cookie\u{0131}aw.org"],
    ])
    func headerValuesOutsideTheirFormAreExitTwo(_ flag: [String]) throws {
        let result = try CLIRunner.run(
            [
                "capture", "--app-id", Self.appId, "--sdk-version", "202604.2.0", "--country", "DE",
                "--language", "de", "--dry-run",
            ] + flag)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cmplint: \(flag[0]): '"), "\(result.stderr)")
        #expect(!result.stderr.dropLast().contains("\n") && !result.stdout.contains("X-Injected"))
    }

    // MARK: lint's options

    @Test func maxWarningsChangesTheExitStatus() throws {
        let server = try Self.suppressedBannerServer()
        defer { server.stop() }
        let folder = try temporaryFolder("capture")
        defer { try? FileManager.default.removeItem(at: folder) }
        let warned = try Self.capture(server, ["US-CA"], "en", in: folder)
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(warned.stdout.contains("warning  banner-suppressed"))
        let limited = try Self.capture(server, ["US-CA"], "en", ["--max-warnings", "0"], in: folder)
        #expect(limited.status == 1)
        #expect(limited.stderr.contains("1 warning found, more than --max-warnings 0 allows"))
        #expect(try Self.capture(server, ["US-CA"], "en", ["--max-warnings", "-1"], in: folder).status == 2)
    }

    /// A baseline written by `lint` over the captured folder suppresses the same finding in the next capture.
    @Test func aBaselineSuppressesAFinding() throws {
        let server = try Self.suppressedBannerServer()
        defer { server.stop() }
        let folder = try temporaryFolder("capture")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.capture(server, ["US-CA"], "en", in: folder).status == 0)
        let written = try CLIRunner.run(["lint", "snaps", "--write-baseline", "baseline.json"], in: folder)
        #expect(written.status == 0, "\(written.stderr)")
        let again = try Self.capture(
            server, ["US-CA"], "en", ["--baseline", "baseline.json", "--max-warnings", "0"], in: folder)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(!again.stdout.contains("banner-suppressed  showBanner"))
        #expect(again.stdout.contains("1 suppressed"))
    }

    @Test func statisticsCountsFindingsPerRule() throws {
        let server = try Self.suppressedBannerServer()
        defer { server.stop() }
        let folder = try temporaryFolder("capture")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.capture(server, ["US-CA"], "en", ["--statistics"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.contains("banner-suppressed"))
        #expect(!result.stdout.contains("showBanner is false"))
    }

    // MARK: Progress

    /// A server slow enough (0.3 s an answer; DE_de's three files for any set) for the progress
    /// line's one-second delay to pass while three sets are captured one at a time.
    static func slowServer() throws -> FakeCMPServer {
        try FakeCMPServer { request, earlier in
            Thread.sleep(forTimeInterval: 0.3)
            let germany = request.headers.merging(["ot-country-code": "DE", "ot-language": "de"]) { $1 }
            return FakeCMPServer.samples(FakeCMPServer.Request(path: request.path, headers: germany), earlier)
        }
    }

    static let slowCountries = ["DE", "FR", "AT"]
    /// No CI variable and a terminal that can move its cursor: only standard error's kind decides.
    static let interactive = ["CI": "", "GITHUB_ACTIONS": "", "TERM": "xterm"]

    @Test func noProgressWhenStandardErrorIsNoTerminal() throws {
        let server = try Self.slowServer()
        defer { server.stop() }
        let folder = try temporaryFolder("capture")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.capture(
            server, Self.slowCountries, "de", ["--concurrency", "1"], in: folder, environment: Self.interactive)
        // Findings (FR and AT are served DE's data) but every set captured and linted.
        #expect(result.stdout.contains("3 sets, 9 files checked"), "\(result.stderr)")
        #expect(!result.stderr.contains("sets captured"))
        #expect(!result.stderr.contains("\r"))
    }

    /// The same run on a pseudo-terminal (util-linux `script`) shows the line: the test above can fail.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func progressOnATerminal() throws {
        let server = try Self.slowServer()
        defer { server.stop() }
        let folder = try temporaryFolder("capture")
        defer { try? FileManager.default.removeItem(at: folder) }
        let command =
            ([CLIRunner.executable.path] + Self.arguments(server, Self.slowCountries, "de", ["--concurrency", "1"]))
            .map { "'" + $0 + "'" }.joined(separator: " ")
        let result = try CLIRunner.run(
            ["-qec", command, "/dev/null"], in: folder, executable: URL(fileURLWithPath: "/usr/bin/script"),
            environment: Self.interactive)
        #expect(result.stdout.contains("3 sets, 9 files checked"), "\(result.stdout)")
        #expect(result.stdout.contains("\rcmplint: 2 of 3 sets captured"))
    }
}
