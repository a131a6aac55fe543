import Foundation
import Testing

/// `cmplint diff --since REF [PATH...]`: the working tree's sets against their versions at REF,
/// read through git (no checkout), in every diff format.
struct RevisionDiffCommandTests {
    static let frenchTitle = "Nous respectons votre vie privée"

    /// `main`: DE_de, FR_fr and AE_ar under `Snapshots`. The working tree then retitles FR_fr's
    /// banner (uncommitted), deletes AE_ar and adds US-CA_en (untracked).
    static func repository() throws -> GitRepositoryFixture {
        let repository = try GitRepositoryFixture("since")
        for set in ["DE_de", "FR_fr", "AE_ar"] { try repository.copy("clean/\(set)", to: "Snapshots/\(set)") }
        try repository.commitAll("base")
        try repository.edit("Snapshots/FR_fr/OneTrustBannerData.json", replacing: frenchTitle, with: "Vie privée")
        try repository.git("rm", "-q", "-r", "Snapshots/AE_ar")
        try repository.copy("clean/US-CA_en", to: "Snapshots/US-CA_en")
        return repository
    }

    @Test func eachSetIsComparedWithItsVersionAtTheRevision() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let run = try repository.cmplint("diff", "--since", "main", "Snapshots", "--format", "json")
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let report = try run.json()
        #expect(report["old"] as? String == "main:Snapshots")
        let sets = report["sets"] as? [[String: Any]] ?? []
        let status = Dictionary(
            uniqueKeysWithValues: sets.map { ($0["name"] as? String ?? "", $0["status"] as? String) })
        #expect(
            status == ["AE_ar": "onlyInOld", "DE_de": "unchanged", "FR_fr": "changed", "US-CA_en": "onlyInNew"],
            "\(run.stdout)")
        let french = sets.first { $0["name"] as? String == "FR_fr" }
        let changes = french?["changes"] as? [[String: Any]] ?? []
        // The title is a text change found by comparing the old file's content, read from git.
        #expect(
            changes.contains {
                $0["area"] as? String == "text" && ($0["subject"] as? String)?.contains("/summary/title/text") == true
                    && ($0["old"] as? String)?.contains(Self.frenchTitle) == true
            }, "\(changes)")
    }

    @Test func everyFormatNamesTheRevisionSide() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        for format in ["text", "markdown", "html"] {
            let run = try repository.cmplint("diff", "--since", "main", "Snapshots", "--format", format)
            #expect(run.status == 1, "\(format): \(run.stderr)")
            #expect(run.stdout.contains("main:Snapshots/FR_fr"), "\(format): \(run.stdout)")
            #expect(run.stdout.contains("main:Snapshots/AE_ar"), "\(format): \(run.stdout)")
        }
        let text = try repository.cmplint("diff", "--since", "main", "Snapshots")
        #expect(text.stdout.contains("only in old: main:Snapshots/AE_ar"), "\(text.stdout)")
        #expect(text.stdout.contains("only in new: Snapshots/US-CA_en"), "\(text.stdout)")
    }

    @Test func oneSetFolderAndAnUnchangedTreeCompareAsExpected() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let one = try repository.cmplint("diff", "--since", "main", "Snapshots/FR_fr")
        #expect(one.status == 1, "\(one.stdout)\(one.stderr)")
        #expect(one.stdout.hasPrefix("== main:Snapshots/FR_fr → Snapshots/FR_fr: "), "\(one.stdout)")
        let unchanged = try repository.cmplint("diff", "--since", "main", "Snapshots/DE_de", "--format", "json")
        #expect(unchanged.status == 0, "\(unchanged.stdout)\(unchanged.stderr)")
        #expect(try unchanged.json()["equal"] as? Bool == true)
        // A set folder deleted since REF, given as PATH: the set only in old.
        let deleted = try repository.cmplint("diff", "--since", "main", "Snapshots/AE_ar", "--format", "json")
        #expect(deleted.status == 1, "\(deleted.stdout)\(deleted.stderr)")
        #expect((try deleted.json()["sets"] as? [[String: Any]])?.map { $0["status"] as? String } == ["onlyInOld"])
        // A file given as PATH is one partial set on each side.
        let file = try repository.cmplint("diff", "--since", "main", "Snapshots/FR_fr/OneTrustBannerData.json")
        #expect(file.status == 1 && file.stdout.contains("text"), "\(file.stdout)\(file.stderr)")
    }

    /// Files named by a support ticket, recognised by content and grouped by name, at REF as on disk.
    @Test func setsRecognisedByContentAreFoundAtTheRevisionToo() throws {
        let repository = try GitRepositoryFixture("since-content")
        defer { repository.remove() }
        try repository.copy("clean/FR_fr/OneTrustBannerData.json", to: "ticket/banner_fr.json")
        try repository.copy("clean/FR_fr/OneTrustPCData.json", to: "ticket/pc_fr.json")
        try repository.commitAll("ticket")
        try repository.edit("ticket/banner_fr.json", replacing: Self.frenchTitle, with: "Vie privée")
        let run = try repository.cmplint("diff", "--since", "main", "ticket", "--format", "json")
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let sets = try run.json()["sets"] as? [[String: Any]] ?? []
        #expect(sets.map { $0["status"] as? String } == ["changed"], "\(run.stdout)")
        // A tree of many .json files and no snapshot name is refused at REF as on disk.
        for index in 0...1_000 {
            try "{}".write(
                to: repository.root.appendingPathComponent("ticket/many-\(index).json"), atomically: false,
                encoding: .utf8)
        }
        try repository.git("checkout", "-q", "ticket/banner_fr.json")
        try repository.commitAll("many")
        let many = try repository.cmplint("diff", "--since", "main", "ticket")
        #expect(
            many.status == 2
                && many.stderr.contains("main:ticket: no snapshot files found, and more than 1000 .json files"),
            "\(many.stderr)")
    }

    @Test func anUnknownRevisionOrAPathNowhereStops() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let unknown = try repository.cmplint("diff", "--since", "v9", "Snapshots")
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown git revision 'v9'"), "\(unknown.stderr)")
        let nowhere = try repository.cmplint("diff", "--since", "main", "Elsewhere")
        #expect(nowhere.status == 2 && nowhere.stderr.contains("Elsewhere"), "\(nowhere.stderr)")
        let one = try repository.cmplint("diff", "Snapshots")
        #expect(one.status == 2 && one.stderr.contains("OLD and NEW"), "\(one.stderr)")
    }
}
