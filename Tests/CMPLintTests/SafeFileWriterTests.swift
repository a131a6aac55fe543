import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// `SafeFileWriter` on real files: regular files replaced atomically with their permissions kept,
/// symbolic links written through, devices and FIFOs written in place, folders and sockets refused.
@Suite final class SafeFileWriterTests {
    let folder: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-writer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// The folder is this test's alone; nothing is left behind in the temporary folder.
    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func path(_ name: String) -> String { folder + "/" + name }

    func content(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode : 0
    }

    /// What the folder holds: no temporary file may be left behind.
    func entries() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

    func writeError(_ text: String = "x", to path: String) -> String? {
        do {
            try SafeFileWriter.write(text, to: path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func newFileGetsTheUsualModeAndNoTemporaryFileStays() throws {
        try SafeFileWriter.write("report\n", to: path("new.json"))
        #expect(try content("new.json") == "report\n")
        #expect(mode(path("new.json")) & 0o777 == 0o666 & ~currentUmask())
        #expect(try entries() == ["new.json"])
    }

    @Test func existingFileIsReplacedAndKeepsItsPermissions() throws {
        try String(repeating: "old content ", count: 100).write(
            toFile: path("private.json"), atomically: false, encoding: .utf8)
        chmod(path("private.json"), 0o600)
        try SafeFileWriter.write("new", to: path("private.json"))
        #expect(try content("private.json") == "new")
        #expect(mode(path("private.json")) & 0o777 == 0o600)
        chmod(path("private.json"), 0o640)
        try SafeFileWriter.write("newer", to: path("private.json"))
        #expect(mode(path("private.json")) & 0o777 == 0o640)
        #expect(try entries() == ["private.json"])
    }

    @Test func symbolicLinksAreWrittenThrough() throws {
        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
        try "old".write(toFile: path("real/report.json"), atomically: false, encoding: .utf8)
        chmod(path("real/report.json"), 0o600)
        symlink("real/report.json", path("relative"))
        symlink(path("relative"), path("chain"))
        try SafeFileWriter.write("through a chain", to: path("chain"))
        #expect(try content("real/report.json") == "through a chain")
        #expect(mode(path("real/report.json")) & 0o777 == 0o600)
        #expect(mode(path("relative")) & S_IFMT == S_IFLNK)
        #expect(mode(path("chain")) & S_IFMT == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("relative")) == "real/report.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("real")) == ["report.json"])
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
        symlink("out/later.json", path("dangling"))
        try SafeFileWriter.write("created", to: path("dangling"))
        #expect(try content("out/later.json") == "created")
        #expect(mode(path("dangling")) & S_IFMT == S_IFLNK)
    }

    @Test func aLinkLoopIsAnErrorNamingThePath() throws {
        symlink(path("b"), path("a"))
        symlink(path("a"), path("b"))
        let message = try #require(writeError(to: path("a")))
        #expect(message == "\(path("a")): cannot write (\(SafeFileWriter.reason(ELOOP)))")
    }

    @Test func devicesAreWrittenInPlace() throws {
        try SafeFileWriter.write("discarded", to: "/dev/null")
        #expect(mode("/dev/null") & S_IFMT == S_IFCHR)
        #expect(writeError(to: "/dev/full") == "/dev/full: cannot write (\(SafeFileWriter.reason(ENOSPC)))")
        #expect(mode("/dev/full") & S_IFMT == S_IFCHR)
    }

    @Test func aFIFOIsWrittenInPlace() throws {
        #expect(mkfifo(path("pipe"), 0o600) == 0)
        // A non-blocking reader first, so opening the FIFO for writing does not wait.
        let reader = open(path("pipe"), O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try SafeFileWriter.write("through the pipe", to: path("pipe"))
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "through the pipe")
        #expect(mode(path("pipe")) & S_IFMT == S_IFIFO)
    }

    #if os(Linux)
        /// `/proc/self/fd/N` (what `/dev/stdout` points to) names an open descriptor: written through, never replaced.
        @Test func procfsDescriptorLinksAreWrittenDirectly() throws {
            var ends: [Int32] = [0, 0]
            #expect(pipe(&ends) == 0)
            defer {
                close(ends[0])
                close(ends[1])
            }
            try SafeFileWriter.write("to the descriptor", to: "/proc/self/fd/\(ends[1])")
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(ends[0], &buffer, buffer.count)
            #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "to the descriptor")
        }
    #endif

    @Test func foldersAndSocketsAreRefused() throws {
        try FileManager.default.createDirectory(atPath: path("dir"), withIntermediateDirectories: true)
        #expect(writeError(to: path("dir")) == "\(path("dir")): is a folder; name a file to write")
        symlink("dir", path("dir-link"))
        #expect(writeError(to: path("dir-link")) == "\(path("dir-link")): is a folder; name a file to write")
        try bindSocket(at: path("sock"))
        #expect(
            writeError(to: path("sock"))
                == "\(path("sock")): is a socket; cmplint writes only to regular files, character devices and FIFOs")
        #expect(mode(path("sock")) & S_IFMT == S_IFSOCK)
        #expect(try entries() == ["dir", "dir-link", "sock"])
    }

    @Test func aMissingFolderIsAnErrorAndCreatesNothing() throws {
        #expect(
            writeError(to: path("absent/report.json"))
                == "\(path("absent/report.json")): cannot write (\(SafeFileWriter.reason(ENOENT)))")
        #expect(try entries().isEmpty)
    }

    @Test func appendCreatesAppendsAndFollowsLinks() throws {
        try SafeFileWriter.append("one\n", to: path("summary.md"))
        symlink("summary.md", path("summary-link"))
        try SafeFileWriter.append("two\n", to: path("summary-link"))
        #expect(try content("summary.md") == "one\ntwo\n")
        try SafeFileWriter.append("gone", to: "/dev/null")
        try FileManager.default.createDirectory(atPath: path("dir"), withIntermediateDirectories: true)
        #expect(throws: LintError("\(path("dir")): cannot write (\(SafeFileWriter.reason(EISDIR)))")) {
            try SafeFileWriter.append("x", to: path("dir"))
        }
        try bindSocket(at: path("sock"))
        #expect(throws: LintError.self) { try SafeFileWriter.append("x", to: path("sock")) }
    }

    @Test func foldersAreCreatedWithTheirParents() throws {
        try SafeFileWriter.createFolder(path("a/b/c"))
        try SafeFileWriter.createFolder(path("a/b/c"))
        symlink("a", path("link"))
        try SafeFileWriter.createFolder(path("link/b/d"))
        #expect(mode(path("a/b/d")) & S_IFMT == S_IFDIR)
        try "x".write(toFile: path("file"), atomically: false, encoding: .utf8)
        #expect(throws: LintError("\(path("file/sub")): cannot create the folder (\(SafeFileWriter.reason(ENOTDIR)))"))
        {
            try SafeFileWriter.createFolder(path("file/sub"))
        }
        #expect(throws: LintError("\(path("file")): cannot create the folder (\(SafeFileWriter.reason(ENOTDIR)))")) {
            try SafeFileWriter.createFolder(path("file"))
        }
    }

    // MARK: - Helpers

    /// The process's umask, read without changing it (Linux), else set and restored.
    func currentUmask() -> mode_t {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
            let value = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
        {
            return value
        }
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// A listening Unix-domain socket file at `path`.
    func bindSocket(at path: String) throws {
        #if os(Linux)
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        #expect(fd >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        #expect(bound == 0, "bind \(path): \(String(cString: strerror(errno)))")
        close(fd)
    }
}
