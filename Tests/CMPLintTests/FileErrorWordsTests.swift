import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed open names its real cause: permission denied is not "no such file", a folder is not a
/// missing file, a link loop is not a missing file, for snapshots and for config, ignore and
/// baseline files alike. Permission cannot be denied to root (CI runs as root), so that case is
/// tested through the mapping and, when not root, end to end.
struct FileErrorWordsTests {
    @Test func errorNumbersHaveTheirOwnWords() {
        #expect(FileErrorWords.describe(ENOENT) == "no such file or directory")
        #expect(FileErrorWords.describe(EACCES).hasPrefix("permission denied"))
        #expect(FileErrorWords.describe(EPERM).hasPrefix("permission denied"))
        #expect(FileErrorWords.describe(EISDIR) == "it is a folder, not a file")
        #expect(FileErrorWords.describe(ELOOP).hasPrefix("too many symbolic links"))
        #expect(FileErrorWords.describe(ENOTDIR) == "a part of its path is a file, not a folder")
        let words = [ENOENT, EACCES, EISDIR, ELOOP, ENOTDIR, ENAMETOOLONG, EMFILE].map(FileErrorWords.describe)
        #expect(Set(words).count == words.count)
        #expect(words.filter { $0.contains("no such") } == ["no such file or directory"])
    }

    @Test func aPathThatCannotBeFoundSaysWhy() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try "{}".write(to: root.appendingPathComponent("OneTrustBannerData.json"), atomically: true, encoding: .utf8)
        symlink("loop", root.appendingPathComponent("loop").path)
        #expect(throws: LintError("loop: it is a symbolic link that leads back to itself")) {
            try SnapshotDiscovery.discover(paths: ["loop"], workingDirectory: root.path)
        }
        #expect(throws: LintError("OneTrustBannerData.json/DE_de: a part of its path is a file, not a folder")) {
            try SnapshotDiscovery.discover(paths: ["OneTrustBannerData.json/DE_de"], workingDirectory: root.path)
        }
        #expect(throws: LintError("missing: no such file or directory")) {
            try SnapshotDiscovery.discover(paths: ["missing"], workingDirectory: root.path)
        }
    }

    @Test func aFolderGivenAsConfigIgnoreOrBaselineFileIsNamedAFolder() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.path
        #expect(throws: LintError("conf: cannot read the config file: it is a folder, not a file")) {
            try Configuration.load(file: "conf", at: folder)
        }
        #expect(throws: LintError("ignore: cannot read the ignore file: it is a folder, not a file")) {
            try IgnoreList.load(file: "ignore", at: folder)
        }
        #expect(throws: LintError("base.json: cannot read the baseline: it is a folder, not a file")) {
            try Baseline.load(file: "base.json", at: folder)
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads a file whatever its mode"))
    func anUnreadableFileIsPermissionDenied() throws {
        let root = try temporaryFolder()
        defer {
            chmod(root.appendingPathComponent("conf.yml").path, 0o600)
            try? FileManager.default.removeItem(at: root)
        }
        let file = root.appendingPathComponent("conf.yml").path
        try "rules: {}\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(chmod(file, 0) == 0)
        #expect(throws: LintError("conf.yml: cannot read the config file (\(FileErrorWords.describe(EACCES)))")) {
            try Configuration.load(file: "conf.yml", at: file)
        }
    }

    private func temporaryFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }
}
