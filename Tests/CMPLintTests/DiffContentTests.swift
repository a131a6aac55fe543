import Foundation
import Testing

@testable import CMPLint

/// `cmplint diff` compares what users see and never calls two sets equal while their files differ:
/// user-visible texts per language, content the inspection does not model (by JSON Pointer), and
/// consent state or identifiers newly captured (severe), in every format.
@Suite struct DiffContentTests {
    static func diff(_ copy: URL, sample: String = "clean/DE_de") throws -> DiffOutcome {
        try DiffRunner.run(
            DiffRequest(
                old: "samples/\(sample)", new: copy.path, reading: LintRequest(workingDirectory: repositoryRoot.path)))
    }

    static func render(_ outcome: DiffOutcome) -> [InspectionFormat: String] {
        Dictionary(
            uniqueKeysWithValues: [InspectionFormat.text, .markdown, .html, .json].map {
                ($0, $0.render(outcome.diff, workingDirectory: repositoryRoot.path))
            })
    }

    @Test func aReworkedTitleAndARenamedVendorAreTextChanges() throws {
        let sets = GeneratedSets()
        defer { sets.remove() }
        let copy = try sets.copy(
            "clean/DE_de",
            edits: [
                .banner: {
                    set(&$0, ["bannerUIData", "summary", "title", "text"], "Ihre Privatsphäre ist uns wichtig")
                },
                .vendors: { set(&$0, ["iab2V2Vendors", "vendors", "10", "name"], "Index Exchange Ltd.") },
            ])
        let outcome = try Self.diff(copy)
        let changes = try #require(outcome.diff.sets.first).changes
        let title = try #require(changes.first { $0.subject == "banner (de) /bannerUIData/summary/title/text" })
        #expect(title.area == .text && title.kind == .changed)
        #expect(
            title.old == "\"Wir respektieren Ihre Privatsphäre\""
                && title.new == "\"Ihre Privatsphäre ist uns wichtig\"")
        #expect(
            changes.contains {
                $0.area == .text && $0.subject == "vendors (de) /iab2V2Vendors/vendors/10/name"
                    && $0.new == "\"Index Exchange Ltd.\""
            })
        #expect(outcome.exitStatus == 1)
        for (format, text) in Self.render(outcome) {
            #expect(text.contains("Ihre Privatsphäre ist uns wichtig"), "\(format)")
            #expect(!text.contains("no differences"), "\(format)")
        }
    }

    @Test func contentTheModelDoesNotReadIsNamedByPointer() throws {
        let sets = GeneratedSets()
        defer { sets.remove() }
        let copy = try sets.copy(
            "clean/DE_de",
            edits: [
                .vendors: {
                    edit(&$0, ["iab2V2Vendors", "vendors", "10", "purposes"]) { (($0 as? [Int]) ?? []) + [10] }
                }
            ])
        let outcome = try Self.diff(copy)
        let changes = try #require(outcome.diff.sets.first).changes
        #expect(changes.map(\.area) == [.content])
        #expect(changes.first?.new?.hasPrefix("differs elsewhere at /iab2V2Vendors/vendors/10/purposes/") == true)
        #expect(!outcome.diff.isEqual && outcome.exitStatus == 1)
        let formats = Self.render(outcome)
        for (format, text) in formats {
            #expect(text.contains("/iab2V2Vendors/vendors/10/purposes/"), "\(format)")
            #expect(!text.contains("no differences"), "\(format)")
        }
        #expect(formats[.json]?.contains("\"equal\": false") == true)
    }

    /// Reformatting is no change: files are compared as JSON values.
    @Test func aReformattedCopyIsEqual() throws {
        let sets = GeneratedSets()
        defer { sets.remove() }
        let copy = try sets.copy("clean/DE_de", edits: [.banner: { _ in }, .preferences: { _ in }, .vendors: { _ in }])
        let outcome = try Self.diff(copy)
        #expect(outcome.diff.isEqual && outcome.exitStatus == 0, "\(outcome.text)")
        #expect(outcome.text.contains("no differences"))
    }

    @Test func newlyCapturedStateIsSevereInEveryFormat() throws {
        let sets = GeneratedSets()
        defer { sets.remove() }
        let copy = try sets.copy(
            "clean/DE_de",
            edits: [
                .banner: {
                    set(&$0, ["dsIdDetails"], ["dsidText": "3f2c9a4e-5b1d-4c7e-9a0f-2d8b6e1c7a55"])
                    set(&$0, ["storageKeys", "IABTCF_PurposeConsents"], "1111111111")
                }
            ])
        let outcome = try Self.diff(copy)
        let severe = try #require(outcome.diff.sets.first).changes.filter(\.isSevere)
        #expect(
            Set(severe.map(\.subject)) == [
                "banner /dsIdDetails/dsidText", "banner /storageKeys/IABTCF_PurposeConsents",
            ],
            "\(outcome.text)")
        #expect(outcome.diff.severeCount == 2 && outcome.exitStatus == 1)
        let formats = Self.render(outcome)
        #expect(formats[.text]?.contains("SEVERE + banner /dsIdDetails/dsidText") == true)
        #expect(formats[.markdown]?.contains("added **(severe)**") == true)
        #expect(formats[.html]?.contains("<tr class=\"severe\">") == true)
        #expect(formats[.json]?.contains("\"severe\": true") == true)
        #expect(formats[.json]?.contains("\"severe\": 2") == true)
        for (format, text) in formats {
            if format != .json {
                #expect(text.contains("2 severe: consent state or identifiers newly captured"), "\(format)")
            }
            #expect(!text.contains("3f2c9a4e-5b1d"), "\(format): the captured identifier is not shown")
        }
    }

    /// `IABTCF_gdprApplies` is configuration a CMP sets whatever the user chose: new, it is content.
    @Test func configurationStorageKeysAreNotConsentState() throws {
        let sets = GeneratedSets()
        defer { sets.remove() }
        let copy = try sets.copy(
            "clean/FR_fr", edits: [.banner: { set(&$0, ["storageKeys", "IABTCF_gdprApplies"], 1) }])
        let outcome = try Self.diff(copy, sample: "clean/FR_fr")
        let changes = try #require(outcome.diff.sets.first).changes
        #expect(outcome.diff.severeCount == 0)
        #expect(
            changes.map(\.area) == [.content]
                && changes.first?.new == "differs elsewhere at /storageKeys/IABTCF_gdprApplies")
    }
}
