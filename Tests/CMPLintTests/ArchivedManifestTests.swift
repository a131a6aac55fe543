import ArchiveFixtures
import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// The capture manifest beside a set inside an app artifact is read as one on disk is, and the
/// provenance rules run on the set: `sdk-version-drift` against the OneTrust framework's version
/// in the same `.ipa`. The archives are built in the test from `samples/clean/DE_de`.
struct ArchivedManifestTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-archived-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    static let provenanceRules: Set = [
        "capture-manifest-invalid", "captured-from-test-app", "capture-stale", "snapshot-modified", "sdk-version-drift",
    ]

    /// The snapshots of `clean/DE_de` under `setFolder` and a manifest recording their bytes, as
    /// `cmplint capture` writes it, the day before `SampleDate.today`.
    static func capturedSet(
        at setFolder: String, appId: String = "0196e235-1234-7084-becc-bde145924c85", sdkVersion: String = "202601.1.0",
        platform: String = "Apple"
    ) throws -> [(path: String, bytes: [UInt8])] {
        let snapshots = try ZipFixture.sampleSet("clean/DE_de", at: setFolder)
        let files = snapshots.map { entry -> CaptureManifest.RecordedFile in
            let name = (entry.path as NSString).lastPathComponent
            let kind = ComponentKind(fileName: name)!
            return .init(
                component: kind, name: name, requestPath: "/cfw/cmp/v1/\(kind.rawValue)", etag: nil, bytes: entry.bytes)
        }
        let manifest = CaptureManifest(
            cmplintVersion: "0.1.0", capturedAt: StoredDate(iso8601: "2025-05-19T08:30:00Z")!,
            appId: .init(appId: appId),
            request: .init(
                server: "https://mobile-data.onetrust.io", sdkVersion: sdkVersion, platform: platform,
                deviceType: "mobile", cdnLocation: "cdn.cookielaw.org", country: "DE", region: nil, language: "de"),
            files: files)
        return snapshots + [(setFolder + "/" + CaptureManifest.fileName, manifest.bytes)]
    }

    /// The OneTrust framework's `Info.plist` of an `.ipa`, binary as Xcode writes it.
    static func framework(version: String) throws -> (path: String, bytes: [UInt8]) {
        let info = try PropertyListSerialization.data(
            fromPropertyList: [
                "CFBundleIdentifier": "com.onetrust.OTPublishersHeadlessSDK", "CFBundleShortVersionString": version,
            ], format: .binary, options: 0)
        return ("Payload/MyApp.app/Frameworks/OTPublishersHeadlessSDK.framework/Info.plist", [UInt8](info))
    }

    /// The provenance findings of linting the archive `name` holding `entries`.
    func findings(_ name: String, _ entries: [(path: String, bytes: [UInt8])]) throws -> [Finding] {
        try ZipFixture.write(entries, to: folder.appendingPathComponent(name))
        return try findings(name)
    }

    /// The provenance findings of linting the archive `name` in the test's folder.
    func findings(_ name: String) throws -> [Finding] {
        var request = LintRequest(paths: [name], workingDirectory: folder.path, reports: [])
        request.today = SampleDate.today
        return try LintRunner.run(request).fullReport.findings.filter { Self.provenanceRules.contains($0.ruleId) }
    }

    @Test func theManifestInsideAnIPAIsReadWithItsSet() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries = try Self.capturedSet(at: "Payload/MyApp.app/DE_de")
        try ZipFixture.write(entries, to: folder.appendingPathComponent("MyApp.ipa"))
        let sources = try SnapshotDiscovery.discover(paths: ["MyApp.ipa"], workingDirectory: folder.path)
        #expect(sources.map { $0.files.count } == [3])
        let loaded = try sources[0].load(expectations: SetExpectations())
        #expect(loaded.manifest?.path == "MyApp.ipa!/Payload/MyApp.app/DE_de/cmplint-capture.json")
        #expect(loaded.manifest?.manifest?.files.map(\.component) == [.banner, .preferences, .vendors])
        #expect(try findings("MyApp.ipa", entries).isEmpty)
    }

    @Test func theManifestInsideAnAPKIsReadWithItsSet() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries = try Self.capturedSet(
            at: "assets/DE_de", appId: "0196e235-1234-7084-becc-bde145924c85-test", platform: "Android")
        let found = try findings("app-release.apk", entries)
        #expect(found.map(\.ruleId) == ["captured-from-test-app"])
        #expect(found.map(\.file) == ["app-release.apk!/assets/DE_de/cmplint-capture.json"])
        #expect(found.first?.pointer == "/appId/kind")
    }

    @Test func anArchivedSnapshotEditedAfterCaptureIsModified() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var entries = try Self.capturedSet(at: "Payload/MyApp.app/DE_de")
        let banner = try #require(entries.firstIndex { $0.path.hasSuffix("/OneTrustBannerData.json") })
        let text = String(decoding: entries[banner].bytes, as: UTF8.self)
        let edited = text.replacingOccurrences(of: "\"Alle akzeptieren\"", with: "\"Akzeptieren\"")
        try #require(edited != text)
        entries[banner].bytes = Array(edited.utf8)
        let found = try findings("MyApp.ipa", entries)
        #expect(found.map(\.ruleId) == ["snapshot-modified"])
        #expect(found.map(\.file) == ["MyApp.ipa!/Payload/MyApp.app/DE_de/OneTrustBannerData.json"])
    }

    @Test func theFrameworkVersionInTheIPAIsComparedWithTheCapture() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = try Self.capturedSet(at: "Payload/MyApp.app/DE_de", sdkVersion: "202601.1.0")
        let drift = try findings("MyApp.ipa", set + [try Self.framework(version: "202604.2.0")])
        #expect(drift.map(\.ruleId) == ["sdk-version-drift"])
        #expect(drift.first?.file == "MyApp.ipa!/Payload/MyApp.app/DE_de/cmplint-capture.json")
        #expect(drift.first?.pointer == "/request/sdkVersion")
        #expect(
            drift.first?.message
                == "the set was captured for OneTrust SDK 202601.1.0, but the app links 202604.2.0 "
                + "(MyApp.ipa!/Payload/MyApp.app/Frameworks/OTPublishersHeadlessSDK.framework/Info.plist); "
                + "OneTrust publishes the data per SDK version: capture it with --sdk-version 202604.2.0")
        #expect(try findings("MyApp.ipa", set + [try Self.framework(version: "202601.1.0")]).isEmpty)
        // A version that is no SDK release is "could not tell", and nothing is guessed from it.
        #expect(try findings("MyApp.ipa", set + [try Self.framework(version: "4.2")]).isEmpty)
    }

    @Test func aDamagedManifestInsideTheArchiveIsInvalidWhereItIs() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var entries = try Self.capturedSet(at: "Payload/MyApp.app/DE_de")
        let manifest = try #require(entries.firstIndex { $0.path.hasSuffix(CaptureManifest.fileName) })
        let text = String(decoding: entries[manifest].bytes, as: UTF8.self)
        entries[manifest].bytes = Array(text.replacingOccurrences(of: "\"kind\": ", with: "\"kind\" ").utf8)
        let found = try findings("x.ipa", entries + [try Self.framework(version: "202604.2.0")])
        #expect(found.map(\.ruleId) == ["capture-manifest-invalid"])
        #expect(found.map(\.file) == ["x.ipa!/Payload/MyApp.app/DE_de/cmplint-capture.json"])
        #expect(found.first.flatMap(\.start).map { "\($0.line):\($0.column)" } == "6:12")
        #expect(found.first?.message.hasPrefix("the capture manifest cannot be read: ") == true)
    }

    @Test func aManifestEntryOverTheLimitIsInvalidUnread() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // Stored, as deflating the padding would pass the archive's compression-ratio limit.
        let large = Array(repeating: UInt8(ascii: " "), count: CaptureManifest.maxBytes + 1)
        let entries =
            try ZipFixture.sampleSet("clean/DE_de", at: "assets/DE_de").map { ZipWriter.Entry($0.path, $0.bytes) }
            + [ZipWriter.Entry("assets/DE_de/cmplint-capture.json", large, method: .stored)]
        try ZipWriter.archive(entries).write(to: folder.appendingPathComponent("app.aab"))
        let found = try findings("app.aab")
        #expect(found.map(\.file) == ["app.aab!/assets/DE_de/cmplint-capture.json"])
        #expect(
            found.first?.message
                == "the capture manifest cannot be read: the manifest is 256 KB (262145 bytes), larger than the limit "
                + "of 256 KB (262144 bytes)")
    }
}
