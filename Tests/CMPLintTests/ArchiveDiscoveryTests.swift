import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintArchive
@testable import CMPLintDocuments

/// Snapshots found and linted inside app artifacts built in the test (`ZipFixture`), and every
/// limit of `ArchiveLimits` met by a generated hostile archive.
struct ArchiveDiscoveryTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-archive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Writes `name` into the test's folder and returns what discovery finds in it.
    func discover(
        _ name: String, _ entries: [(path: String, bytes: [UInt8])], limits: JSONParseLimits = JSONParseLimits(),
        archiveLimits: ArchiveLimits = ArchiveLimits()
    ) throws -> [SnapshotSource] {
        try ZipFixture.write(entries, to: folder.appendingPathComponent(name))
        return try SnapshotDiscovery.discover(
            paths: [name], workingDirectory: folder.path, limits: limits, archiveLimits: archiveLimits)
    }

    /// The error discovery gives for the archive, or nil.
    func error(
        _ name: String, _ entries: [(path: String, bytes: [UInt8])], archiveLimits: ArchiveLimits = ArchiveLimits()
    ) throws -> String? {
        try ZipFixture.write(entries, to: folder.appendingPathComponent(name))
        do {
            _ = try SnapshotDiscovery.discover(
                paths: [name], workingDirectory: folder.path, archiveLimits: archiveLimits)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func findsTheSetsOfAnIPAByFolder() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries =
            try ZipFixture.sampleSet("clean/DE_de", at: "Payload/MyApp.app")
            + ZipFixture.sampleSet("clean/FR_fr", at: "Payload/MyApp.app/OneTrust.bundle/FR_fr")
            + [
                ("Payload/MyApp.app/Info.plist", Array("<plist/>".utf8)),
                ("Payload/MyApp.app/animation.json", Array(#"{"v": "5.7", "layers": []}"#.utf8)),
            ]
        let sources = try discover("MyApp.ipa", entries)
        #expect(
            sources.map(\.path) == [
                "MyApp.ipa!/Payload/MyApp.app", "MyApp.ipa!/Payload/MyApp.app/OneTrust.bundle/FR_fr",
            ])
        #expect(
            sources[0].files == [
                .banner: "MyApp.ipa!/Payload/MyApp.app/OneTrustBannerData.json",
                .preferences: "MyApp.ipa!/Payload/MyApp.app/OneTrustPCData.json",
                .vendors: "MyApp.ipa!/Payload/MyApp.app/OneTrustVendorsData.json",
            ])
        #expect(sources.allSatisfy { !$0.isPartial && $0.isArchived })
        // The folder-name convention applies inside the archive: FR_fr is meant for France.
        #expect(sources[1].directory == folder.path + "/MyApp.ipa!/Payload/MyApp.app/OneTrust.bundle/FR_fr")
        let outcome = try LintRunner.run(LintRequest(paths: ["MyApp.ipa"], workingDirectory: folder.path, reports: []))
        #expect(outcome.report.sets.first { $0.path.hasSuffix("FR_fr") }?.expectations.country == "FR")
    }

    @Test func findsSnapshotsUnderOtherNamesByContent() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries: [(path: String, bytes: [UInt8])] = [
            ("assets/onetrust/banner_de.json", try ZipFixture.sample("clean/DE_de/OneTrustBannerData.json")),
            ("assets/onetrust/pc_de.json", try ZipFixture.sample("clean/DE_de/OneTrustPCData.json")),
            ("assets/captures/b1.json", try ZipFixture.sample("clean/FR_fr/OneTrustBannerData.json")),
            ("assets/captures/b2.json", try ZipFixture.sample("clean/AE_ar/OneTrustBannerData.json")),
            ("assets/lottie/intro.json", Array(#"{"v": "5.7", "layers": []}"#.utf8)),
            ("res/raw/notes.txt", try ZipFixture.sample("clean/DE_de/OneTrustBannerData.json")),
        ]
        let sources = try discover("app.apk", entries)
        // Two banners in one folder cannot be one set: each is a partial set of its own.
        #expect(
            sources.map(\.path) == [
                "app.apk!/assets/captures/b1.json", "app.apk!/assets/captures/b2.json", "app.apk!/assets/onetrust",
            ])
        #expect(
            sources[2].files == [
                .banner: "app.apk!/assets/onetrust/banner_de.json", .preferences: "app.apk!/assets/onetrust/pc_de.json",
            ])
        #expect(!sources[2].isPartial && sources[0].isPartial)
    }

    @Test func findingsCarryTheLocationInsideTheArchive() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = "broken/ot-consent-string-leak/US-CA_en"
        let sources = try discover("MyApp.ipa", try ZipFixture.sampleSet(set, at: "Payload/MyApp.app/US-CA_en"))
        let inArchive = try LintRunner.run(
            LintRequest(paths: ["MyApp.ipa"], workingDirectory: folder.path, reports: [])
        ).report.findings
        let onDisk = try LintRunner.run(
            LintRequest(paths: ["samples/" + set], workingDirectory: repositoryRoot.path, reports: [])
        ).report.findings
        #expect(sources.count == 1)
        // The same findings at the same lines and columns, the file named inside the archive.
        #expect(
            inArchive.map { "\($0.ruleId) \($0.file):\($0.start?.line ?? 0):\($0.start?.column ?? 0)" }
                == onDisk.map {
                    "\($0.ruleId) \($0.file.replacingOccurrences(of: "samples/" + set, with: "MyApp.ipa!/Payload/MyApp.app/US-CA_en")):\($0.start?.line ?? 0):\($0.start?.column ?? 0)"
                })
        #expect(
            inArchive.contains {
                $0.ruleId == "ot-consent-string-leak"
                    && $0.file == "MyApp.ipa!/Payload/MyApp.app/US-CA_en/OneTrustBannerData.json"
                    && $0.start?.line == 335
            })
        // SARIF artifact locations stay relative URI references under %SRCROOT%.
        let sarif = ReportFormat.sarif.render(
            LintReport(findings: inArchive, sets: []),
            options: ReportOptions(failSeverity: .error, workingDirectory: folder.path))
        #expect(sarif.contains(#""uri": "MyApp.ipa!/Payload/MyApp.app/US-CA_en/OneTrustBannerData.json""#))
    }

    @Test func aSnapshotOverTheSizeLimitIsAFindingNotARead() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = try discover(
            "app.zip", try ZipFixture.sampleSet("clean/DE_de", at: "assets"), limits: JSONParseLimits(maxBytes: 20_000))
        let set = try #require(sources.first).load(
            expectations: SetExpectations(), limits: JSONParseLimits(maxBytes: 20_000))
        #expect(set[.banner]?.document != nil)
        guard case .failure(let error) = set[.preferences]?.parsed else {
            Issue.record("the preferences were read")
            return
        }
        #expect(
            error.message.hasPrefix(
                "the entry is 46.2 KB (47283 bytes), larger than the limit of 19.5 KB (20000 bytes)"),
            "\(error.message)")
    }

    @Test func aHighlyCompressedEntryIsRefusedBeforeItIsInflated() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try error(
            "bomb.ipa", [("Payload/A.app/OneTrustBannerData.json", [UInt8](repeating: 0, count: 10_000_000))])
        #expect(
            message?.hasPrefix(
                "bomb.ipa!/Payload/A.app/OneTrustBannerData.json: the entry declares 10000000 bytes from") == true)
        #expect(message?.contains("above the limit of 100:1") == true)
    }

    @Test func onlyCandidateEntriesAreRead() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // A bomb under a name that is no JSON candidate is never inflated.
        let entries =
            try ZipFixture.sampleSet("clean/FR_fr", at: "Payload/A.app") + [
                ("Payload/A.app/Assets.car", [UInt8](repeating: 0, count: 10_000_000))
            ]
        #expect(try discover("A.ipa", entries).count == 1)
    }

    @Test func anEntryLargerThanItDeclaresStopsAtItsDeclaredSize() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("lying.zip")
        try ZipFixture.write(
            [("OneTrustPCData.json", try ZipFixture.sample("clean/DE_de/OneTrustPCData.json"))], to: url)
        try ZipFixture.declare(size: 20_000, inArchiveAt: url)
        #expect(
            throws: LintError(
                "lying.zip!/OneTrustPCData.json: the entry inflates to more than the 20000 bytes it declares; the archive is damaged or crafted (a zip bomb) and is not read further"
            )
        ) {
            try SnapshotDiscovery.discover(paths: ["lying.zip"], workingDirectory: folder.path)
        }
    }

    @Test func tooManyEntriesStopTheListing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries = (0..<12).map { (path: "res/\($0).xml", bytes: Array("<x/>".utf8)) }
        let message = try error("many.apk", entries, archiveLimits: ArchiveLimits(maxEntries: 10))
        #expect(
            message
                == "many.apk: the archive holds more than 10 entries, the limit for one archive; it is not read further (a crafted archive, or not an app artifact)"
        )
    }

    @Test func theTotalReadIsBounded() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try error(
            "big.aab", try ZipFixture.sampleSet("clean/DE_de", at: "base/assets"),
            archiveLimits: ArchiveLimits(maxTotalBytes: 30_000))
        #expect(
            message?.hasPrefix(
                "big.aab!/base/assets/OneTrustPCData.json: reading it would pass 29.3 KB (30000 bytes) read from one archive"
            ) == true, "\(message ?? "no error")")
    }

    @Test func aFileThatIsNoZIPArchiveIsAnError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a zip".utf8).write(to: folder.appendingPathComponent("fake.ipa"))
        #expect(throws: LintError.self) {
            try SnapshotDiscovery.discover(paths: ["fake.ipa"], workingDirectory: folder.path)
        }
        // An archive without snapshots says so, naming it.
        let message = try error("empty.zip", [("nested/app.aab", Array("PK".utf8))])
        #expect(message?.hasPrefix("empty.zip: no snapshot files found in the archive") == true)
    }

    @Test func fixRefusesToWriteIntoAnArchive() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try discover(
            "MyApp.ipa", try ZipFixture.sampleSet("broken/ot-consent-string-leak/US-CA_en", at: "Payload/MyApp.app"))
        let lint = LintRequest(paths: ["MyApp.ipa"], workingDirectory: folder.path, reports: [])
        #expect(throws: LintError.self) { try FixRunner.run(FixRequest(lint: lint)) }
        #expect(try FixRunner.run(FixRequest(lint: lint, dryRun: true)).lint.exitStatus == 1)
    }

    @Test func xcarchiveAndAppFoldersAreSearchedAsFolders() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("MyApp.xcarchive/Products/Applications/MyApp.app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for name in ["OneTrustBannerData.json", "OneTrustPCData.json"] {
            try Data(try ZipFixture.sample("clean/FR_fr/" + name)).write(to: app.appendingPathComponent(name))
        }
        #expect(
            try SnapshotDiscovery.discover(paths: ["MyApp.xcarchive"], workingDirectory: folder.path).map(\.path)
                == ["MyApp.xcarchive/Products/Applications/MyApp.app"])
        #expect(
            try SnapshotDiscovery.discover(
                paths: ["MyApp.xcarchive/Products/Applications/MyApp.app"], workingDirectory: folder.path
            ).count == 1)
    }
}
