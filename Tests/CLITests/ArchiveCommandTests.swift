import Foundation
import Testing
import ZIPFoundation

/// `cmplint lint MyApp.ipa` end to end: an app artifact built in the test from `samples/`
/// (ZIPFoundation, in a per-test folder), linted without unpacking it.
struct ArchiveCommandTests {
    /// Writes an archive at `url` holding each sample file under `entries` (path in archive → sample path).
    func archive(_ url: URL, _ entries: [String: String]) throws {
        let archive = try Archive(url: url, accessMode: .create)
        for (path, sample) in entries.sorted(by: { $0.key < $1.key }) {
            let data = sample.hasPrefix("zeros:") ? Data(count: Int(sample.dropFirst(6))!)
                : try Data(contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("samples/" + sample))
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
    }

    @Test func lintsTheSnapshotsInsideAnIPA() throws {
        let folder = try temporaryFolder("ipa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = "broken/ot-consent-string-leak/US-CA_en/"
        try archive(folder.appendingPathComponent("MyApp.ipa"), [
            "Payload/MyApp.app/OneTrustBannerData.json": set + "OneTrustBannerData.json",
            "Payload/MyApp.app/OneTrustPCData.json": set + "OneTrustPCData.json",
            "Payload/MyApp.app/Assets.car": "zeros:5000000",
        ])
        let stylish = try CLIRunner.run(["lint", "MyApp.ipa"], in: folder)
        #expect(stylish.status == 1, "\(stylish.stderr)")
        #expect(stylish.stdout.contains("MyApp.ipa!/Payload/MyApp.app/OneTrustBannerData.json\n  335:22  error  "), "\(stylish.stdout)")
        let xcode = try CLIRunner.run(["lint", "MyApp.ipa", "--format", "xcode"], in: folder)
        #expect(xcode.stdout.contains("/MyApp.ipa!/Payload/MyApp.app/OneTrustBannerData.json:335:22: error: "), "\(xcode.stdout)")
        let json = try CLIRunner.run(["lint", "MyApp.ipa", "--format", "json"], in: folder)
        #expect(try json.findings().contains { $0["file"] as? String == "MyApp.ipa!/Payload/MyApp.app/OneTrustBannerData.json" && $0["line"] as? Int == 335 })
    }

    @Test func aZipBombIsRefusedWithExit2() throws {
        let folder = try temporaryFolder("apk-bomb")
        defer { try? FileManager.default.removeItem(at: folder) }
        try archive(folder.appendingPathComponent("app.apk"), ["assets/OneTrustBannerData.json": "zeros:20000000"])
        let result = try CLIRunner.run(["lint", "app.apk"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("app.apk!/assets/OneTrustBannerData.json: the entry declares 20000000 bytes"), "\(result.stderr)")
        #expect(result.stderr.contains("above the limit of 100:1"))
    }
}
