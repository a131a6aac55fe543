import ArchiveFixtures
import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintArchive
@testable import CMPLintDocuments

/// Hostile app artifacts crafted as bytes (`ZipWriter`, then one field rewritten at the offset
/// PKWARE APPNOTE.TXT gives it): ZIP64 fields that lie, entries cmplint cannot read next to a
/// leaking one, names that leave the archive, entries that share data, too many sets.
struct ArchiveHostileInputTests {
    let folder: URL
    static let leak = "broken/ot-consent-string-leak/US-CA_en/OneTrustBannerData.json"

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A clean banner in `a/` (its entry first) and a leaking one in `b/`, built by `entries`.
    static func pair(first flags: UInt16 = 0, method: ZipWriter.Method = .deflated) throws -> [ZipWriter.Entry] {
        [
            ZipWriter.Entry(
                "assets/a/OneTrustBannerData.json", try ZipFixture.sample("clean/US-CA_en/OneTrustBannerData.json"),
                method: method, flags: flags),
            ZipWriter.Entry("assets/b/OneTrustBannerData.json", try ZipFixture.sample(leak)),
        ]
    }

    /// The error discovery gives for `archive` written as `name`, or nil.
    func error(_ name: String, _ archive: ZipWriter.Archive, limits: ArchiveLimits = ArchiveLimits()) throws -> String?
    {
        try archive.write(to: folder.appendingPathComponent(name))
        do {
            _ = try SnapshotDiscovery.discover(paths: [name], workingDirectory: folder.path, archiveLimits: limits)
            return nil
        } catch {
            return error.description
        }
    }

    /// The findings of linting `archive` written as `name`: rule id and file of each.
    func findings(_ name: String, _ archive: ZipWriter.Archive) throws -> [String] {
        try archive.write(to: folder.appendingPathComponent(name))
        let outcome = try LintRunner.run(
            LintRequest(paths: [name], workingDirectory: folder.path, reports: [], stepSummaryFile: nil))
        return outcome.report.findings.map { "\($0.ruleId) \($0.file)" }
    }

    // MARK: ZIP64

    @Test func aZIP64ArchiveIsReadLikeAnyOther() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try findings("plain.apk", ZipWriter.archive(try Self.pair()))
        let zip64 = try findings("zip64.apk", ZipWriter.archive(try Self.pair(), zip64: true))
        #expect(zip64 == plain.map { $0.replacingOccurrences(of: "plain.apk", with: "zip64.apk") })
        #expect(zip64.contains("ot-consent-string-leak zip64.apk!/assets/b/OneTrustBannerData.json"))
    }

    /// Each ZIP64 field set near 2⁶⁴ (the values that trapped the ZIP library cmplint used) is a
    /// damaged archive, named, never a crash.
    @Test(arguments: [
        (
            "compressed size", 12,
            "the entry (its local header at offset 0 and 18446744073709551615 bytes of data) overlaps"
        ),
        ("local header offset", 20, "the entry (its local header at offset 18446744073709551615 and"),
        ("uncompressed size", 4, "the entry declares 18446744073709551615 bytes from"),
    ])
    func hugeZIP64EntryFieldsAreADamagedArchive(field: String, offset: Int, message: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var archive = ZipWriter.archive(
            [ZipWriter.Entry("OneTrustBannerData.json", Array(#"{"a": 1}"#.utf8))], zip64: true)
        // The ZIP64 extra field follows the central header's 46 bytes and name: ID, size, then the values.
        let extra = archive.centralHeaders[0] + 46 + "OneTrustBannerData.json".utf8.count + 4
        archive.set(UInt64.max, width: 8, at: extra + offset - 4)
        let error = try error("zip64.ipa", archive)
        #expect(error?.hasPrefix("zip64.ipa!/OneTrustBannerData.json: ") == true, "\(field): \(error ?? "no error")")
        #expect(error?.contains(message) == true, "\(field): \(error ?? "no error")")
    }

    @Test func hugeZIP64DirectoryFieldsAreADamagedArchive() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = ZipWriter.archive(
            [ZipWriter.Entry("OneTrustBannerData.json", Array(#"{"a": 1}"#.utf8))], zip64: true)
        let record = base.end - 20 - 56
        let cases: [(expected: String, fields: [(offset: Int, width: Int, value: UInt64)])] = [
            ("its central directory (", [(record + 48, 8, 1 << 63)]),
            ("its central directory (", [(record + 40, 8, UInt64.max)]),
            (
                "its central directory lists 9223372036854775807 entries in ",
                [(record + 24, 8, UInt64.max / 2), (record + 32, 8, UInt64.max / 2)]
            ),
            ("its ZIP64 locator points at offset 18446744073709551615", [(base.end - 12, 8, UInt64.max)]),
            ("it is one part of an archive split over several disks", [(record + 16, 4, 1)]),
        ]
        for (expected, fields) in cases {
            var archive = base
            for field in fields { archive.set(field.value, width: field.width, at: field.offset) }
            let error = try error("zip64.ipa", archive)
            #expect(
                error?.hasPrefix("zip64.ipa: ") == true && error?.contains(expected) == true, "\(error ?? "no error")")
        }
    }

    @Test func aTruncatedArchiveNamesWhatIsMissing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var archive = ZipWriter.archive([ZipWriter.Entry("OneTrustBannerData.json", Array(#"{"a": 1}"#.utf8))])
        archive.bytes.removeLast(10)
        #expect(
            try error("cut.zip", archive)
                == "cut.zip: cannot read the archive: it has no end of central directory record: it is not a ZIP "
                + "archive or it is truncated; an .ipa, .apk, .aab or .zip is a ZIP file")
    }

    // MARK: Entries that cannot be read

    /// Android reads an entry whose encryption bit is set as plain data, so cmplint does too when
    /// the data is plain; the leaking entry after it is found either way.
    @Test func anEncryptionBitOnPlainDataIsReadAsTheDeviceReadsIt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        for method in [ZipWriter.Method.deflated, .stored] {
            let found = try findings("app.apk", ZipWriter.archive(try Self.pair(first: 0x0001, method: method)))
            #expect(found.contains("ot-consent-string-leak app.apk!/assets/b/OneTrustBannerData.json"), "\(found)")
            #expect(!found.contains { $0.hasPrefix("invalid-json") }, "\(found)")
        }
    }

    /// An entry cmplint cannot read is an `invalid-json` finding naming it and why, and the
    /// entries after it are still read.
    @Test(arguments: [
        (
            "encrypted",
            "cannot read the entry: it is encrypted (general purpose bit 0), which cmplint does not decrypt: read as unencrypted, "
        ),
        (
            "method",
            "cannot read the entry: it is compressed with method 12, which cmplint does not read (only 0, stored, and 8, deflate)"
        ),
        (
            "local header",
            "cannot read the entry: its local header (offset 0) has no local header signature; the archive is damaged"
        ),
        (
            "local name",
            "cannot read the entry: its local header (offset 0) names another entry than the central directory does"
        ),
        ("checksum", "cannot read the entry: its CRC-32 is 0x"),
    ])
    func anUnreadableEntryIsAFindingAndTheNextIsRead(damage: String, message: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var archive = ZipWriter.archive(try Self.pair(first: damage == "encrypted" ? 0x0001 : 0))
        let local = archive.localHeaders[0]
        let central = archive.centralHeaders[0]
        switch damage {
        // the data, as a cipher would make it
        case "encrypted": archive.set(0xDEAD_BEEF, width: 4, at: local + 30 + 32 + 2)
        case "method": archive.set(12, width: 2, at: central + 10)  // bzip2
        case "local header": archive.set(0, width: 4, at: local)
        case "local name": archive.set(UInt64(UInt8(ascii: "x")), width: 1, at: local + 30 + 7)
        default: archive.set(0x1234_5678, width: 4, at: central + 16)
        }
        try archive.write(to: folder.appendingPathComponent("app.ipa"))
        let outcome = try LintRunner.run(
            LintRequest(paths: ["app.ipa"], workingDirectory: folder.path, reports: [], stepSummaryFile: nil))
        let unreadable = outcome.report.findings.filter { $0.ruleId == "invalid-json" }
        #expect(unreadable.map(\.file) == ["app.ipa!/assets/a/OneTrustBannerData.json"])
        #expect(unreadable.first?.message.contains(message) == true, "\(unreadable.first?.message ?? "no finding")")
        #expect(
            outcome.report.findings.contains {
                $0.ruleId == "ot-consent-string-leak" && $0.file == "app.ipa!/assets/b/OneTrustBannerData.json"
            })
        #expect(outcome.exitStatus == 1)
    }

    /// A `.json` entry looked into for its content that cannot be read may hold a set: the run
    /// stops naming it rather than passing it over.
    @Test func anUnreadableJSONEntryLookedIntoStopsTheRun() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var archive = ZipWriter.archive([
            ZipWriter.Entry("assets/onetrust/ot_de.json", try ZipFixture.sample(Self.leak))
        ])
        archive.set(99, width: 2, at: archive.centralHeaders[0] + 10)
        let message = try error("app.apk", archive)
        #expect(
            message == "app.apk!/assets/onetrust/ot_de.json: cannot read the entry, which may hold snapshot data: "
                + "it is encrypted (strong or AES encryption), which cmplint does not decrypt",
            "\(message ?? "no error")")
    }

    // MARK: Names that leave the archive

    @Test(arguments: [
        "../OneTrustBannerData.json", "Payload/../../planted/OneTrustBannerData.json", "/etc/OneTrustBannerData.json",
        "C:/planted/OneTrustBannerData.json", "c:OneTrustBannerData.json", "..\\..\\planted\\OneTrustBannerData.json",
        "\\planted\\OneTrustBannerData.json",
    ])
    func aNameThatLeavesTheArchiveIsRefused(name: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = ZipWriter.archive([ZipWriter.Entry(name, try ZipFixture.sample(Self.leak))])
        let error = try error("app.ipa", archive)
        #expect(
            error?.hasPrefix("app.ipa!/\(name): the entry's name leads out of the archive (it ") == true,
            "\(error ?? "no error")")
        #expect(error?.hasSuffix("), a path traversal; the archive is not read") == true)
    }

    /// Config and ignore files are looked for from the archive's folder, never from a folder
    /// an entry's name describes: a planted ignore file and config (here in a real folder named
    /// like the archive's virtual one, `app.ipa!/Payload/`, and in the folder a `..` name points
    /// at) suppress nothing.
    @Test func plantedConfigAndIgnoreFilesAreNotApplied() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let work = folder.appendingPathComponent("work")
        for planted in [work.appendingPathComponent("app.ipa!/Payload"), folder.appendingPathComponent("planted")] {
            try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
            try "ignore:\n  - {rule: ot-consent-string-leak, path: '**', reason: planted}\n"
                .write(to: planted.appendingPathComponent(".cmplint-ignore.yml"), atomically: true, encoding: .utf8)
            try "rules:\n  ot-consent-string-leak: off\n".write(
                to: planted.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        }
        try ZipWriter.archive([
            ZipWriter.Entry("Payload/A.app/OneTrustBannerData.json", try ZipFixture.sample(Self.leak))
        ])
        .write(to: work.appendingPathComponent("app.ipa"))
        let outcome = try LintRunner.run(
            LintRequest(paths: ["app.ipa"], workingDirectory: work.path, reports: [], stepSummaryFile: nil))
        #expect(outcome.configuration.file == nil)
        #expect(outcome.report.suppressed.isEmpty)
        #expect(
            outcome.report.findings.contains {
                $0.ruleId == "ot-consent-string-leak" && $0.file == "app.ipa!/Payload/A.app/OneTrustBannerData.json"
            })
        let sources = try SnapshotDiscovery.discover(paths: ["app.ipa"], workingDirectory: work.path)
        #expect(sources.map(\.lookupFolder) == [work.standardizedFileURL.path])
        // The `..` name that pointed at `planted/` before is refused outright.
        try ZipWriter.archive([
            ZipWriter.Entry("../planted/x/OneTrustBannerData.json", try ZipFixture.sample(Self.leak))
        ])
        .write(to: work.appendingPathComponent("up.ipa"))
        #expect(throws: LintError.self) {
            try LintRunner.run(
                LintRequest(paths: ["up.ipa"], workingDirectory: work.path, reports: [], stepSummaryFile: nil))
        }
    }

    // MARK: Amplification

    /// Central directory entries that point at one copy of the data would have it linted once
    /// per entry: overlapping entries are a crafted archive, refused as `unzip` refuses them.
    @Test func entriesThatShareDataAreRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var archive = ZipWriter.archive(try Self.pair())
        archive.set(0, width: 4, at: archive.centralHeaders[1] + 42)
        let error = try error("bomb.ipa", archive)
        #expect(
            error?.hasPrefix("bomb.ipa!/assets/a/OneTrustBannerData.json: the entry (its local header at offset 0 and ")
                == true, "\(error ?? "no error")")
        #expect(
            error?.contains(
                "overlaps entry 'assets/b/OneTrustBannerData.json' at offset 0; entries that share bytes are a crafted archive"
            ) == true)
        // A local extra field that makes the data run into the next entry is caught when read.
        var stretched = ZipWriter.archive(try Self.pair())
        stretched.set(200, width: 2, at: stretched.localHeaders[0] + 28)
        #expect(try self.error("long.ipa", stretched)?.contains("the entry's data (") == true)
    }

    @Test func setsPerArchiveAreBounded() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let banner = try ZipFixture.sample("clean/US-CA_en/OneTrustBannerData.json")
        let archive = ZipWriter.archive((0..<3).map { ZipWriter.Entry("assets/\($0)/OneTrustBannerData.json", banner) })
        #expect(
            try error("sets.aab", archive, limits: ArchiveLimits(maxSets: 2))
                == "sets.aab: the archive holds more than 2 snapshot sets, "
                + "the limit for one archive; it is not read further (a crafted archive: an app ships a set per country or language)"
        )
        #expect(try error("sets.aab", archive, limits: ArchiveLimits(maxSets: 3)) == nil)
    }
}
