import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// `SnapshotWriter` never loses data: an interrupted write leaves the old file, a file changed
/// meanwhile is not overwritten, permissions and owner stay, and links and read-only files are refused.
@Suite struct SnapshotWriterTests {
    let folder: String
    let old = Array("{\"tcString\": \"x\", \"a\": 1}\n".utf8)
    let new = Array("{\"a\": 1}\n".utf8)

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-fix-writer-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder + "/" + name }

    func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path(name)))) }

    func entries() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

    func create(_ name: String, _ content: [UInt8], mode: mode_t = 0o644) throws {
        try Data(content).write(to: URL(fileURLWithPath: path(name)))
        chmod(path(name), mode)
    }

    func failure(_ name: String, writer: SnapshotWriter = SnapshotWriter()) -> String? {
        do {
            try writer.write(new, over: old, at: path(name), named: name)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func replacesTheFileKeepingItsModeAndOwner() throws {
        try create("banner.json", old, mode: 0o640)
        #expect(failure("banner.json") == nil)
        #expect(try bytes("banner.json") == new)
        var info = stat()
        lstat(path("banner.json"), &info)
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(try entries() == ["banner.json"])
        // Another owner is kept when the user may set it (root can; others cannot change owners).
        if geteuid() == 0 {
            chown(path("banner.json"), 4321, 8765)
            try Data(old).write(to: URL(fileURLWithPath: path("banner.json")))
            #expect(failure("banner.json") == nil)
            lstat(path("banner.json"), &info)
            #expect(info.st_uid == 4321 && info.st_gid == 8765)
        }
    }

    /// A crash or kill between writing the temporary file and the rename: the hook stops the write
    /// there, and the original is untouched, with no temporary file left.
    @Test func anInterruptionBeforeTheRenameLeavesTheOriginal() throws {
        try create("banner.json", old)
        let interrupted = SnapshotWriter { _ throws(LintError) in
            // The complete temporary file is beside the original at this point.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            #expect(names.filter { $0.hasPrefix(".cmplint-") }.count == 1)
            throw LintError("interrupted")
        }
        #expect(failure("banner.json", writer: interrupted) == "interrupted")
        #expect(try bytes("banner.json") == old)
        #expect(try entries() == ["banner.json"])
    }

    @Test func aFileChangedMeanwhileIsNotOverwritten() throws {
        try create("banner.json", old)
        let edited = Array("{\"tcString\": \"x\", \"a\": 2}\n".utf8)
        let concurrent = SnapshotWriter { location throws(LintError) in
            try? Data(edited).write(to: URL(fileURLWithPath: location))
        }
        #expect(
            failure("banner.json", writer: concurrent)
                == "banner.json: changed on disk since cmplint read it; not overwritten (run cmplint fix again)")
        #expect(try bytes("banner.json") == edited)
        #expect(try entries() == ["banner.json"])
        // Grown, or replaced by a link, counts as changed too.
        let grown = SnapshotWriter { location throws(LintError) in
            try? Data(old + Array(" ".utf8)).write(to: URL(fileURLWithPath: location))
        }
        try create("banner.json", old)
        #expect(failure("banner.json", writer: grown)?.contains("changed on disk") == true)
    }

    @Test func readOnlyFilesLinksAndHardLinksAreRefused() throws {
        try create("read-only.json", old, mode: 0o444)
        #expect(failure("read-only.json") == "read-only.json: is read-only; not fixed (make it writable to fix it)")
        #expect(try bytes("read-only.json") == old)

        try create("target.json", old)
        symlink(path("target.json"), path("link.json"))
        #expect(
            failure("link.json")?.hasPrefix("link.json: is a symbolic link; cmplint fix replaces only regular files")
                == true)
        #expect(try bytes("target.json") == old)

        link(path("target.json"), path("hard.json"))
        #expect(failure("hard.json")?.hasPrefix("hard.json: has 2 hard links") == true)
        #expect(failure("missing.json")?.hasPrefix("missing.json: cannot write the fixed file (No such file") == true)
        #expect(try entries() == ["hard.json", "link.json", "read-only.json", "target.json"])
    }
}
