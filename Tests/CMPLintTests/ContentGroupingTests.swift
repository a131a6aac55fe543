import Foundation
import Testing

@testable import CMPLint

/// Files recognised by content are grouped into sets by a shared part of their names, one file per
/// component; files the names cannot pair are said to be left out, never silently.
struct ContentGroupingTests {
    @Test(arguments: [
        ("banner_de.json", "de"), ("pc_de.json", "de"), ("vendors_de.json", "de"),
        ("onetrust_banner_data.json", ""), ("ot_pc.json", ""), ("OTPCData.json", ""), ("OneTrustVendorsData.json", ""),
        ("OTBannerData-pt-BR.json", "pt-br"), ("preferences_pt_BR.json", "pt-br"), ("bannerDE.json", "de"),
        ("b1.json", "b1"), ("capture.2026-11-01.banner.json", "capture-2026-11-01"),
    ])
    func namePartsDropComponentWords(name: String, part: String) {
        #expect(SnapshotNamePart.of(name) == part)
    }

    /// `groups` as file names per set, and the names not joined.
    func sets(_ files: [(String, ComponentKind)]) -> [String] {
        ContentGrouping.groups(files.map { (name: $0.0, kind: $0.1) }).map { group in
            let names = group.members.map { files[$0].0 }.joined(separator: "+")
            let left = group.notJoined.sorted { $0.key < $1.key }.map {
                "\($0.key.rawValue): " + $0.value.map { files[$0].0 }.joined(separator: ",")
            }
            return left.isEmpty ? names : names + " (not " + left.joined(separator: "; ") + ")"
        }
    }

    @Test func aSupportTicketsFilesShareTheirLanguage() {
        #expect(
            sets([
                ("banner_de.json", .banner), ("banner_fr.json", .banner), ("pc_de.json", .preferences),
                ("pc_fr.json", .preferences),
                ("vendors_de.json", .vendors), ("vendors_fr.json", .vendors),
            ])
                == ["banner_de.json+pc_de.json+vendors_de.json", "banner_fr.json+pc_fr.json+vendors_fr.json"])
    }

    @Test func androidRawNamesWithoutAPartFormOneSet() {
        #expect(
            sets([("onetrust_banner_data.json", .banner), ("ot_pc.json", .preferences), ("ot_vendors.json", .vendors)])
                == ["onetrust_banner_data.json+ot_pc.json+ot_vendors.json"])
        // A file without a part joins the only set that has one.
        #expect(sets([("banner_de.json", .banner), ("ot_pc.json", .preferences)]) == ["banner_de.json+ot_pc.json"])
    }

    @Test func differentPartsAreNotJoined() {
        #expect(
            sets([("banner_de.json", .banner), ("pc_fr.json", .preferences)])
                == ["banner_de.json (not preferences: pc_fr.json)", "pc_fr.json (not banner: banner_de.json)"])
    }

    @Test func twoBannersAndOnePreferencesWithoutPartsIsAmbiguous() {
        #expect(
            sets([("a.json", .banner), ("b.json", .banner), ("ot_pc.json", .preferences)])
                == [
                    "a.json (not preferences: ot_pc.json)", "b.json (not preferences: ot_pc.json)",
                    "ot_pc.json (not banner: a.json,b.json)",
                ])
        // Two banners with the same part pair nothing either.
        #expect(
            sets([("OTBanner_de.json", .banner), ("banner_de.json", .banner), ("pc_de.json", .preferences)])
                == [
                    "OTBanner_de.json (not preferences: pc_de.json)", "banner_de.json (not preferences: pc_de.json)",
                    "pc_de.json (not banner: OTBanner_de.json,banner_de.json)",
                ])
    }

    @Test func filesOfOneComponentOnlyAreEachTheirOwnSet() {
        #expect(sets([("en.json", .banner), ("de.json", .banner)]) == ["en.json", "de.json"])
    }

    @Test func theSummarySaysHowTheSetWasAssembled() {
        let whole = ContentAssembly(
            files: [.banner: "banner_de.json", .preferences: "pc_de.json", .vendors: "vendors_de.json"], part: "de")
        #expect(
            whole.summary
                == "set assembled from 3 files recognised by content: banner_de.json (banner), pc_de.json (preferences), vendors_de.json (vendors), sharing the name part 'de'"
        )
        let alone = ContentAssembly(
            files: [.preferences: "ot_pc.json"], part: "", notJoined: [.banner: ["a.json", "b.json"]])
        #expect(
            alone.summary
                == "set of one file recognised by content: ot_pc.json (preferences); not joined with a.json, b.json (banner): no shared name part pairs them (name the files with one, e.g. banner_de.json and pc_de.json, or pass a set with --banner, --preferences and --vendors)"
        )
    }
}
