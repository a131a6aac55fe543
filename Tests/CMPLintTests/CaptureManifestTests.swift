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
            "2025-05-19T08:30:00Z", "2025-05-19T10:30:00.250+02:00",
            "4:17: 'capturedAt' must be an ISO 8601 date-time in UTC, e.g. 2026-11-28T09:30:00Z"
        ),
        (
            "\"aaaaaaaa", "\"AAAAAAAA",
            "25:17: 'sha256' must be a SHA-256 in 64 lower-case hexadecimal digits (a string of at most 256 bytes), "
                + "found \"AAAAAAAAaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…"
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

    /// A capture time reads back as the text it was read from, before the Gregorian reform too
    /// (found by fuzz-manifest: Foundation's formatter wrote 1436 in the Julian calendar).
    @Test func aCaptureTimeIsWrittenAsItWasRead() throws {
        for time in ["1436-05-19T08:30:00Z", "1969-12-31T23:59:59Z", "2024-02-29T00:00:00Z"] {
            let manifest = try Self.read(Self.edited("2025-05-19T08:30:00Z", time)).get()
            #expect(String(decoding: manifest.bytes, as: UTF8.self).contains("\"capturedAt\": \"\(time)\""))
        }
        #expect(
            Self.failure(Self.edited("2025-05-19T08:30:00Z", "2025-05-19"))?.hasPrefix("4:17: 'capturedAt'") == true)
    }

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

/// The manifest's JSON Schema (`schema/cmplint-capture.schema.json`) says what the reader reads.
@Suite struct CaptureManifestSchemaTests {
    static let validator = JSONSchemaValidator(CaptureManifestSchema.manifestFile)

    static func errors(_ bytes: [UInt8]) throws -> [String] {
        validator.errors(try JSONParser.parse(bytes).value(JSONNodeID(rawValue: 0)))
    }

    @Test func theSchemaAcceptsWhatIsWrittenAndTheSamplesAndRefusesTheBrokenOne() throws {
        #expect(Self.validator.unsupportedKeywords() == [])
        #expect(try Self.errors(CaptureManifestTests.manifest.bytes) == [])
        for rule in ["captured-from-test-app", "capture-stale", "snapshot-modified", "capture-manifest-invalid"] {
            let url = repositoryRoot.appendingPathComponent("samples/broken/\(rule)/FR_fr/\(CaptureManifest.fileName)")
            let bytes = try [UInt8](Data(contentsOf: url))
            let readable = (try? SetManifest(path: rule, bytes: bytes).content.get()) != nil
            #expect(readable == (rule != "capture-manifest-invalid"), "\(rule)")
            let errors = try Self.errors(bytes)
            #expect(errors.isEmpty == readable, "\(rule): \(errors)")
        }
        let unknownKey = CaptureManifestTests.edited("\"cmplintVersion\"", "\"version\"")
        #expect(try !Self.errors(Array(unknownKey.utf8)).isEmpty)
    }
}

/// A set's manifest is read with the set and never taken for a snapshot, whichever way the set is
/// found; a single file linted on its own is checked against it without the others being missing.
@Suite final class CaptureManifestDiscoveryTests {
    let folder: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("manifest-sets-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/FR_fr", withIntermediateDirectories: true)
        for name in ["OneTrustBannerData.json", "OneTrustPCData.json"] {
            try FileManager.default.copyItem(
                atPath: repositoryRoot.appendingPathComponent("samples/broken/snapshot-modified/FR_fr/\(name)").path,
                toPath: "\(folder)/FR_fr/\(name)")
        }
        try FileManager.default.copyItem(
            atPath: repositoryRoot.appendingPathComponent(
                "samples/broken/snapshot-modified/FR_fr/\(CaptureManifest.fileName)"
            ).path, toPath: "\(folder)/FR_fr/\(CaptureManifest.fileName)")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func findings(_ paths: [String]) throws -> [Finding] {
        var request = LintRequest(paths: paths, workingDirectory: folder, reports: [])
        request.today = SampleDate.today
        return try LintRunner.run(request).fullReport.findings.filter { $0.ruleId == "snapshot-modified" }
    }

    @Test func theManifestIsReadWithItsSetAndIsNoSnapshot() throws {
        let sources = try SnapshotDiscovery.discover(paths: ["FR_fr"], workingDirectory: folder)
        #expect(sources.map(\.files.count) == [2])
        #expect(try findings(["FR_fr"]).map(\.file) == ["FR_fr/OneTrustBannerData.json"])
    }

    @Test func aSingleFileIsCheckedWithoutTheOthersBeingMissing() throws {
        #expect(try findings(["FR_fr/OneTrustPCData.json"]).isEmpty)
        #expect(try findings(["FR_fr/OneTrustBannerData.json"]).map(\.file) == ["FR_fr/OneTrustBannerData.json"])
        #expect(throws: LintError.self) { try self.findings(["FR_fr/cmplint-capture.json"]) }
    }

    @Test func filesFoundByContentLeaveTheManifestOut() throws {
        for (old, new) in [("OneTrustBannerData.json", "banner-fr.json"), ("OneTrustPCData.json", "pc-fr.json")] {
            try FileManager.default.moveItem(atPath: "\(folder)/FR_fr/\(old)", toPath: "\(folder)/FR_fr/\(new)")
        }
        let sources = try SnapshotDiscovery.discover(paths: ["FR_fr"], workingDirectory: folder)
        #expect(sources.flatMap { $0.files.values }.sorted() == ["FR_fr/banner-fr.json", "FR_fr/pc-fr.json"])
        // Under other names the recorded snapshots are missing, and the found ones unrecorded.
        let found = try findings(["FR_fr"])
        #expect(
            found.filter { $0.file.hasSuffix(CaptureManifest.fileName) }.map(\.pointer) == ["/files/0", "/files/1"])
        #expect(found.filter { $0.component != nil }.count == 2)
    }
}
