import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintKnowledge

/// `SetInspection` on the samples and on generated variants of them: every field read is checked
/// against the sample's own values (read independently with `JSONSerialization`), absent fields
/// stay absent, what each file holds is lint's judgement, captured state is the leak rules'
/// findings, and the rule's fix comes in one line.
@Suite struct InspectionTests {
    static func inspect(
        _ paths: [String], in directory: URL = repositoryRoot, reveal: Bool = false, config: String? = nil
    ) throws -> [SetInspection] {
        try InspectRunner.inspect(
            LintRequest(paths: paths, configFile: config, workingDirectory: directory.path, revealPersonalData: reveal))
    }

    static func json(_ sample: String, _ kind: ComponentKind) throws -> [String: Any] {
        let url = repositoryRoot.appendingPathComponent("samples/\(sample)/\(kind.acceptedFileNames[0])")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    static func value(_ document: [String: Any], _ path: String...) -> Any? {
        var current: Any? = document
        for key in path { current = (current as? [String: Any])?[key] }
        return current
    }

    static let cleanSets = ["clean/DE_de", "clean/US-CA_en", "clean/FR_fr", "clean/AE_ar"]

    @Test(arguments: cleanSets)
    func modelFieldsAreTheSampleValues(_ sample: String) throws {
        let inspection = try #require(try Self.inspect(["samples/\(sample)"]).first)
        let banner = try Self.json(sample, .banner)
        let preferences = try Self.json(sample, .preferences)
        #expect(inspection.path == "samples/\(sample)")
        for component in inspection.responses {
            let document = try Self.json(sample, component.kind)
            let config = try #require(component.appConfig)
            #expect(config.templateType == Self.value(document, "appConfig", "templateType") as? String)
            #expect(config.countryCode == Self.value(document, "appConfig", "countryCode") as? String)
            #expect(config.regionCode == Self.value(document, "appConfig", "regionCode") as? String)
            #expect(config.showBanner == Self.value(document, "appConfig", "showBanner") as? Bool)
            #expect(config.bannerReason == Self.value(document, "appConfig", "bannerReason") as? String)
            #expect(
                config.bannerReasonCode
                    == (Self.value(document, "appConfig", "bannerReasonCode") as? Int).map(String.init))
            #expect(
                config.lastReconsentDate
                    == (Self.value(document, "appConfig", "lastReconsentDate") as? Int).map(String.init))
            // The folder names the language; the clean sets are in it.
            #expect(component.language?.code == inspection.meantFor.language, "\(component.kind)")
            #expect((component.language?.confidence ?? 0) > 0.5)
        }
        #expect(
            inspection.component(.banner)?.useRTL == Self.value(banner, "bannerUIData", "general", "useRTL") as? Bool)
        #expect(
            inspection.component(.preferences)?.useRTL == Self.value(preferences, "pcUIData", "general", "useRTL")
                as? Bool)
        // Buttons: the members of each UI's `buttons`, with their texts.
        let bannerButtons = try #require(Self.value(banner, "bannerUIData", "buttons") as? [String: Any])
        let shown = inspection.buttons.filter { $0.ui == "banner" }
        #expect(Set(shown.map(\.name)) == Set(bannerButtons.keys))
        for button in shown {
            #expect(button.text == (bannerButtons[button.name] as? [String: Any])?["text"] as? String)
        }
        // The purpose tree, children nested, with names, types and toggles.
        func groups(_ list: Any?) -> [[String: Any]] { list as? [[String: Any]] ?? [] }
        func flattened(_ list: Any?) -> [[String: Any]] { groups(list).flatMap { [$0] + flattened($0["children"]) } }
        let expected = flattened(Self.value(preferences, "pcUIData", "purposeTree", "purposes"))
        let actual = inspection.allPurposes
        #expect(actual.map(\.groupId) == expected.map { $0["groupId"] as? String ?? "" })
        #expect(actual.map(\.name) == expected.map { $0["groupName"] as? String })
        #expect(actual.map(\.type) == expected.map { $0["type"] as? String })
        #expect(actual.map(\.toggleStatus) == expected.map { $0["consentToggleStatus"] as? Int })
        #expect(actual.map(\.sdkCount) == expected.map { ($0["firstPartyCookies"] as? [Any])?.count ?? 0 })
        #expect(
            inspection.purposes.count == groups(Self.value(preferences, "pcUIData", "purposeTree", "purposes")).count)
        // Age gate: linked groups and bounds as written.
        let gate = try #require(inspection.promptGroups.first?.prompts.ageGate)
        let list = groups(Self.value(preferences, "prompts", "ageGate", "linkedCategories", "list"))
        #expect(gate.linkedGroups.map(\.groupId) == list.map { $0["groupId"] as? String ?? "" })
        #expect(
            gate.linkedGroups.first?.ageGroups.first?.upperBound
                == (groups(list.first?["ageGroups"]).first?["upperBound"] as? Int).map(String.init))
        #expect(inspection.captured.isEmpty && inspection.capturedCheckedBy.contains("tc-string-leak"))
        #expect(inspection.activeFindings.allSatisfy { $0.finding.severity < .warning })
    }

    @Test func vendorsAreTheSampleVendors() throws {
        let inspection = try #require(try Self.inspect(["samples/clean/DE_de"]).first)
        let document = try Self.json("clean/DE_de", .vendors)
        let vendors = try #require(inspection.vendors)
        let iab = try #require(Self.value(document, "iab2V2Vendors", "vendors") as? [String: [String: Any]])
        #expect(vendors.iab?.map(\.id) == iab.keys.sorted { Int($0)! < Int($1)! })
        #expect(vendors.iab?.first { $0.id == "755" }?.name == iab["755"]?["name"] as? String)
        #expect(vendors.google?.count == (Self.value(document, "googleVendors", "vendors") as? [String: Any])?.count)
        #expect(vendors.general?.map(\.id) == ["V1", "V2", "V3", "V4"])
        #expect(vendors.general?.first?.linkedGroupIds == ["C0002"])
        #expect(vendors.iabVendorListVersion == "98" && vendors.googleVendorListVersion == "1")
        #expect(vendors.iabLastUpdated == Self.value(document, "iab2V2Vendors", "lastUpdated") as? String)
        #expect(vendors.tcfFamily == "TCF 2.2")
        // Usage per vendor member: the number of vendors listing each id.
        let purposes = try #require(vendors.usage.first { $0.array == "purposes" })
        let listing1 = iab.values.filter { ($0["purposes"] as? [Int])?.contains(1) ?? false }.count
        #expect(purposes.counts.first { $0.id == 1 }?.vendors == listing1)
        // Groups link to the vendors that use their item, by consent or legitimate interest.
        let group = try #require(inspection.allPurposes.first { $0.groupId == "IAB2V2_7" })
        let using7 = iab.values.filter {
            (($0["purposes"] as? [Int]) ?? []).contains(7) || (($0["legIntPurposes"] as? [Int]) ?? []).contains(7)
        }.count
        #expect(group.iabItem == IABGroupID(kind: .purpose, number: 7) && group.iabVendorCount == using7)
        #expect(
            inspection.allPurposes.first { $0.groupId == "V2STACK42" }?.iabItem == nil, "stacks have no numeric form")
        #expect(inspection.allPurposes.first { $0.groupId == "C0002" }?.generalVendorIds == ["V1"])
        #expect(
            inspection.jurisdictions.map(\.template) == ["IAB2V2"]
                && inspection.jurisdictions[0].countries.contains("DE"))
        #expect(
            inspection.component(.banner)?.storedVersions.map(\.key) == [
                "IABTCF_CmpSdkID", "IABTCF_CmpSdkVersion", "IABTCF_PolicyVersion",
            ])
        #expect(inspection.versionsSummary == "IABTCF_CmpSdkID 28, IABTCF_CmpSdkVersion 1, IABTCF_PolicyVersion 5")
    }

    @Test func whatEachFileHoldsIsLintsJudgement() throws {
        let inspections = try Self.inspect([
            "samples/broken/invalid-json", "samples/broken/legacy-format", "samples/broken/component-kind-mismatch",
            "samples/broken/error-response/US-CA_en", "samples/broken/component-missing",
        ])
        func content(_ set: String, _ kind: ComponentKind) -> InspectedContent? {
            inspections.first { $0.path == "samples/broken/\(set)" }?.component(kind)?.content
        }
        #expect(
            content("invalid-json/US-CA_en", .preferences)
                == .invalidJSON("103:250: unterminated string: expected '\"' before end of input"))
        #expect(content("legacy-format/FR_fr", .preferences) == .legacy)
        #expect(content("component-kind-mismatch/US-CA_en", .banner) == .otherComponent(.preferences))
        #expect(content("component-kind-mismatch/FR_fr", .preferences) == .notCMPResponse)
        #expect(content("error-response/US-CA_en", .banner) == .errorResponse)
        #expect(content("component-missing/US-CA_en", .preferences) == .missing)
        #expect(content("legacy-format/FR_fr", .vendors) == .missing)
        // Nothing is read from a file that is no response of its slot.
        let legacy = try #require(inspections.first { $0.path == "samples/broken/legacy-format/FR_fr" })
        #expect(legacy.component(.preferences)?.appConfig == nil && legacy.purposes.isEmpty)
        #expect(legacy.templateSummary == "GDPR", "said by the one response, the banner")
        // An error response's envelope is read: its error code is shown.
        let failed = try #require(inspections.first { $0.path == "samples/broken/error-response/US-CA_en" })
        #expect(failed.errorsSummary == "banner ERROR_CODE_INVALID_COUNTRY_OR_REGION · preferences none")
        #expect(failed.component(.banner)?.appConfig == nil)
    }

    @Test func anEmptyFileIsSaidToBeALikelySaved304() throws {
        let set = snapshotSet([
            .banner: #"{"appConfig": {"showBanner": true}, "bannerUIData": {}}"#, .preferences: " \n",
        ])
        let paths = try InspectionPaths(configuration: Configuration())
        let inspection = SetInspector(paths: paths, ruleset: try DefaultRuleset.load()).inspect(set, findings: [])
        #expect(
            inspection.component(.preferences)?.content
                == .invalidJSON(
                    "1:1: the file is empty, likely a `304 Not Modified` response saved by a capture that sent `If-None-Match`"
                ))
    }

    @Test func absentFieldsAreShownAbsentNeverGuessed() throws {
        let sets = GeneratedSets()
        defer { sets.remove() }
        try sets.copy(
            "clean/US-CA_en",
            edits: [
                .banner: { document in
                    set(&document, ["appConfig", "templateType"], nil)
                    set(&document, ["appConfig", "showBanner"], "yes")  // the wrong JSON type reads as absent
                    set(&document, ["bannerUIData", "general", "useRTL"], nil)
                }
            ])
        let inspection = try #require(try Self.inspect(["US-CA_en"], in: sets.root).first)
        let banner = try #require(inspection.component(.banner)?.appConfig)
        #expect(banner.templateType == nil && banner.showBanner == nil && banner.countryCode == "US")
        #expect(inspection.component(.banner)?.useRTL == nil)
        #expect(inspection.templateSummary == "banner absent · preferences CPRA")
        #expect(inspection.showBannerSummary?.hasPrefix("banner absent (101 ") == true)
        #expect(inspection.vendors == nil && inspection.component(.vendors)?.content == .missing)
        let json = InspectionFormat.json.render([inspection], workingDirectory: sets.root.path)
        #expect(json.contains("\"templateType\": null") && json.contains("\"vendors\": null"))
    }

    @Test func aHugeValueCostsWhatItsFirst300CharactersDo() throws {
        let sets = GeneratedSets()
        defer { sets.remove() }
        let label = String(repeating: "Alle akzeptieren ", count: 120_000)  // 2 MB
        try sets.copy(
            "clean/DE_de", edits: [.banner: { set(&$0, ["bannerUIData", "buttons", "acceptAll", "text"], label) }])
        let inspection = try #require(try Self.inspect(["DE_de"], in: sets.root).first)
        let text = try #require(inspection.buttons.first { $0.name == "acceptAll" }?.text)
        #expect(text.count == InspectionReader.maxLength && text.hasSuffix("…") && label.hasPrefix(text.dropLast()))
        let plain = try #require(try Self.inspect(["samples/clean/DE_de"]).first)
        for format in InspectionFormat.allCases {
            let hostile = format.render([inspection], workingDirectory: sets.root.path).utf8.count
            let clean = format.render([plain], workingDirectory: repositoryRoot.path).utf8.count
            // 2,000 bytes: the label, and at most one more finding. The copy is written from a
            // dictionary, so its key order varies from run to run; when the label comes first, the
            // banner's first 384 words are that label's two words and its language is unknown
            // (`language-unknown`, info; docs/language-identification.md).
            #expect(hostile < clean + 2_000, "\(format): \(hostile) bytes against \(clean)")
        }
    }

    @Test func capturedStateIsTheLeakRulesFindings() throws {
        let inspections = try Self.inspect([
            "samples/broken/tc-string-leak/DE_de", "samples/broken/ot-consent-string-leak/US-CA_en",
        ])
        let tc = try #require(inspections.first { $0.path.contains("tc-string-leak") })
        let value = try #require(tc.captured.first)
        #expect(tc.captured.count == 1 && value.ruleId == "tc-string-leak" && value.kind == "TCF v2 TC string")
        #expect(value.pointer == "/storageKeys/IABTCF_TCString" && value.component == .banner)
        let finding = try #require(tc.findings.first { $0.finding.ruleId == "tc-string-leak" }?.finding)
        #expect(value.evidence == finding.evidence && value.line == finding.start?.line)
        let ot = try #require(inspections.first { $0.path.contains("ot-consent-string-leak") })
        #expect(Set(ot.captured.map(\.kind)) == ["OneTrust otConsentString", "identifier"])
    }

    @Test func findingsCarryTheirRulesFixInOneLine() throws {
        let inspection = try #require(try Self.inspect(["samples/broken/banner-suppressed/US-CA_en"]).first)
        let item = try #require(inspection.activeFindings.first { $0.finding.ruleId == "banner-suppressed" })
        #expect(
            item.fix
                == "Capture the banner again as a new, anonymous profile: no `OT-Consent-String`, no `OT-Identifier` and no sync fetch type (`OT-Fetch-Type: APP_DATA_ONLY`)."
        )
        #expect(
            InspectedFinding.oneLine("Save the body byte for byte (e.g. with\n`curl -o`). Then lint again.")
                == "Save the body byte for byte (e.g. with `curl -o`).")
        #expect(InspectedFinding.oneLine("One line without a full stop") == "One line without a full stop")
        #expect(InspectedFinding.oneLine(nil) == nil && InspectedFinding.oneLine("  \n") == nil)
    }

    @Test func theTablesAndPathsInForceAreFollowed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-inspect-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The jurisdiction table is the rule's: off, no jurisdiction. A redefined alias moves where the buttons are
        // read.
        try """
        rules: {template-jurisdiction: off}
        aliases: {BannerUI: $.nothingHere}
        """.write(to: directory.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        // The config applies to the sets below it, so the set is copied there.
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("samples/clean/FR_fr"),
            to: directory.appendingPathComponent("FR_fr"))
        let inspection = try #require(
            try Self.inspect([directory.appendingPathComponent("FR_fr").path], in: directory).first)
        #expect(inspection.jurisdictions.isEmpty && inspection.templateSummary == "GDPR")
        #expect(
            !inspection.buttons.contains { $0.ui == "banner" } && inspection.buttons.contains { $0.ui == "preferences" }
        )
    }
}

/// Every sample set, clean and broken, inspected in every format: the JSON parses with the
/// documented keys, and the human formats have one section per set.
@Suite struct InspectionFormatTests {
    static let inspections = try! InspectRunner.inspect(
        LintRequest(paths: ["samples"], workingDirectory: repositoryRoot.path))

    @Test func jsonHasTheDocumentedShapeForEverySample() throws {
        let text = InspectionFormat.json.render(Self.inspections, workingDirectory: repositoryRoot.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(report["version"] as? Int == 1)
        let sets = try #require(report["sets"] as? [[String: Any]])
        #expect(sets.count == Self.inspections.count && sets.count > 40)
        for set in sets {
            #expect(
                Set(set.keys) == [
                    "path", "meantFor", "capture", "components", "jurisdictions", "purposes", "vendors", "captured",
                    "capturedCheckedBy", "findings",
                ])
            let components = try #require(set["components"] as? [[String: Any]])
            #expect(components.map { $0["kind"] as? String } == ["banner", "preferences", "vendors"])
            for component in components {
                #expect(
                    Set(component.keys) == [
                        "kind", "file", "content", "appConfig", "language", "useRTL", "errors", "warnings",
                        "storedVersions", "buttons", "logos", "prompts",
                    ])
            }
            for finding in set["findings"] as? [[String: Any]] ?? [] {
                #expect(finding.keys.contains("fix") && finding["ruleId"] is String)
            }
        }
    }

    @Test func humanFormatsHaveOneSectionPerSet() {
        let text = InspectionFormat.text.render(Self.inspections, workingDirectory: repositoryRoot.path)
        let markdown = InspectionFormat.markdown.render(Self.inspections, workingDirectory: repositoryRoot.path)
        #expect(
            text.components(separatedBy: "\n").filter { $0.hasPrefix("== samples/") }.count == Self.inspections.count)
        #expect(
            markdown.components(separatedBy: "\n").filter { $0.hasPrefix("## `samples/") }.count
                == Self.inspections.count)
        #expect(text.hasSuffix("\n\(Self.inspections.count) sets inspected\n"))
    }
}
