import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintCapture
@testable import CMPLintDocuments
@testable import CaptureTransport

/// Server text in what `capture` prints (the summary table and the failures): an escape sequence,
/// a line break or a `::stop-commands::` workflow command is shown escaped, and a consent string or
/// identifier the server echoes is redacted unless `--show-personal-data`.
@Suite struct CaptureServerTextTests {
    static let tcString = PersonalDataVectors.tcString
    static let userId = "3f9c2a71-5b7e-4c1d-9a0e-2d6b8f4c6c58"
    static let hostile = "\u{1B}]0;owned\u{07}\u{1B}[2J\n::stop-commands::pwned\nconsent \(tcString) for \(userId)"

    @Test func anErrorMessageIsEscapedAndRedacted() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        let body = try JSONSerialization.data(withJSONObject: [
            "errors": [["code": "ERROR_CODE_INVALID\n::error::x", "message": Self.hostile]]
        ])
        let server = try FakeCMPServer { _, _ in .body(400, [UInt8](body)) }
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try fixture.request(server.baseURL))
        let failure = try #require(outcome.failures.first)
        #expect(InertText.isInert(failure) && !failure.contains("\n"), "\(failure)")
        #expect(
            failure.hasPrefix(
                "FR_fr: GET /cfw/cmp/v1/banner: HTTP 400 (ERROR_CODE_INVALID\\n::error::x: \\u001b]0;owned\\u0007\\u001b[2J\\n::stop-commands::pwned"
            ))
        #expect(!failure.contains(Self.tcString) && !failure.contains(Self.userId))
        #expect(failure.contains("[redacted TCF v2 TC string") && failure.contains("[redacted identifier, 36 chars"))
    }

    @Test func showPersonalDataRevealsButStillEscapes() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        let body = try JSONSerialization.data(withJSONObject: ["errors": [["code": "E", "message": Self.hostile]]])
        let server = try FakeCMPServer { _, _ in .body(500, [UInt8](body)) }
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try fixture.request(server.baseURL, attempts: 1, revealing: true))
        let failure = try #require(outcome.failures.first)
        #expect(InertText.isInert(failure))
        #expect(failure.contains(Self.tcString) && failure.contains(Self.userId))
    }

    @Test func theSummaryShowsTheTemplateEscapedAndRedacted() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        for template in ["\u{1B}[31mIAB2\n::stop-commands::x", "\u{202E}IAB2V2", Self.userId] {
            var object = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(FakeCMPServer.sampleBytes("samples/clean/FR_fr/OneTrustBannerData.json")))
                    as? [String: Any])
            var appConfig = try #require(object["appConfig"] as? [String: Any])
            appConfig["templateType"] = template
            object["appConfig"] = appConfig
            let banner = [UInt8](try JSONSerialization.data(withJSONObject: object))
            let server = try FakeCMPServer { request, earlier in
                request.component == "banner" ? .body(200, banner) : FakeCMPServer.samples(request, earlier)
            }
            defer { server.stop() }
            let outcome = try CaptureRunner.run(try fixture.request(server.baseURL))
            #expect(outcome.failures == [])
            #expect(InertText.isInert(outcome.summary), "\(outcome.summary)")
            #expect(outcome.summary.split(separator: "\n").count == 2)
            #expect(!outcome.summary.contains(Self.userId))
        }
        let row = CaptureSummary.Row(
            set: "FR_fr", status: "captured", template: ServerText.shown("\u{1B}[31mIAB2", revealing: false),
            showBanner: "-", vendorListVersion: "-", findings: "-")
        #expect(row.template == "\\u001b[31mIAB2")
    }
}

/// The header values a capture sends are checked against their documented forms, byte by byte:
/// look-alike digits and letters, non-ASCII host names and line breaks in the base URL are usage
/// errors naming the flag (or the matrix file and line).
@Suite struct CaptureHeaderValueTests {
    static func request(_ change: (inout CaptureRequest) -> Void) throws -> CaptureRequest {
        var request = CaptureRequest(
            appId: CaptureTests.appId, sdkVersion: "202604.2.0",
            targets: [try CaptureTarget(country: "DE", region: nil, language: "de", source: .commandLine)],
            outputFolder: "/tmp/none")
        change(&request)
        return request
    }

    static func error(_ change: (inout CaptureRequest) -> Void) throws -> String? {
        let checked = try request(change)
        do {
            try checked.validate()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theDocumentedFormsPass() throws {
        #expect(try Self.error { _ in } == nil)
        #expect(
            try Self.error {
                $0.appId = "0196E235-1234-7084-BECC-BDE145924C85"
                $0.cdnLocation = "cdn-ukwest.onetrust.com"
            } == nil)
        #expect(try Self.error { $0.baseURL = "http://127.0.0.1:8080/prefix/" } == nil)
    }

    @Test(arguments: [
        ("0196e235-1234-7084-becc-bde145924c8\u{0665}", "--app-id"),  // an Arabic-Indic digit
        ("0196e235-1234-7084-becc-bde145924c85-test\r\nX: y", "--app-id"),
        ("0196e235-1234-7084-bеcc-bde145924c85", "--app-id"),  // a Cyrillic "е"
    ])
    func appIds(_ value: String, _ flag: String) throws {
        #expect(try Self.error { $0.appId = value }?.hasPrefix(flag + ": ") == true)
    }

    @Test func sdkVersionsCDNLocationsAndBaseURLs() throws {
        #expect(
            try Self.error { $0.sdkVersion = "٢٠٢٦٠٤.2.0" }
                == "--sdk-version: '٢٠٢٦٠٤.2.0' is not an SDK version such as 202604.2.0 (YYYYMM.x.y, ASCII digits)")
        #expect(try Self.error { $0.sdkVersion = "202604.2.0\n" }?.hasPrefix("--sdk-version: ") == true)
        #expect(
            try Self.error { $0.cdnLocation = "cdn.cöokielaw.org" }
                == "--cdn-location: 'cdn.cöokielaw.org' is not a host name such as cdn.cookielaw.org (ASCII letters, digits, hyphens and dots)"
        )
        #expect(try Self.error { $0.cdnLocation = "cdn..org" } != nil)
        #expect(
            try Self.error { $0.baseURL = "http://127.0.0.1:1/\r\nX-Injected: 1" }
                == "--base-url: 'http://127.0.0.1:1/\r\nX-Injected: 1' is not an http or https URL such as https://mobile-data.onetrust.io: "
                + "it holds a space, a control character or a non-ASCII character")
        #expect(
            try Self.error { $0.baseURL = "https://user:secret@mobile-data.onetrust.io" }?.hasSuffix(
                ": it holds credentials") == true)
        #expect(
            try Self.error { $0.baseURL = "https://mobile-data.onetrust.io/?x=1" }?.hasSuffix(
                ": it holds a query or a fragment") == true)
        #expect(try Self.error { $0.baseURL = "file:///etc" }?.hasSuffix(": it is no http or https URL") == true)
    }

    @Test func matrixValuesMustBeASCII() throws {
        // "ı" (dotless i) and "ß" upper-case to ASCII ("I", "SS"): still no country code.
        for (text, line) in [
            ("sets:\n  - country: dı\n    language: de\n", 2),
            ("sets:\n  - country: DE\n    region: ß\n    language: de\n", 2),
            ("sets:\n  - country: DE\n    language: dé\n", 2),
        ] {
            do {
                _ = try CaptureMatrix.parse(text: text, file: "capture.yml")
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.description.hasPrefix("capture.yml:\(line):"), "\(error.description)")
            }
        }
        #expect(throws: LintError.self) { try CaptureMatrix.targets(countries: ["ß"], region: nil, languages: ["de"]) }
    }
}
