import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// The functions of rules/sdk.yml: messages, pointers and odd input.
struct SDKRuleTests {
    func lint(_ id: String, _ components: [ComponentKind: String], expectations: SetExpectations = SetExpectations())
        throws -> [Finding]
    {
        Linter(ruleset: try DefaultRuleset.load().only(id)).lint(snapshotSet(components, expectations: expectations))
    }

    /// Documents of every JSON type and odd shapes: no function may trap on them.
    static let oddDocuments = [
        "[]", "null", "\"text\"", "42", "{}",
        #"{"pcUIData": [], "appConfig": [], "storageKeys": "x", "groupsHierarchy": [1, {"children": 3}], "prompts": []}"#,
        #"{"pcUIData": {"buttons": [], "purposeTree": {"purposes": {}}}, "prompts": {"ageGate": {"linkedCategories": {"list": {}}}}}"#,
        #"{"pcUIData": {"purposeTree": {"purposes": [1, null, {"groupId": 5}, {"groupId": "A", "children": {}}]}}, "groupsHierarchy": {"A": {"children": [1, "x", {"B": null}]}}}"#,
        #"{"appConfig": {"showBanner": "false", "bannerReasonCode": "x", "globalOptOutData": {"linkedCategories": [{"id": 3}, "C1"]}}, "bannerUIData": {"logo": {"url": 7}}}"#,
        #"{"storageKeys": {"OT_AgeGate": [13, 17]}, "prompts": {"ageGate": {"logoUrl": null, "linkedCategories": {"list": [{"groupId": ["C1"]}]}}}}"#,
    ]

    @Test(arguments: [
        "save-button-missing", "banner-suppressed", "age-restricted-capture", "dangling-group-reference",
        "duplicate-group-id", "logo-not-bundled",
    ])
    func oddInputDoesNotTrap(rule: String) throws {
        for text in Self.oddDocuments {
            _ = try lint(rule, [.banner: text, .preferences: text, .vendors: text])
        }
    }

    // MARK: save-button-missing

    @Test func saveButtonMissingPointsAtTheDeepestExistingNode() throws {
        let missing = try lint("save-button-missing", [.preferences: #"{"pcUIData": {"buttons": {"acceptAll": {}}}}"#])
        #expect(missing.map(\.pointer) == ["/pcUIData/buttons"])
        #expect(missing.first?.message.hasPrefix("pcUIData.buttons has no savePreferencesButton") == true)
        #expect(missing.first?.severity == .error)

        let noButtons = try lint("save-button-missing", [.preferences: #"{"pcUIData": {"general": {}}}"#])
        #expect(noButtons.map(\.pointer) == ["/pcUIData"])

        let wrongType = try lint(
            "save-button-missing", [.preferences: #"{"pcUIData": {"buttons": {"savePreferencesButton": "Save"}}}"#])
        #expect(wrongType.map(\.pointer) == ["/pcUIData/buttons/savePreferencesButton"])
        #expect(wrongType.first?.message.contains("JSON string") == true)

        let buttonsArray = try lint("save-button-missing", [.preferences: #"{"pcUIData": {"buttons": []}}"#])
        #expect(buttonsArray.map(\.pointer) == ["/pcUIData/buttons"])
    }

    /// The rule's `message` words each shape `defined` reports as the former function did.
    @Test func saveButtonMissingMessages() throws {
        let consequence =
            ": the preference center would have no Save Settings button, so users could not save their choices"
        for (preferences, message) in [
            (#"{"pcUIData": []}"#, "pcUIData is a JSON array, so there is no savePreferencesButton"),
            (#"{"pcUIData": {"general": {}}}"#, "pcUIData has no buttons, so no savePreferencesButton"),
            (
                #"{"pcUIData": {"buttons": "x"}}"#,
                "pcUIData.buttons is a JSON string, so there is no savePreferencesButton"
            ),
            (#"{"pcUIData": {"buttons": {}}}"#, "pcUIData.buttons has no savePreferencesButton"),
            (
                #"{"pcUIData": {"buttons": {"savePreferencesButton": null}}}"#,
                "savePreferencesButton is a JSON null, not a button object"
            ),
        ] {
            #expect(
                try lint("save-button-missing", [.preferences: preferences]).map(\.message) == [message + consequence],
                "\(preferences)")
        }
    }

    @Test func saveButtonMissingIgnoresFilesWithoutPCUIData() throws {
        #expect(try lint("save-button-missing", [.preferences: #"{"bannerUIData": {}}"#]).isEmpty)
        #expect(try lint("save-button-missing", [.banner: #"{"pcUIData": {}}"#]).isEmpty)
    }

    // MARK: banner-suppressed

    @Test func bannerSuppressedNamesReasonAndCode() throws {
        let banner =
            #"{"appConfig": {"showBanner": false, "bannerReason": "Banner will not be shown as consent validity holds true.", "bannerReasonCode": 151}, "bannerUIData": {}}"#
        let findings = try lint("banner-suppressed", [.banner: banner, .preferences: banner])
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.component == .banner)
        #expect(finding.pointer == "/appConfig/showBanner")
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("\"Banner will not be shown as consent validity holds true.\""))
        #expect(finding.message.contains("bannerReasonCode 151"))
        #expect(finding.evidence.contains { $0.key == "bannerReasonCode" })
    }

    @Test func bannerSuppressedSyncCompleteAndStringCode() throws {
        let findings = try lint(
            "banner-suppressed",
            [.banner: #"{"appConfig": {"showBanner": false, "bannerReasonCode": "152"}, "bannerUIData": {}}"#])
        #expect(findings.map(\.pointer) == ["/appConfig/showBanner"])
        #expect(findings.first?.message.contains("cross-device sync") == true)
        #expect(findings.first?.message.contains("no bannerReason") == true)
    }

    @Test func bannerReasonTextsAreMatchedLooselyWithoutACode() throws {
        func reason(_ text: String) -> BannerReason? { BannerReason(code: nil as Int?, text: text) }
        #expect(reason("Banner will not be shown as cross device sync is hundred percent complete.") == .syncCompleted)
        #expect(reason("banner will NOT be shown - cross-device sync is hundred  percent complete") == .syncCompleted)
        #expect(
            reason("Hundred percent sync has not happened for cross device sync enabled scenario.") == .syncIncomplete)
        #expect(
            reason("Hundred percent sync is not completed for cross device sync enabled scenario.") == .syncIncomplete)
        #expect(reason("Hundred percent sync completed for cross device sync enabled scenario.") == .syncCompleted)
        #expect(
            reason("Geo rule Banner is not enabled.") == .geoRuleWithoutBanner
                && reason("Geo rule Banner is not enabled") == .geoRuleWithoutBanner)
        #expect(reason("Geo rule Banner is enabled and is first launch.") == nil)
        // The code decides when there is one, whatever the text says.
        #expect(BannerReason(code: 101, text: "Geo rule Banner is not enabled.") == nil)
        #expect(BannerReason(code: "152", text: nil) == .syncCompleted)
        let synced = try lint(
            "banner-suppressed",
            [
                .banner:
                    #"{"appConfig": {"showBanner": false, "bannerReason": "Banner will not be shown as cross device sync is hundred percent complete."}, "bannerUIData": {}}"#
            ])
        #expect(
            synced.first?.message.contains("cross-device sync was complete") == true
                && synced.first?.message.contains("no bannerReasonCode") == true)
    }

    @Test func aGeolocationRuleWithoutBannerIsInformationNotACaptureMistake() throws {
        let banner =
            #"{"errors": [], "appConfig": {"showBanner": false, "bannerReasonCode": 150, "bannerReason": "Geo rule Banner is not enabled."}}"#
        let findings = try lint("banner-ui-missing", [.banner: banner])
        #expect(findings.map(\.severity) == [.info] && findings.map(\.pointer) == ["/appConfig/showBanner"])
        let message = try #require(findings.first?.message)
        #expect(
            message.contains("bannerReasonCode 150")
                && message.contains("offline, users of this set will see no banner")
                && !message.contains("OT-Force-Fetch"))
        // Without the code, the text decides; another reason keeps the OT-Force-Fetch explanation at error.
        let textOnly = try lint(
            "banner-ui-missing",
            [.banner: #"{"appConfig": {"showBanner": false, "bannerReason": "Geo rule Banner is not enabled."}}"#])
        #expect(textOnly.map(\.severity) == [.info] && textOnly.first?.message.contains("no bannerReasonCode") == true)
        let profile = try lint(
            "banner-ui-missing", [.banner: #"{"appConfig": {"showBanner": false, "bannerReasonCode": 151}}"#])
        #expect(
            profile.map(\.severity) == [.error] && profile.first?.message.contains("without OT-Force-Fetch") == true)
    }

    @Test func bannerSuppressedLeavesOtherReasonsAlone() throws {
        for appConfig in [
            #"{"showBanner": false, "bannerReason": "Geo rule Banner is not enabled", "bannerReasonCode": 150}"#,
            #"{"showBanner": true, "bannerReasonCode": 151}"#,
            #"{"showBanner": false}"#,
            #"{"showBanner": null, "bannerReasonCode": 151}"#,
            #"{"showBanner": false, "bannerReason": "Banner will not be shown as consent validity holds true.", "bannerReasonCode": 150}"#,
        ] {
            #expect(
                try lint("banner-suppressed", [.banner: #"{"appConfig": \#(appConfig), "bannerUIData": {}}"#]).isEmpty,
                "\(appConfig)")
        }
    }

    // MARK: age-restricted-capture

    @Test func ageGateRangeInStorageKeys() throws {
        let findings = try lint(
            "age-restricted-capture",
            [
                .preferences:
                    #"{"storageKeys": {"OT_AgeGate": {"lastUpdated": 1, "lowerBound": 13, "upperBound": null}}}"#
            ])
        #expect(findings.map(\.pointer) == ["/storageKeys/OT_AgeGate"])
        #expect(findings.first?.message.contains("13 and over") == true)

        let upperOnly = try lint(
            "age-restricted-capture", [.banner: #"{"storageKeys": {"OT_AgeGate": {"upperBound": 12}}}"#])
        #expect(upperOnly.first?.message.contains("up to 12") == true)

        for empty in ["{}", "\"\"", "null", #"{"lastUpdated": 1, "lowerBound": null, "upperBound": null}"#] {
            #expect(
                try lint("age-restricted-capture", [.banner: #"{"storageKeys": {"OT_AgeGate": \#(empty)}}"#]).isEmpty,
                "\(empty)")
        }
    }

    @Test func ageRangeMessages() throws {
        for (value, range) in [
            (#"{"lowerBound": 13, "upperBound": 17}"#, "13–17"), (#"{"lowerBound": 0}"#, "0 and over"),
            (#""13-17""#, #""13-17""#),
        ] {
            let findings = try lint("age-restricted-capture", [.banner: #"{"storageKeys": {"OT_AgeGate": \#(value)}}"#])
            #expect(
                findings.map(\.message) == [
                    "storageKeys.OT_AgeGate holds the age range \(range) of the capturing profile: the snapshot was captured for an age-restricted profile, and offline every user would start with that range"
                ])
        }
    }

    @Test func hiddenToggleOnlyOnAgeGatedGroups() throws {
        let preferences = #"""
            {"pcUIData": {"purposeTree": {"purposes": [
               {"groupId": "C0004", "consentToggleStatus": -1},
               {"groupId": "ISP2V2_1", "consentToggleStatus": -1},
               {"groupId": "C0005", "consentToggleStatus": "-1"}]}},
             "prompts": {"ageGate": {"linkedCategories": {"list": [{"groupId": "C0004"}, {"groupId": "C0005"}]}}}}
            """#
        let findings = try lint("age-restricted-capture", [.preferences: preferences])
        #expect(findings.map(\.pointer) == ["/pcUIData/purposeTree/purposes/0/consentToggleStatus"])
        #expect(findings.first?.message.contains("\"C0004\"") == true)
    }

    @Test func ageRestrictionFromAnAgeSignalIsFoundByItsGuidanceWhereverItSits() throws {
        // cmpapi-202609.2.0: no age-gate prompt; toggleDisableHints / disabledToggleAriaLabel in shapes
        // that are not published, so placed here in several ways (all inferred).
        let inGroup = #"""
            {"pcUIData": {"purposeTree": {"purposes": [
               {"groupId": "C0004", "type": "COOKIE", "consentToggleStatus": -1, "toggleDisableHints": {"text": "Not available for your age"}},
               {"groupId": "C0006", "type": "COOKIE", "consentToggleStatus": -1}]}},
             "prompts": {"ageGate": {"linkedCategories": {"list": [{"groupId": "C0002"}]}}}}
            """#
        let findings = try lint("age-restricted-capture", [.preferences: inGroup])
        // The hint in C0004's own object explains its hidden toggle; C0006 has none, and the age gate links other
        // groups.
        #expect(findings.map(\.pointer) == ["/pcUIData/purposeTree/purposes/0/consentToggleStatus"])
        #expect(
            findings.first?.message
                == "the consent toggle of group \"C0004\" is hidden (consentToggleStatus -1) and the snapshot carries "
                + "age-restriction guidance (toggleDisableHints): it was captured for a profile restricted by an age signal, and offline no user could consent to C0004"
        )
        // Guidance anywhere in the set, no prompt linking any group: every hidden toggle that is not structural.
        let banner = #"{"bannerUIData": {"toggleDisableHints": ["Some choices are not available for your age group"]}}"#
        let tree =
            #"{"pcUIData": {"purposeTree": {"purposes": [{"groupId": "C0006", "type": "COOKIE", "consentToggleStatus": -1}, {"groupId": "IFE2V2_2", "type": "IAB2V2_FEATURE", "consentToggleStatus": -1}]}}}"#
        #expect(
            try lint("age-restricted-capture", [.banner: banner, .preferences: tree]).map(\.pointer) == [
                "/pcUIData/purposeTree/purposes/0/consentToggleStatus"
            ])
        // Empty guidance says nothing.
        let empty = #"{"bannerUIData": {"toggleDisableHints": {}}, "disabledToggleAriaLabel": ""}"#
        #expect(try lint("age-restricted-capture", [.banner: empty, .preferences: tree]).isEmpty)
    }

    // MARK: dangling-group-reference

    @Test func danglingReferencesPointAtEachReference() throws {
        let banner =
            #"{"groupsHierarchy": {"X1": {"children": [{"C0001": {"children": [{"X2": {}}]}}]}}, "appConfig": {"globalOptOutData": {"linkedCategories": [{"id": "X3"}]}}}"#
        // C0001 shows its subgroups (C0002), so X2 is not one hidden by "Show subgroups".
        let preferences =
            #"{"pcUIData": {"purposeTree": {"purposes": [{"groupId": "C0001", "children": [{"groupId": "C0002"}]}]}}, "prompts": {"idfa": {"linkedCategories": {"list": [{"groupId": "X4"}]}}}}"#
        let findings = try lint("dangling-group-reference", [.banner: banner, .preferences: preferences])
        #expect(
            findings.map { "\($0.component?.rawValue ?? "")#\($0.pointer)" }.sorted() == [
                "banner#/appConfig/globalOptOutData/linkedCategories/0/id",
                "banner#/groupsHierarchy/X1",
                "banner#/groupsHierarchy/X1/children/0/C0001/children/0/X2",
                "preferences#/prompts/idfa/linkedCategories/list/0/groupId",
            ])
        let idfa = try #require(findings.first { $0.pointer.hasPrefix("/prompts") })
        #expect(
            idfa.message.hasPrefix(
                "/prompts/idfa/linkedCategories/list/0/groupId names group \"X4\", which the preferences purpose tree does not define"
            ))
        #expect(idfa.evidence == [JSONMember(key: "groupId", value: .string("X4"))])
    }

    @Test func subgroupsHiddenFromThePurposeTreeAreNotDangling() throws {
        // 202606.2.1: groupsHierarchy lists the subgroups of a category whose "Show subgroups" is off.
        let banner = #"""
            {"groupsHierarchy": {"C0003": {"children": [{"C0008": {"children": [{"C0010": {}}]}}], "canToggleSubgroups": false},
                                 "C0004": {"children": [{"C0009": {}}]},
                                 "C0007": {"children": [{"C0011": {}}]}}}
            """#
        let preferences = #"""
            {"pcUIData": {"purposeTree": {"purposes": [{"groupId": "C0003"}, {"groupId": "C0004", "children": [{"groupId": "C0005"}]}]}}}
            """#
        let findings = try lint("dangling-group-reference", [.banner: banner, .preferences: preferences])
        // Hidden: C0008 and its own child under C0003, which the tree shows without children.
        // Dangling: C0009 under C0004, whose tree entry shows other children; C0007, unknown to the tree, and its
        // child.
        #expect(
            findings.map(\.pointer) == [
                "/groupsHierarchy/C0004/children/0/C0009", "/groupsHierarchy/C0007",
                "/groupsHierarchy/C0007/children/0/C0011",
            ])
        // With an empty children list in the tree the parent also shows none.
        let empty = #"{"pcUIData": {"purposeTree": {"purposes": [{"groupId": "C0003", "children": []}]}}}"#
        #expect(
            try lint(
                "dangling-group-reference",
                [.banner: #"{"groupsHierarchy": {"C0003": {"children": [{"C0008": {}}]}}}"#, .preferences: empty]
            ).isEmpty)
    }

    @Test func danglingReferencesSkippedWithoutAPurposeTree() throws {
        let banner = #"{"groupsHierarchy": {"X1": {}}}"#
        #expect(try lint("dangling-group-reference", [.banner: banner]).isEmpty)
        #expect(try lint("dangling-group-reference", [.banner: banner, .preferences: "{"]).isEmpty)
        #expect(try lint("dangling-group-reference", [.banner: banner, .preferences: #"{"pcUIData": {}}"#]).isEmpty)
        // An empty tree defines nothing, so every reference dangles.
        #expect(
            try lint(
                "dangling-group-reference",
                [.banner: banner, .preferences: #"{"pcUIData": {"purposeTree": {"purposes": []}}}"#]
            ).count == 1)
    }

    // MARK: duplicate-group-id

    @Test func duplicateGroupIdNamesTheFirst() throws {
        let preferences = """
            {"pcUIData": {"purposeTree": {"purposes": [
              {"groupId": "C0002"},
              {"groupId": "BG", "children": [{"groupId": "C0002"}]}]}}}
            """
        let findings = try lint("duplicate-group-id", [.preferences: preferences])
        #expect(findings.map(\.pointer) == ["/pcUIData/purposeTree/purposes/1/children/0/groupId"])
        let message = try #require(findings.first?.message)
        #expect(message.contains("\"C0002\""))
        #expect(message.contains("first at /pcUIData/purposeTree/purposes/0/groupId"))
        // Lines stay out of the message (baselines match messages); the evidence has them.
        #expect(findings.first?.evidence.contains(JSONMember(key: "firstAt", value: .string("2:15"))) == true)
    }

    // MARK: logo-not-bundled

    @Test func logoNotBundledFollowsDeclaredLogos() throws {
        let banner =
            #"{"bannerUIData": {"logo": {"url": "https://www.example.com/logo.png"}}, "prompts": {"ageGate": {"logoUrl": "https://www.example.com/age.png"}}}"#
        let undeclared = try lint("logo-not-bundled", [.banner: banner])
        #expect(undeclared.map(\.pointer) == ["/bannerUIData/logo/url", "/prompts/ageGate/logoUrl"])
        #expect(undeclared.first?.message.contains("banner logo") == true)
        #expect(undeclared.first?.message.contains("declares no bundled logos") == true)
        #expect(undeclared.allSatisfy { $0.severity == .warning })

        let bannerOnly = try lint(
            "logo-not-bundled", [.banner: banner], expectations: SetExpectations(bundledLogos: [.banner]))
        #expect(bannerOnly.map(\.pointer) == ["/prompts/ageGate/logoUrl"])
        #expect(bannerOnly.first?.message.contains("(banner) do not include ageGate") == true)

        let both = try lint(
            "logo-not-bundled", [.banner: banner], expectations: SetExpectations(bundledLogos: [.banner, .ageGate]))
        #expect(both.isEmpty)
    }

    @Test func logoNotBundledIgnoresBlankAndOtherURLs() throws {
        let banner =
            #"{"bannerUIData": {"logo": {"url": "  "}, "links": {"policyLink": {"url": "https://www.example.com/privacy"}}}}"#
        #expect(try lint("logo-not-bundled", [.banner: banner]).isEmpty)
    }

    @Test func logoOfAURLComesFromTheRule() throws {
        let yaml = """
            rules:
              att-logo:
                summary: test
                scope: [banner]
                given: $.prompts.idfa.prePrompt.logoUrl
                then:
                  function: logoBundled
                  functionOptions:
                    logos: [{logo: att, name: ATT prompt logo, paths: $.prompts.idfa.prePrompt.logoUrl}]
                message: "the {{logoName}} {{url}} will not appear offline"
            """
        let set = snapshotSet([
            .banner: #"{"prompts": {"idfa": {"prePrompt": {"logoUrl": "https://www.example.com/att.png"}}}}"#
        ])
        let findings = Linter(ruleset: try loadRules(yaml)).lint(set)
        #expect(findings.map(\.pointer) == ["/prompts/idfa/prePrompt/logoUrl"])
        #expect(findings.first?.message.contains("ATT prompt logo") == true)
        let bundled = snapshotSet(
            [.banner: #"{"prompts": {"idfa": {"prePrompt": {"logoUrl": "https://www.example.com/att.png"}}}}"#],
            expectations: SetExpectations(bundledLogos: [.att]))
        #expect(Linter(ruleset: try loadRules(yaml)).lint(bundled).isEmpty)
        #expect(throws: YAMLError.self) {
            try loadRules(yaml.replacingOccurrences(of: "logo: att", with: "logo: icon"))
        }
        #expect(throws: YAMLError.self) {
            try loadRules(yaml.replacingOccurrences(of: "name: ATT prompt logo, ", with: "title: x, "))
        }
    }

    /// The issue: a logo path a user adds in YAML must take effect. Added to `#BannerLogo` in the
    /// config, it is checked as the banner logo (and declaring the banner logo bundled covers it);
    /// added only to `#Logos`, it is reported as a logo the rule cannot name.
    @Test func logoPathAddedInConfigTakesEffect() throws {
        let banner =
            #"{"bannerUIData": {"logo": {"url": ""}, "darkLogo": {"url": "https://www.example.com/dark.png"}}, "myLogo": "https://www.example.com/mine.png"}"#
        func lint(_ config: String, logos: Set<SetExpectations.BundledLogo>? = nil) throws -> [Finding] {
            let ruleset = try Configuration.parse(text: config, file: "/project/.cmplint.yml").ruleset().only(
                "logo-not-bundled")
            return Linter(ruleset: ruleset).lint(
                snapshotSet([.banner: banner], expectations: SetExpectations(bundledLogos: logos)))
        }
        #expect(try lint("extends: default\n").isEmpty)

        let bannerLogo = "aliases:\n  BannerLogo: [$.bannerUIData.logo.url, $.bannerUIData.darkLogo.url]\n"
        let dark = try lint(bannerLogo)
        #expect(dark.map(\.pointer) == ["/bannerUIData/darkLogo/url"])
        #expect(
            dark.first?.message.hasPrefix(
                "the banner logo \"https://www.example.com/dark.png\" will not appear offline") == true)
        #expect(dark.first?.evidence == [JSONMember(key: "logo", value: .string("banner"))])
        #expect(try lint(bannerLogo, logos: [.banner]).isEmpty)

        let mine = try lint(
            "aliases:\n  Logos: ['#BannerLogo', '#PreferenceCenterLogo', '#AgeGateLogo', $.myLogo]\n", logos: [.banner])
        #expect(mine.map(\.pointer) == ["/myLogo"])
        #expect(mine.first?.message.contains("the rule does not say which logo it is") == true)
        #expect(mine.first?.howToFix?.hasPrefix("Add the URL's path to `#BannerLogo`") == true)
    }
}
