import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// A new vendor list between two captures (the IAB and Google vendor-list versions,
/// a vendor dropped, a new TCF policy version in `storageKeys`) is reported old → new in every
/// `diff` format, so a reviewer sees which list an app update ships whatever report they read.
@Suite struct DiffVendorListTests {
    /// clean/DE_de, recaptured against a newer list.
    static func newerList() throws -> (InspectionDiff, GeneratedSets) {
        let sets = GeneratedSets()
        let policy: GeneratedSets.Edit = { set(&$0, ["storageKeys", "IABTCF_PolicyVersion"], 6) }
        let copy = try sets.copy(
            "clean/DE_de",
            edits: [
                .banner: policy, .preferences: policy,
                .vendors: { document in
                    set(&document, ["iab2V2Vendors", "vendorListVersion"], 140)
                    set(&document, ["iab2V2Vendors", "vendors", "11"], nil)
                    set(&document, ["googleVendors", "vendorListVersion"], 2)
                },
            ])
        return (try InspectionDiffTests.diff(sample: "clean/DE_de", copy), sets)
    }

    /// The changes as area, subject, old and new.
    static let expected: [(area: String, subject: String, old: String?, new: String?)] = [
        ("versions", "storageKeys IABTCF_PolicyVersion", "5", "6"),
        ("vendors", "IAB vendor 11", nil, nil),
        ("vendorList", "IAB vendorListVersion", "98", "140"),
        ("vendorList", "Google vendorListVersion", "1", "2"),
    ]

    @Test func textAndJSONSayOldAndNew() throws {
        let (diff, sets) = try Self.newerList()
        defer { sets.remove() }
        let changes = try #require(diff.sets.first).changes
        #expect(changes.map(\.area.rawValue) == Self.expected.map(\.area), "\(changes.map(DiffWords.change))")
        let text = InspectionFormat.text.render(diff, workingDirectory: repositoryRoot.path)
        #expect(text.contains("\n  versions        storageKeys IABTCF_PolicyVersion: 5 → 6\n"))
        #expect(text.contains("\n  vendors         - IAB vendor 11: \""))
        #expect(text.contains("\n  vendorList      IAB vendorListVersion: 98 → 140\n"))
        #expect(text.contains("\n  vendorList      Google vendorListVersion: 1 → 2\n"))
        let json = InspectionFormat.json.render(diff, workingDirectory: repositoryRoot.path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let set = try #require((object["sets"] as? [[String: Any]])?.first)
        let listed = try #require(set["changes"] as? [[String: Any]])
        #expect(listed.count == Self.expected.count)
        for (change, expected) in zip(listed, Self.expected) {
            #expect(change["area"] as? String == expected.area)
            #expect((change["subject"] as? String)?.hasPrefix(expected.subject) == true)
            if let old = expected.old { #expect(change["old"] as? String == old) }
            if let new = expected.new { #expect(change["new"] as? String == new) }
        }
    }

    /// Markdown and HTML put each change in a table row: area, what, change, before, after.
    @Test func markdownAndHTMLTablesHoldEachChange() throws {
        let (diff, sets) = try Self.newerList()
        defer { sets.remove() }
        let markdown = InspectionFormat.markdown.render(diff, workingDirectory: repositoryRoot.path)
        #expect(markdown.contains("\n| vendorList | IAB vendorListVersion | changed | 98 | 140 |\n"), "\(markdown)")
        #expect(markdown.contains("\n| vendorList | Google vendorListVersion | changed | 1 | 2 |\n"))
        #expect(markdown.contains("\n| versions | storageKeys IABTCF_PolicyVersion | changed | 5 | 6 |\n"))
        let html = InspectionFormat.html.render(diff, workingDirectory: repositoryRoot.path)
        for (area, subject, old, new) in Self.expected where old != nil {
            let row =
                "<td data-label=\"area\">\(area)</td><td data-label=\"what\">\(subject)</td>"
                + "<td data-label=\"change\">changed</td><td data-label=\"before\">\(old ?? "")</td>"
                + "<td data-label=\"after\">\(new ?? "")</td>"
            #expect(html.contains(row), "\(row)")
        }
    }
}
