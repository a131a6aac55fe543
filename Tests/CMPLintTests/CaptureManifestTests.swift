import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// The capture manifest (`cmplint-capture.json`): what it writes reads back the same, and the
/// reader refuses anything else with the line and column of the problem.
@Suite struct CaptureManifestTests {
    static let appId = "0196e235-1234-7084-becc-bde145924c85"

    static let manifest = CaptureManifest(
        cmplintVersion: "0.1.0", capturedAt: StoredDate(iso8601: "2025-05-19T08:30:00Z")!,
        appId: .init(appId: appId + "-test"),
        request: .init(
            server: "https://mobile-data.onetrust.io", sdkVersion: "202604.2.0", platform: "Apple",
            deviceType: "mobile", cdnLocation: "cdn.cookielaw.org", country: "US", region: "CA", language: "en"),
        files: [
            .init(
                component: .preferences, name: "OneTrustPCData.json", requestPath: "/cfw/cmp/v1/preferences",
                etag: nil, bytes: Array("{}".utf8)),
            .init(
                component: .banner, name: "OneTrustBannerData.json", requestPath: "/cfw/cmp/v1/banner",
                etag: "W/\"1f-abc\"", sha256: String(repeating: "a", count: 64), size: 31,
                fixes: [
                    .init(rules: ["b-rule", "a-rule", "b-rule"], previousSHA256: String(repeating: "b", count: 64))
                ]),
        ])

    static func read(_ text: String) -> Result<CaptureManifest, CaptureManifestError> {
        SetManifest(path: "x/cmplint-capture.json", bytes: Array(text.utf8)).content
    }

    static func failure(_ text: String) -> String? {
        guard case .failure(let error) = read(text) else { return nil }
        return error.description
    }

    /// The written manifest with `old` replaced by `new` in its text.
    static func edited(_ old: String, _ new: String) -> String {
        let text = String(decoding: manifest.bytes, as: UTF8.self)
        precondition(text.contains(old), old)
        return text.replacingOccurrences(of: old, with: new)
    }

    @Test func whatIsWrittenReadsBackTheSame() throws {
        let text = String(decoding: Self.manifest.bytes, as: UTF8.self)
        #expect(try Self.read(text).get() == Self.manifest)
        #expect(text.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"cmplintVersion\": \"0.1.0\",\n"))
        #expect(text.contains("\"capturedAt\": \"2025-05-19T08:30:00Z\""))
        #expect(text.hasSuffix("}\n"))
        // Files in component order; fixes' rules sorted, each once; no etag key when none was sent.
        #expect(Self.manifest.files.map(\.component) == [.banner, .preferences])
        #expect(Self.manifest.files[0].fixes[0].rules == ["a-rule", "b-rule"])
        #expect(text.components(separatedBy: "\"etag\"").count == 2)
        #expect(Self.manifest.file(.preferences)?.size == 2)
        #expect(
            Self.manifest.file(.preferences)?.sha256
                == "44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a")
    }

    @Test func theAppIdIsKeptOnlyAsItsKindAndHash() {
        let test = CaptureManifest.AppIdentity(appId: Self.appId + "-test")
        let production = CaptureManifest.AppIdentity(appId: Self.appId)
        #expect(test.kind == .test && production.kind == .production)
        #expect(production.sha256 == SHA256.hex(Array(Self.appId.utf8)) && production.sha256 != test.sha256)
        let text = String(decoding: Self.manifest.bytes, as: UTF8.self)
        #expect(!text.contains(Self.appId) && !text.contains("0196e235"))
    }

    @Test func sha256HexMatchesTheStandardsExample() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    static let refused: [(old: String, new: String, error: String)] = [
        (
            "\"schemaVersion\": 1", "\"schemaVersion\": 2",
            "2:20: schema version 2 was written by a newer cmplint; this cmplint reads version 1"
        ),
        (
            "\"cmplintVersion\"", "\"cmplintVersio\"",
            "3:3: the manifest has no key \"cmplintVersio\" (its keys: schemaVersion, cmplintVersion, capturedAt, appId, request, files)"
        ),
        (
            "\"kind\": \"test\"", "\"kind\": \"staging\"",
            "6:13: 'kind' must be production or test (a string of at most 256 bytes), found \"staging\""
        ),
        (
            "2025-05-19T08:30:00Z", "yesterday",
            "4:17: 'capturedAt' must be an ISO 8601 date-time in UTC, e.g. 2026-11-28T09:30:00Z"
        ),
        (
            "\"aaaaaaaa", "\"AAAAAAAA",
            "25:17: 'sha256' must be a SHA-256 in 64 lower-case hexadecimal digits (a string of at most 256 bytes), "
                + "found \"AAAAAAAAaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…\""
        ),
        (
            "\"country\": \"US\"", "\"country\": \"USA\"",
            "15:16: country 'USA' is not an ISO 3166-1 alpha-2 code such as DE or US"
        ),
        (
            "\"name\": \"OneTrustPCData.json\"", "\"name\": \"../OneTrustPCData.json\"",
            "39:15: 'name' must be a preferences file name (OneTrustPCData.json, preferences.json, pc.json)"
        ),
        ("\"size\": 2", "\"size\": -2", "42:15: 'size' must be a whole number of bytes"),
        (
            "\"language\": \"en\"", "\"language\": \"en\", \"language\": \"de\"",
            "17:23: the key \"language\" appears twice in one object"
        ),
    ]

    @Test(arguments: refused.indices)
    func aMalformedManifestIsRefusedWhereItIsWrong(_ index: Int) throws {
        let (old, new, error) = Self.refused[index]
        let message = try #require(Self.failure(Self.edited(old, new)))
        #expect(message == error)
    }

    @Test func textThatIsNoManifestIsRefused() {
        #expect(Self.failure("") == "1:1: expected a JSON value, found end of input")
        #expect(Self.failure("[]") == "1:1: the manifest must be an object")
        #expect(Self.failure("{\"schemaVersion\": 1}") == "1:1: the manifest needs 'cmplintVersion'")
        #expect(Self.failure(String(repeating: "[", count: 20)) != nil)
    }

    @Test func aFolderWithoutAManifestHasNoneAndAnOversizedOneIsRefusedUnread() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(SetManifest.load(folder: "set", location: folder.path) == nil)
        let file = folder.appendingPathComponent(CaptureManifest.fileName)
        try Data(repeating: 0x20, count: CaptureManifest.maxBytes + 1).write(to: file)
        let loaded = try #require(SetManifest.load(folder: "set", location: folder.path))
        #expect(loaded.path == "set/cmplint-capture.json" && loaded.document == nil)
        let error = try #require(throws: CaptureManifestError.self) { try loaded.content.get() }
        #expect(error.description.hasPrefix("1:1: the manifest is 256 KB"))
        try Data(Self.manifest.bytes).write(to: file)
        #expect(SetManifest.load(folder: ".", location: folder.path)?.manifest == Self.manifest)
        #expect(SetManifest.load(folder: ".", location: folder.path)?.path == "cmplint-capture.json")
    }
}
