import CFolderExchange
import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintCapture
@testable import CMPLintDocuments
@testable import CaptureTransport

/// How `capture` writes a set into `--out`: nothing a pull request can plant there (links at the
/// old predictable temporary names, a set folder that is a link) leads a write or a removal out of
/// it, and a re-capture replaces only the snapshot files, keeping the user's own files (the same
/// files, by inode) whether the swap is an exchange rename or its fallback.
@Suite struct CaptureSetFolderTests {
    static let fileManager = FileManager.default

    /// A folder outside `--out` with a sentinel file, as a planted link's target.
    static func sentinelFolder(in fixture: CaptureFixture) throws -> String {
        let folder = fixture.folder + "/elsewhere"
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: folder + "/sentinel.txt"))
        return folder
    }

    static func contents(_ folder: String) -> [String] {
        ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    static func text(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    static func inode(_ path: String) -> UInt64? {
        (try? fileManager.attributesOfItem(atPath: path))?[.systemFileNumber] as? UInt64
    }

    @Test func linksAtTheOldPredictableNamesAreNeverFollowed() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        let elsewhere = try Self.sentinelFolder(in: fixture)
        try Self.fileManager.createDirectory(atPath: fixture.out, withIntermediateDirectories: true)
        let pid = getpid()
        let planted = [".FR_fr.capture-\(pid)", "FR_fr.replaced-\(pid)"]
        for name in planted {
            try Self.fileManager.createSymbolicLink(atPath: fixture.out + "/" + name, withDestinationPath: elsewhere)
        }
        let server = try FakeCMPServer()
        defer { server.stop() }
        // A first capture, then a re-capture that replaces the set.
        for _ in 0..<2 {
            let outcome = try CaptureRunner.run(try fixture.request(server.baseURL))
            #expect(outcome.failures == [])
        }
        #expect(Self.contents(elsewhere) == ["sentinel.txt"])
        #expect(Self.text(elsewhere + "/sentinel.txt") == "keep me")
        #expect(Self.contents(fixture.out) == (planted + ["FR_fr"]).sorted())
        for name in planted {
            #expect(try Self.fileManager.destinationOfSymbolicLink(atPath: fixture.out + "/" + name) == elsewhere)
        }
    }

    @Test func aSetFolderThatIsALinkIsRefused() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        let elsewhere = try Self.sentinelFolder(in: fixture)
        try Self.fileManager.createDirectory(atPath: fixture.out, withIntermediateDirectories: true)
        try Self.fileManager.createSymbolicLink(atPath: fixture.out + "/FR_fr", withDestinationPath: elsewhere)
        let server = try FakeCMPServer()
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try fixture.request(server.baseURL))
        #expect(outcome.exitStatus == 2)
        #expect(
            outcome.failures == [
                "FR_fr: \(fixture.out)/FR_fr: is a symbolic link; cmplint writes a set only into a folder of its own, "
                    + "never through a link (remove the link, or capture into another --out)"
            ])
        #expect(Self.contents(elsewhere) == ["sentinel.txt"])
        #expect(Self.contents(fixture.out) == ["FR_fr"])
    }

    static let ignoreFile = "ignore:\n  - rule: geo-unknown\n    path: \"*.json\"\n    reason: checked by hand\n"

    /// A set folder as docs/commands/capture.md allows: an ignore file, notes, a subfolder, a link of the user's,
    /// and stale snapshots (a vendors file, a banner under another accepted name).
    static func userSet(at set: String) throws {
        try fileManager.createDirectory(atPath: set + "/screenshots", withIntermediateDirectories: true)
        for (name, text) in [
            (".cmplint-ignore.yml", Self.ignoreFile), ("notes.md", "captured for release 4.2\n"),
            ("screenshots/banner.png", "PNG"), ("OneTrustVendorsData.json", "stale"), ("banner.json", "stale"),
        ] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: set + "/" + name))
        }
        try fileManager.createSymbolicLink(atPath: set + "/logo.png", withDestinationPath: "../../assets/logo.png")
    }

    @Test(arguments: [true, false])
    func aReCaptureKeepsTheUsersFiles(exchange: Bool) throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        let set = fixture.out + "/FR_fr"
        try Self.userSet(at: set)
        let ignoreInode = try #require(Self.inode(set + "/.cmplint-ignore.yml"))
        let banner = FakeCMPServer.sampleBytes("samples/clean/FR_fr/OneTrustBannerData.json")
        let written = try SetFolderWriter.write(
            [.banner: banner, .preferences: Array("{}".utf8)], manifest: nil, folderName: "FR_fr",
            outputFolder: fixture.out, exchange: exchange)
        #expect(written.notices == [])
        #expect(
            Self.contents(set) == [
                ".cmplint-ignore.yml", "OneTrustBannerData.json", "OneTrustPCData.json", "logo.png", "notes.md",
                "screenshots",
            ])
        #expect(Self.inode(set + "/.cmplint-ignore.yml") == ignoreInode)
        #expect(Self.text(set + "/notes.md") == "captured for release 4.2\n")
        #expect(Self.text(set + "/screenshots/banner.png") == "PNG")
        #expect(try Self.fileManager.destinationOfSymbolicLink(atPath: set + "/logo.png") == "../../assets/logo.png")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: set + "/OneTrustBannerData.json"))) == banner)
        // No hidden folder is left beside the set, and the files have a single name again.
        #expect(Self.contents(fixture.out) == ["FR_fr"])
        #expect((try Self.fileManager.attributesOfItem(atPath: set + "/notes.md"))[.referenceCount] as? Int == 1)
    }

    @Test func aReCaptureThroughTheCLIPathKeepsTheIgnoreFile() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        try Self.userSet(at: fixture.out + "/FR_fr")
        let server = try FakeCMPServer()
        defer { server.stop() }
        let outcome = try CaptureRunner.run(try fixture.request(server.baseURL))
        #expect(outcome.failures == [])
        #expect(Self.text(fixture.out + "/FR_fr/.cmplint-ignore.yml") == Self.ignoreFile)
        #expect(!Self.contents(fixture.out + "/FR_fr").contains("OneTrustVendorsData.json"))
    }

    /// The hidden folders' names: 64 random bits each, created exclusively (an existing entry fails).
    @Test func theHiddenNamesAreUnpredictableAndExclusive() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        try Self.fileManager.createDirectory(atPath: fixture.out, withIntermediateDirectories: true)
        let out = try OpenFolder(path: fixture.out)
        let names = try (0..<8).map { _ in
            try SetFolderWriter.makeHiddenFolder(in: out, for: "FR_fr", purpose: "capture")
        }
        #expect(Set(names).count == 8)
        #expect(names.allSatisfy { $0.hasPrefix(".FR_fr.capture-") && $0.count == ".FR_fr.capture-".count + 16 })
        #expect(out.makeFolder(names[0]) == EEXIST)
    }

    /// After the swap, the old set keeps nothing but what could not go back: an entry added
    /// meanwhile moves into the new set, never over an entry there.
    @Test func entriesAddedDuringTheSwapGoBackIntoTheSet() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        for folder in ["old", "new"] {
            try Self.fileManager.createDirectory(
                atPath: fixture.folder + "/" + folder, withIntermediateDirectories: true)
        }
        for (path, text) in [
            ("old/OneTrustBannerData.json", "{}"), ("old/late.txt", "late"), ("old/taken.txt", "mine"),
            ("new/taken.txt", "theirs"),
        ] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: fixture.folder + "/" + path))
        }
        let out = try OpenFolder(path: fixture.folder)
        let old = try OpenFolder("old", in: out)
        let set = try OpenFolder("new", in: out)
        #expect(
            SetFolderWriter.retire(
                old, named: "old", in: out, carried: UserEntries(), set: set, at: fixture.folder + "/new")
                == [
                    "\(fixture.folder)/old: the replaced set was kept with 'taken.txt', which could not be put back; "
                        + "move what you need into \(fixture.folder)/new and remove it"
                ])
        #expect(Self.contents(fixture.folder + "/old") == ["taken.txt"])
        #expect(Self.contents(fixture.folder + "/new") == ["late.txt", "taken.txt"])
        #expect(Self.text(fixture.folder + "/new/taken.txt") == "theirs")
    }

    /// The exchange rename swaps two folders in one step where the file system can (the fallback
    /// is tested above); EINVAL says it cannot.
    @Test func theExchangeRenameSwapsTwoFolders() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        for folder in ["a", "b"] {
            try Self.fileManager.createDirectory(
                atPath: fixture.folder + "/" + folder, withIntermediateDirectories: true)
            try Data(folder.utf8).write(to: URL(fileURLWithPath: fixture.folder + "/" + folder + "/name"))
        }
        let root = try OpenFolder(path: fixture.folder)
        let code = cmplint_rename_exchange(root.fd, "a", root.fd, "b")
        #expect(code == 0 || code == EINVAL)
        if code == 0 {
            #expect(Self.text(fixture.folder + "/a/name") == "b" && Self.text(fixture.folder + "/b/name") == "a")
        }
        #expect(cmplint_rename_noreplace(root.fd, "a", root.fd, "b") == EEXIST)
    }

    /// A failure before the swap puts the user's entries back: the carried file loses its second
    /// name, the moved folder returns.
    @Test func carriedEntriesGoBackWhenTheSwapDoesNotHappen() throws {
        let fixture = try CaptureFixture()
        defer { fixture.remove() }
        try Self.fileManager.createDirectory(
            atPath: fixture.folder + "/old/screenshots", withIntermediateDirectories: true)
        try Self.fileManager.createDirectory(atPath: fixture.folder + "/new", withIntermediateDirectories: true)
        for name in ["notes.md", "OneTrustPCData.json"] {
            try Data(name.utf8).write(to: URL(fileURLWithPath: fixture.folder + "/old/" + name))
        }
        let old = try OpenFolder(path: fixture.folder + "/old")
        let new = try OpenFolder(path: fixture.folder + "/new")
        var carried = UserEntries()
        try carried.carry(from: old, into: new)
        #expect(Self.contents(fixture.folder + "/new") == ["notes.md", "screenshots"])
        #expect(Self.inode(fixture.folder + "/new/notes.md") == Self.inode(fixture.folder + "/old/notes.md"))
        carried.undo(from: new, into: old)
        #expect(Self.contents(fixture.folder + "/new") == [])
        #expect(Self.contents(fixture.folder + "/old") == ["OneTrustPCData.json", "notes.md", "screenshots"])
    }
}
