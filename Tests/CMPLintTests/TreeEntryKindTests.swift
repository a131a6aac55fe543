import Foundation
import Testing

@testable import CMPLint

/// `TreeEntryKind` decides what the tree walk descends into: every kind of entry a snapshot tree
/// may hold, links included.
struct TreeEntryKindTests {
    /// A fresh temporary folder holding `folder/` and `folder/file.json`.
    func tree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-entry-kind-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: root + "/folder", withIntermediateDirectories: true)
        try "{}".write(toFile: root + "/folder/file.json", atomically: true, encoding: .utf8)
        return root
    }

    @Test func everyKindOfEntry() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "{}".write(toFile: root + "/file.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/link-to-folder", withDestinationPath: root + "/folder")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/link-to-file", withDestinationPath: root + "/file.json")
        try FileManager.default.createSymbolicLink(atPath: root + "/broken", withDestinationPath: root + "/nowhere")
        try FileManager.default.createSymbolicLink(atPath: root + "/loop", withDestinationPath: root + "/loop")
        #expect(mkfifo(root + "/fifo", 0o600) == 0)

        #expect(TreeEntryKind(root + "/folder") == .folder)
        #expect(TreeEntryKind(root + "/link-to-folder") == .linkToFolder)
        #expect(TreeEntryKind(root + "/file.json") == .other)
        #expect(TreeEntryKind(root + "/link-to-file") == .other)
        #expect(TreeEntryKind(root + "/broken") == .other)
        #expect(TreeEntryKind(root + "/loop") == .other)
        #expect(TreeEntryKind(root + "/fifo") == .other)
        #expect(TreeEntryKind(root + "/missing") == .other)
    }

    /// A link to a folder is neither walked nor taken for a file.
    @Test func aLinkedFolderIsNotWalked() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: root + "/folder")
        var visited: [String: [String]] = [:]
        try SnapshotDiscovery.walk(root, "/") { relative, _, files in visited[relative] = files.map(\.lastPathComponent)
        }
        #expect(visited == ["": [], "folder": ["file.json"]])
    }
}
