import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// `cmplint diff` on generated copies of the samples: a set compared with itself, or with a copy
/// written back unchanged, has no difference; each kind of change is found when exactly that one
/// thing is edited in a copy, and reported in its area with the old and new values; trees are
/// matched by folder, and sets on one side only are reported.
@Suite struct InspectionDiffTests {
    static func diff(_ old: String, _ new: String, in directory: URL) throws -> DiffOutcome {
        try DiffRunner.run(DiffRequest(old: old, new: new, reading: LintRequest(workingDirectory: directory.path)))
    }

    /// Each clean sample inspected once (an inspection lints the set, a good part of a second in a
    /// debug build): the generated copies below are all compared with one of them.
    static let sampleInspections = Result { () throws(LintError) -> [String: [SetInspection]] in
        var inspections: [String: [SetInspection]] = [:]
        for sample in InspectionTests.cleanSets {
            inspections[sample] = try InspectRunner.inspect(
                LintRequest(paths: ["samples/\(sample)"], workingDirectory: repositoryRoot.path))
        }
        return inspections
    }

    /// What `diff(samples/<sample>, copy)` finds, the sample's side taken from `sampleInspections`.
    static func diff(sample: String, _ copy: URL) throws -> InspectionDiff {
        let old = "samples/\(sample)"
        let new = try InspectRunner.inspect(LintRequest(paths: [copy.path], workingDirectory: repositoryRoot.path))
        return InspectionDiff(
            old: old, new: copy.path,
            sets: SetMatching.pairs(
                old: try sampleInspections.get()[sample] ?? [], oldRoot: old,
                new: new, newRoot: copy.path))
    }

    @Test(arguments: InspectionTests.cleanSets)
    func aSetAndItsRewrittenCopyAreEqual(_ sample: String) throws {
        let sets = GeneratedSets()
        defer { sets.remove() }
        let copy = try sets.copy(sample, edits: [.banner: { _ in }, .preferences: { _ in }, .vendors: { _ in }])
        let itself = try Self.diff("samples/\(sample)", "samples/\(sample)", in: repositoryRoot)
        #expect(itself.diff.isEqual && itself.exitStatus == 0 && itself.diff.sets.count == 1)
        let rewritten = try Self.diff(sample: sample, copy)
        #expect(rewritten.sets.first?.changes == [], "JSONSerialization's rewrite changes nothing the inspection reads")
        #expect(rewritten.isEqual)
    }

    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let sample: String
        let edits: [ComponentKind: GeneratedSets.Edit]
        var removing: Set<ComponentKind> = []
        /// Every change expected: area, subject, kind, old, new (nil: not checked).
        let expected: [(InspectionChange.Area, String, InspectionChange.Kind, String?, String?)]
        var description: String { name }
    }

    /// The same edit in every response (appConfig is the same in each).
    static func everywhere(_ edit: @escaping GeneratedSets.Edit) -> [ComponentKind: GeneratedSets.Edit] {
        [.banner: edit, .preferences: edit, .vendors: edit]
    }

    static let cases: [Case] = [
        Case(
            name: "template", sample: "clean/FR_fr",
            edits: everywhere { set(&$0, ["appConfig", "templateType"], "GENERIC") },
            expected: [(.template, "templateType", .changed, "GDPR", "GENERIC")]),
        Case(
            name: "geo", sample: "clean/US-CA_en", edits: everywhere { set(&$0, ["appConfig", "regionCode"], "VA") },
            expected: [(.geo, "countryCode-regionCode", .changed, "US-CA", "US-VA")]),
        Case(
            name: "versions", sample: "clean/DE_de",
            edits: [.banner: { set(&$0, ["storageKeys", "IABTCF_PolicyVersion"], 4) }],
            expected: [(.versions, "storageKeys IABTCF_PolicyVersion", .changed, "5", "banner 4 · preferences 5")]),
        Case(
            name: "TCF policy version", sample: "clean/DE_de",
            edits: [
                .banner: { set(&$0, ["storageKeys", "IABTCF_PolicyVersion"], 6) },
                .preferences: { set(&$0, ["storageKeys", "IABTCF_PolicyVersion"], 6) },
            ],
            expected: [(.versions, "storageKeys IABTCF_PolicyVersion", .changed, "5", "6")]),
        Case(
            name: "storage key gone", sample: "clean/DE_de",
            edits: [
                .banner: { set(&$0, ["storageKeys", "IABTCF_CmpSdkVersion"], nil) },
                .preferences: { set(&$0, ["storageKeys", "IABTCF_CmpSdkVersion"], nil) },
            ],
            expected: [(.versions, "storageKeys IABTCF_CmpSdkVersion", .removed, "1", nil)]),
        Case(
            name: "published version warning", sample: "clean/FR_fr",
            edits: everywhere {
                set(
                    &$0, ["warnings"],
                    [
                        [
                            "code": "WARNING_CODE_PUBLISHED_VERSION_MISMATCH",
                            "message": "latest published version returned",
                        ]
                    ])
            },
            expected: [(.versions, "warnings", .changed, "none", "WARNING_CODE_PUBLISHED_VERSION_MISMATCH")]),
        Case(
            name: "showBanner and reason", sample: "clean/AE_ar",
            edits: everywhere { document in
                set(&document, ["appConfig", "showBanner"], false)
                set(&document, ["appConfig", "bannerReasonCode"], 151)
                set(
                    &document, ["appConfig", "bannerReason"], "Banner will not be shown as consent validity holds true."
                )
            },
            expected: [
                (
                    .banner, "showBanner", .changed, "true (101 \"Geo rule Banner is enabled and is first launch.\")",
                    "false (151 \"Banner will not be shown as consent validity holds true.\")"
                )
            ]),
        Case(
            name: "reconsent date", sample: "clean/FR_fr",
            edits: everywhere { set(&$0, ["appConfig", "lastReconsentDate"], 1_767_225_600_000) },
            expected: [
                (
                    .banner, "lastReconsentDate", .changed, "1743465600000 (2025-04-01T00:00:00Z)",
                    "1767225600000 (2026-01-01T00:00:00Z)"
                )
            ]),
        Case(
            name: "purpose removed", sample: "clean/FR_fr",
            edits: [.preferences: { set(&$0, ["pcUIData", "purposeTree", "purposes", 3], nil) }],
            expected: [(.purposes, "C0004", .removed, nil, nil)]),
        Case(
            name: "purpose added", sample: "clean/US-CA_en",
            edits: [
                .preferences: { document in
                    edit(&document, ["pcUIData", "purposeTree", "purposes"]) { list in
                        var groups = list as? [Any] ?? []
                        var group = groups.first as? [String: Any] ?? [:]
                        group["groupId"] = "C0008"
                        group["groupName"] = "Analytics"
                        group["consentToggleStatus"] = 0
                        groups.append(group)
                        return groups
                    }
                }
            ],
            expected: [(.purposes, "C0008", .added, nil, "\"Analytics\" COOKIE")]),
        Case(
            name: "purpose renamed", sample: "clean/US-CA_en",
            edits: [
                .preferences: {
                    set(&$0, ["pcUIData", "purposeTree", "purposes", 3, "children", 1, "groupName"], "Social Networks")
                }
            ],
            expected: [(.purposes, "C0005 name", .changed, "\"Social Media Cookies\"", "\"Social Networks\"")]),
        Case(
            name: "toggle status", sample: "clean/FR_fr",
            edits: [.preferences: { set(&$0, ["pcUIData", "purposeTree", "purposes", 1, "consentToggleStatus"], 2) }],
            expected: [(.purposes, "C0002 toggle", .changed, nil, "always active (2)")]),
        Case(
            name: "purpose moved", sample: "clean/US-CA_en",
            edits: [
                .preferences: { document in
                    var child: Any?
                    edit(&document, ["pcUIData", "purposeTree", "purposes", 3, "children"]) { list in
                        var children = list as? [Any] ?? []
                        child = children.removeLast()
                        return children
                    }
                    edit(&document, ["pcUIData", "purposeTree", "purposes"]) { list in
                        (list as? [Any] ?? []) + [child as Any]
                    }
                }
            ],
            expected: [(.purposes, "C0005 parent", .changed, "SSPD_BG", "(top level)")]),
        Case(
            name: "IAB vendor removed", sample: "clean/DE_de",
            edits: [.vendors: { set(&$0, ["iab2V2Vendors", "vendors", "755"], nil) }],
            expected: [(.vendors, "IAB vendor 755", .removed, "\"Google Advertising Products\"", nil)]),
        Case(
            name: "Google vendor removed, general vendor added", sample: "clean/DE_de",
            edits: [
                .vendors: { document in
                    edit(&document, ["googleVendors", "vendors"]) { list in
                        var vendors = list as? [String: Any] ?? [:]
                        vendors.removeValue(forKey: vendors.keys.sorted().first ?? "")
                        return vendors
                    }
                    edit(&document, ["generalVendors"]) { list in
                        var vendors = list as? [String: Any] ?? [:]
                        var vendor = vendors["V1"] as? [String: Any] ?? [:]
                        vendor["vendorCustomId"] = "V5"
                        vendor["name"] = "Amplitude, Inc."
                        vendors["V5"] = vendor
                        return vendors
                    }
                }
            ],
            expected: [
                (.vendors, "Google vendor", .removed, nil, nil),
                (.vendors, "general vendor V5", .added, nil, "\"Amplitude, Inc.\""),
            ]),
        Case(
            name: "general vendor's groups", sample: "clean/DE_de",
            edits: [.vendors: { set(&$0, ["generalVendors", "V1", "linkedGroupIds"], ["C0003"]) }],
            expected: [(.vendors, "general vendor V1 linkedGroupIds", .changed, "C0002", "C0003")]),
        Case(
            name: "vendor-list version", sample: "clean/DE_de",
            edits: [.vendors: { set(&$0, ["iab2V2Vendors", "vendorListVersion"], 99) }],
            expected: [(.vendorList, "IAB vendorListVersion", .changed, "98", "99")]),
        Case(
            name: "button text", sample: "clean/DE_de",
            edits: [.banner: { set(&$0, ["bannerUIData", "buttons", "acceptAll", "text"], "Akzeptieren") }],
            expected: [(.buttons, "banner acceptAll", .changed, "\"Alle akzeptieren\"", "\"Akzeptieren\"")]),
        Case(
            name: "button hidden", sample: "clean/FR_fr",
            edits: [.banner: { set(&$0, ["bannerUIData", "buttons", "rejectAll"], nil) }],
            expected: [(.buttons, "banner rejectAll", .removed, "\"Tout refuser\"", nil)]),
        Case(
            name: "button shown as link", sample: "clean/FR_fr",
            edits: [.banner: { set(&$0, ["bannerUIData", "buttons", "showPreferences", "showAsLink"], true) }],
            expected: [(.buttons, "banner showPreferences", .changed, nil, nil)]),
        Case(
            name: "language", sample: "clean/US-CA_en",
            edits: [
                .banner: { document in
                    let french = (try? InspectionTests.json("clean/FR_fr", .banner)) ?? [:]
                    document["bannerUIData"] = french["bannerUIData"]
                    document["prompts"] = french["prompts"]
                }
            ],
            expected: [
                (.language, "banner language", .changed, "en", "fr"),
                (.buttons, "banner acceptAll", .changed, nil, nil),
                (.buttons, "banner rejectAll", .changed, nil, nil),
                (.buttons, "banner showPreferences", .changed, nil, nil),
                (.buttons, "banner closeButton", .changed, nil, nil),
            ]),
        Case(
            name: "useRTL", sample: "clean/AE_ar",
            edits: [.preferences: { set(&$0, ["pcUIData", "general", "useRTL"], false) }],
            expected: [(.language, "useRTL", .changed, "true", "banner true · preferences false")]),
        Case(
            name: "logo", sample: "clean/DE_de",
            edits: [.preferences: { set(&$0, ["pcUIData", "logo", "url"], "https://cdn.example.com/pc-logo.png") }],
            expected: [
                (.logos, "preferences logo", .changed, "(empty: no logo)", "https://cdn.example.com/pc-logo.png")
            ]),
        Case(
            name: "consent string newly captured", sample: "clean/FR_fr",
            edits: [
                .banner: { set(&$0, ["storageKeys", "IABTCF_AddtlConsent"], PersonalDataVectors.additionalConsent) }
            ],
            expected: [(.capturedState, "banner /storageKeys/IABTCF_AddtlConsent", .added, nil, nil)]),
        Case(
            name: "component missing", sample: "clean/DE_de", edits: [:], removing: [.vendors],
            expected: [
                (.components, "vendors", .removed, "CMP API response", nil),
                (.versions, "IAB group prefixes", .removed, "TCF 2.2", nil),
                (.vendors, "vendors response", .removed, nil, nil),
                (.buttons, "vendorList savePreferencesButton", .removed, nil, nil),
                (.buttons, "vendorList acceptAll", .removed, nil, nil),
                (.buttons, "vendorList rejectAll", .removed, nil, nil),
            ]),
    ]

    @Test(arguments: cases)
    func eachKindOfChangeIsFound(_ change: Case) throws {
        let sets = GeneratedSets()
        defer { sets.remove() }
        let copy = try sets.copy(change.sample, edits: change.edits, removing: change.removing)
        let diff = try Self.diff(sample: change.sample, copy)
        let found = try #require(diff.sets.first).changes
        #expect(!diff.isEqual)
        #expect(found.count == change.expected.count, "\(found.map { DiffWords.change($0) })")
        for (area, subject, kind, old, new) in change.expected {
            let match = found.first { $0.area == area && $0.subject.hasPrefix(subject) && $0.kind == kind }
            #expect(match != nil, "\(area) \(subject) \(kind) in \(found.map { DiffWords.change($0) })")
            if let old { #expect(match?.old == old) }
            if let new { #expect(match?.new == new) }
        }
    }

    @Test func treesAreMatchedByFolderAndOneSidedSetsReported() throws {
        let old = GeneratedSets()
        let new = GeneratedSets()
        defer {
            old.remove()
            new.remove()
        }
        try old.copy("clean/FR_fr", to: "eu/FR_fr")
        try old.copy("clean/US-CA_en", to: "us/US-CA_en")
        try new.copy(
            "clean/FR_fr", to: "eu/FR_fr",
            edits: [.banner: { set(&$0, ["bannerUIData", "buttons", "rejectAll"], nil) }])
        try new.copy("clean/AE_ar", to: "me/AE_ar")
        let outcome = try Self.diff(old.root.path, new.root.path, in: repositoryRoot)
        #expect(outcome.diff.sets.map(\.name) == ["eu/FR_fr", "me/AE_ar", "us/US-CA_en"])
        #expect(outcome.diff.sets.map(\.status) == [.changed, .onlyInNew, .onlyInOld])
        #expect(outcome.exitStatus == 1)
        let same = try Self.diff(old.root.path, old.root.path, in: repositoryRoot)
        #expect(same.exitStatus == 0 && same.diff.count(.unchanged) == 2)
        let text = InspectionFormat.text.render(outcome.diff, workingDirectory: "/")
        #expect(text.contains("== eu/FR_fr (") && text.contains("- banner rejectAll: \"Tout refuser\""))
        #expect(text.hasSuffix("3 sets: 1 changed, 0 unchanged, 1 only in old, 1 only in new\n"))
    }

    @Test func aMissingSideIsAnErrorNamingIt() throws {
        #expect(throws: LintError.self) {
            try Self.diff("samples/clean/DE_de", "samples/clean/NO_such", in: repositoryRoot)
        }
        let error = #expect(throws: LintError.self) {
            try Self.diff("samples/nope", "samples/clean/DE_de", in: repositoryRoot)
        }
        #expect(error?.description.contains("samples/nope") == true)
    }
}
