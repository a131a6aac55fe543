import Foundation
import Testing
@testable import CMPLint

/// `TreeEntryKind` decides what the tree walk descends into: every kind of entry a snapshot tree
/// may hold, links included.
struct TreeEntryKindTests {
    @Test func everyKindOfEntry() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-entry-kind-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/folder", withIntermediateDirectories: true)
        try "{}".write(toFile: root + "/file.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/link-to-folder", withDestinationPath: root + "/folder")
        try FileManager.default.createSymbolicLink(atPath: root + "/link-to-file", withDestinationPath: root + "/file.json")
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

    /// A link to a folder holding a set is neither walked nor taken for a file.
    @Test func aLinkedFolderIsNotWalked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-entry-walk-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try "{}".write(toFile: root + "/real/OneTrustBannerData.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: root + "/real")
        var visited: [String: [String]] = [:]
        try SnapshotDiscovery.walk(root, "/") { relative, _, files in visited[relative] = files.map(\.lastPathComponent) }
        #expect(visited == ["": [], "real": ["OneTrustBannerData.json"]])
    }
}
