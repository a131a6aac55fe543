import ArchiveFixtures
import Foundation
import Testing

/// `cmplint lint MyApp.ipa` end to end: an app artifact built in the test from `samples/`
/// (`ZipWriter`, in a per-test folder), linted without unpacking it.
struct ArchiveCommandTests {
    /// Writes an archive at `url` holding each sample file under `entries` (path in archive → sample path).
    func archive(_ url: URL, _ entries: [String: String]) throws {
        let files = try entries.sorted(by: { $0.key < $1.key }).map { path, sample in
            ZipWriter.Entry(
                path,
                sample.hasPrefix("zeros:")
                    ? [UInt8](repeating: 0, count: Int(sample.dropFirst(6))!)
                    : Array(try Data(contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("samples/" + sample))))
        }
        try ZipWriter.archive(files).write(to: url)
    }

    @Test func lintsTheSnapshotsInsideAnIPA() throws {
        let folder = try temporaryFolder("ipa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = "broken/ot-consent-string-leak/US-CA_en/"
        try archive(
            folder.appendingPathComponent("MyApp.ipa"),
            [
                "Payload/MyApp.app/OneTrustBannerData.json": set + "OneTrustBannerData.json",
                "Payload/MyApp.app/OneTrustPCData.json": set + "OneTrustPCData.json",
                "Payload/MyApp.app/Assets.car": "zeros:5000000",
            ])
        let stylish = try CLIRunner.run(["lint", "MyApp.ipa"], in: folder)
        #expect(stylish.status == 1, "\(stylish.stderr)")
        #expect(
            stylish.stdout.contains("MyApp.ipa!/Payload/MyApp.app/OneTrustBannerData.json\n  335:22  error  "),
            "\(stylish.stdout)")
        let xcode = try CLIRunner.run(["lint", "MyApp.ipa", "--format", "xcode"], in: folder)
        #expect(
            xcode.stdout.contains("/MyApp.ipa!/Payload/MyApp.app/OneTrustBannerData.json:335:22: error: "),
            "\(xcode.stdout)")
        let json = try CLIRunner.run(["lint", "MyApp.ipa", "--format", "json"], in: folder)
        #expect(
            try json.findings().contains {
                $0["file"] as? String == "MyApp.ipa!/Payload/MyApp.app/OneTrustBannerData.json"
                    && $0["line"] as? Int == 335
            })
    }

    @Test func aZipBombIsRefusedWithExit2() throws {
        let folder = try temporaryFolder("apk-bomb")
        defer { try? FileManager.default.removeItem(at: folder) }
        try archive(folder.appendingPathComponent("app.apk"), ["assets/OneTrustBannerData.json": "zeros:20000000"])
        let result = try CLIRunner.run(["lint", "app.apk"], in: folder)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("app.apk!/assets/OneTrustBannerData.json: the entry declares 20000000 bytes"),
            "\(result.stderr)")
        #expect(result.stderr.contains("above the limit of 100:1"))
    }

    /// ZIP64 size and offset fields near 2⁶⁴ (which made the process trap, exit 132, in the ZIP
    /// library cmplint used) are a damaged archive: exit 2 naming it, from every command that reads it.
    @Test func aZIP64ArchiveWithHugeFieldsIsExit2() throws {
        let folder = try temporaryFolder("zip64")
        defer { try? FileManager.default.removeItem(at: folder) }
        var archive = ZipWriter.archive(
            [ZipWriter.Entry("Payload/A.app/OneTrustBannerData.json", Array(#"{"a": 1}"#.utf8))], zip64: true)
        // The central header's ZIP64 extra field: ID and size, then uncompressed, compressed size and offset.
        let values = archive.centralHeaders[0] + 46 + "Payload/A.app/OneTrustBannerData.json".utf8.count + 4
        archive.set(UInt64.max - 8, width: 8, at: values + 8)
        archive.set(1 << 63, width: 8, at: values + 16)
        try archive.write(to: folder.appendingPathComponent("app.ipa"))
        for command in [["lint", "app.ipa"], ["inspect", "app.ipa"]] {
            let result = try CLIRunner.run(command, in: folder)
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(
                result.stderr.contains(
                    "app.ipa!/Payload/A.app/OneTrustBannerData.json: the entry (its local header at offset 9223372036854775808"
                ),
                "\(result.stderr)")
        }
    }
}
