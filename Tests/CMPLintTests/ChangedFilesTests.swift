import Foundation
import Testing

@testable import CMPLint

/// Which sets a list of changed files touches (`lint --changed`): whole sets by their files, a
/// snapshot added to or deleted from their folder, or the app artifact they lie in; nothing else.
struct ChangedFilesTests {
    static let root = "/repo"

    static func changes(_ paths: String...) -> ChangedFiles {
        ChangedFiles(paths: Set(paths.map { root + "/" + $0 }), baseDescription: "main")
    }

    static let named = SnapshotSource(
        path: "Snapshots/DE_de", directory: root + "/Snapshots/DE_de",
        files: [
            .banner: "Snapshots/DE_de/OneTrustBannerData.json", .preferences: "Snapshots/DE_de/OneTrustPCData.json",
        ],
        isPartial: false, workingDirectory: root)

    @Test func aSetIsTouchedByItsFilesAndBySnapshotsAddedOrDeletedBesideThem() {
        #expect(Self.changes("Snapshots/DE_de/OneTrustPCData.json").touches(Self.named))
        // A deleted vendors snapshot is in no source: its name in the set's folder is enough.
        #expect(Self.changes("Snapshots/DE_de/OneTrustVendorsData.json").touches(Self.named))
        #expect(!Self.changes("Snapshots/DE_de/vendor-list.json").touches(Self.named), "no snapshot's name")
        #expect(!Self.changes("Snapshots/DE_de/sub/OneTrustBannerData.json").touches(Self.named), "another folder")
        #expect(!Self.changes("README.md", "Snapshots/FR_fr/OneTrustBannerData.json").touches(Self.named))
    }

    @Test func aSetAssembledFromContentIsTouchedByAnyJSONFileOfItsFolder() {
        var naming = SnapshotNaming()
        naming.assembly = ContentAssembly(files: [.banner: "banner_de.json", .preferences: "pc_de.json"], part: "de")
        let assembled = SnapshotSource(
            path: "support", directory: Self.root + "/support",
            files: [.banner: "support/banner_de.json", .preferences: "support/pc_de.json"], isPartial: false,
            workingDirectory: Self.root, naming: naming)
        #expect(Self.changes("support/vendors_de.json").touches(assembled))
        #expect(!Self.changes("support/notes.txt").touches(assembled))
    }

    @Test func aSingleFileIsTouchedOnlyByItselfAndAnArchivedSetByItsArchive() {
        let single = SnapshotSource(
            path: "Snapshots/DE_de/OneTrustBannerData.json", directory: Self.root + "/Snapshots/DE_de",
            files: [.banner: "Snapshots/DE_de/OneTrustBannerData.json"], isPartial: true, workingDirectory: Self.root)
        #expect(!Self.changes("Snapshots/DE_de/OneTrustPCData.json").touches(single))
        #expect(Self.changes("Snapshots/DE_de/OneTrustBannerData.json").touches(single))
        let archived = SnapshotSource(
            path: "MyApp.ipa!/Payload/MyApp.app/DE_de", directory: Self.root + "/MyApp.ipa!/Payload/MyApp.app/DE_de",
            files: [.banner: "MyApp.ipa!/Payload/MyApp.app/DE_de/OneTrustBannerData.json"], isPartial: false,
            workingDirectory: Self.root, archived: [.banner: .bytes([])])
        #expect(Self.changes("MyApp.ipa").touches(archived))
        #expect(!Self.changes("Other.ipa", "Payload/MyApp.app/DE_de/OneTrustBannerData.json").touches(archived))
    }
}
