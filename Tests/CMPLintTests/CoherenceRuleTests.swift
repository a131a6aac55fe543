import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// The functions of rules/coherence.yml and their IAB helpers: messages, pointers, evidence and odd input.
struct CoherenceRuleTests {
    static let rules = [
        "purpose-undefined", "vendor-reference-undefined", "purpose-not-in-preferences", "group-prefix-mismatch",
        "general-vendor-link-broken", "vendor-count-mismatch", "vendors-source-mismatch",
    ]

    static let prefixes22 =
        #"{"stack": "V2STACK", "feature": "IFE2V2", "purpose": "IAB2V2", "specialPurpose": "ISP2V2", "specialFeature": "ISF2V2"}"#

    func lint(_ id: String, _ components: [ComponentKind: String]) throws -> [Finding] {
        Linter(ruleset: try DefaultRuleset.load().only(id)).lint(snapshotSet(components))
    }

    func places(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.component?.rawValue ?? "set")#\($0.pointer)" }.sorted()
    }

    func evidence(_ finding: Finding?) -> [String: String] {
        var result: [String: String] = [:]
        for member in finding?.evidence ?? [] {
            switch member.value {
            case .string(let s): result[member.key] = s
            case .number(let n): result[member.key] = n
            default: result[member.key] = member.value.jsonText
            }
        }
        return result
    }

    /// A preferences document whose purpose tree is `groups` (JSON array text).
    func preferences(_ groups: String, appConfig: String = "{}") -> String {
        #"{"appConfig": \#(appConfig), "pcUIData": {"purposeTree": {"purposes": \#(groups)}}}"#
    }

    /// A vendors document with TCF 2.2 prefixes and the given `iab2V2Vendors` members (JSON object members text).
    func vendors(_ members: String, prefixes: String = prefixes22, top: String = "") -> String {
        #"{\#(top)"iab2V2Vendors": {"groupPrefixes": \#(prefixes)\#(members.isEmpty ? "" : ", " + members)}}"#
    }

    // MARK: Helpers

    @Test func groupIdParsing() {
        let p = IABFamily.tcf22.prefixes
        #expect(IABGroupID.parse("IAB2V2_3", prefixes: p) == IABGroupID(kind: .purpose, number: 3))
        #expect(IABGroupID.parse("ISF2V2_12", prefixes: p) == IABGroupID(kind: .specialFeature, number: 12))
        for id in [
            "V2STACK1", "C0001", "IAB2V2_", "IAB2V2_x", "IAB2V2_1a", "IAB2V2-1", "IABV2_1", "IAB2V2_1234567890", "",
        ] {
            #expect(IABGroupID.parse(id, prefixes: p) == nil, "\(id)")
        }
        // The longest prefix wins when one prefix extends another.
        let overlapping: [IABItemKind: String] = [.purpose: "A", .feature: "A_B"]
        #expect(IABGroupID.parse("A_B_2", prefixes: overlapping) == IABGroupID(kind: .feature, number: 2))
        #expect(IABGroupID(kind: .feature, number: 2).groupId(prefixes: p) == "IFE2V2_2")
        #expect(IABFamily.forTemplate("IAB2")?.name == "TCF 2.0")
        #expect(IABFamily.forTemplate("GDPR") == nil)
        #expect(IABFamily.matching(IABFamily.tcf20.prefixes) == .tcf20)
    }

    @Test func firstIntegerInAnyScript() {
        #expect(VendorsLinkedCount.firstInteger(in: "310 partners can use this purpose") == 310)
        #expect(VendorsLinkedCount.firstInteger(in: "Diesen Zweck können 24 Partner nutzen, 3 davon") == 24)
        #expect(VendorsLinkedCount.firstInteger(in: "يمكن لـ ٣١٠ شريكًا استخدام هذا الغرض") == 310)
        #expect(VendorsLinkedCount.firstInteger(in: "1,310 partners") == 1)
        #expect(VendorsLinkedCount.firstInteger(in: "partners can use this purpose") == nil)
        #expect(VendorsLinkedCount.firstInteger(in: "") == nil)
        #expect(VendorsLinkedCount.firstInteger(in: "99999999999999999999 partners") == nil)
    }

    @Test func vendorListVersionTextNormalisesNumbersAndStrings() throws {
        let doc = try JSONParser.parse(Array(#"{"a": 98, "b": "98", "c": 98.0, "d": "", "e": null}"#.utf8))
        let text = { (key: String) in doc.member(doc.root, key).flatMap { VendorListVersion.text(of: $0, in: doc) } }
        #expect(text("a") == "98" && text("b") == "98" && text("c") == "98")
        #expect(text("d") == nil && text("e") == nil)
    }

    // MARK: Odd input and absent vendors

    static let oddDocuments = [
        "[]", "null", "\"text\"", "42", "{}",
        #"{"appConfig": [], "iab2V2Vendors": [], "generalVendors": "x", "pcUIData": {"purposeTree": {"purposes": {}}}}"#,
        #"{"iab2V2Vendors": {"groupPrefixes": [], "purposes": [1], "vendors": {"1": [], "2": {"purposes": {"a": 1}, "features": "x"}}}}"#,
        #"{"iab2V2Vendors": {"groupPrefixes": {"purpose": 5, "feature": "IFE2V2"}, "features": {"x": 1, "2": null}, "vendors": {"3": {"features": [2, "2", 2.5, -1, 1e3, null, 99999999999999999999999]}}}}"#,
        #"{"pcUIData": {"purposeTree": {"purposes": [1, null, {"groupId": 5}, {"groupId": "IAB2V2_1", "vendorsLinkedInfo": 3, "generalVendorsIds": "V1", "children": {}}]}}}"#,
        #"{"generalVendors": {"V1": [], "V2": {"linkedGroupIds": [1, null, "C1"]}}, "vendorListVersion": {}, "googleVendors": {"vendorListVersion": 2}}"#,
    ]

    @Test(arguments: rules)
    func oddInputDoesNotTrap(rule: String) throws {
        for a in Self.oddDocuments {
            for b in Self.oddDocuments {
                _ = try lint(rule, [.banner: a, .preferences: a, .vendors: b])
            }
        }
    }

    @Test(arguments: rules)
    func nothingWithoutVendors(rule: String) throws {
        let prefs = preferences(
            #"[{"groupId": "IAB2V2_12", "type": "IAB2V2_PURPOSE", "vendorsLinkedInfo": "3 partners", "generalVendorsIds": ["V9"]}, {"groupId": "IABV2_1"}]"#,
            appConfig: #"{"templateType": "IAB2V2", "countryCode": "DE"}"#)
        #expect(try lint(rule, [.preferences: prefs]).isEmpty)
    }

    @Test(arguments: rules)
    func cleanSampleSetHasNoFindings(rule: String) throws {
        let folder = repositoryRoot.appendingPathComponent("samples/clean/DE_de")
        var components: [ComponentKind: String] = [:]
        for kind in ComponentKind.allCases {
            let url = folder.appendingPathComponent(kind.acceptedFileNames[0])
            components[kind] = try String(contentsOf: url, encoding: .utf8)
        }
        #expect(try lint(rule, components).isEmpty)
    }

    // MARK: purpose-undefined

    @Test func purposeUndefinedNamesTheGroupAndDictionary() throws {
        let prefs = preferences(
            #"[{"groupId": "V2STACK1", "type": "IAB2V2_STACK", "children": [{"groupId": "IAB2V2_12", "type": "IAB2V2_PURPOSE"}]}, {"groupId": "IFE2V2_1"}, {"groupId": "C0001"}]"#
        )
        let findings = try lint(
            "purpose-undefined", [.preferences: prefs, .vendors: vendors(#""purposes": {"1": {}}"#)])
        #expect(
            places(findings) == [
                "preferences#/pcUIData/purposeTree/purposes/0/children/0/groupId",
                "preferences#/pcUIData/purposeTree/purposes/1/groupId",
            ])
        #expect(
            findings.first?.message.hasPrefix(
                "group IAB2V2_12 is IAB purpose 12, but iab2V2Vendors.purposes in the vendors snapshot does not define 12"
            ) == true)
        #expect(
            findings.last?.message.contains("the vendors snapshot has no iab2V2Vendors.features dictionary") == true)
        #expect(evidence(findings.first) == ["groupId": "IAB2V2_12", "dictionary": "purposes", "id": "12"])
        #expect(findings.allSatisfy { $0.severity == .error })
    }

    @Test func purposeUndefinedSkipsStacksAndUnknownPrefixes() throws {
        // A stack typed as such is skipped even if its id looks numbered; without groupPrefixes nothing is an IAB
        // group.
        let prefs = preferences(#"[{"groupId": "IAB2V2_7", "type": "IAB2V2_STACK"}, {"groupId": "IABV2_3"}]"#)
        #expect(try lint("purpose-undefined", [.preferences: prefs, .vendors: vendors(#""purposes": {}"#)]).isEmpty)
        #expect(
            try lint(
                "purpose-undefined",
                [
                    .preferences: preferences(#"[{"groupId": "IAB2V2_3"}]"#),
                    .vendors: #"{"iab2V2Vendors": {"purposes": {}}}"#,
                ]
            ).isEmpty)
    }

    // MARK: vendor-reference-undefined

    @Test func vendorReferenceUndefinedChecksEveryArray() throws {
        let v = vendors(
            #""purposes": {"1": {}}, "specialPurposes": {"1": {}}, "features": {}, "vendors": {"755": {"name": "Google Advertising Products", "purposes": [1, 2], "flexiblePurposes": [3], "specialPurposes": [1, 2], "specialFeatures": [1], "dataDeclaration": [99]}}"#
        )
        let findings = try lint("vendor-reference-undefined", [.vendors: v])
        #expect(
            places(findings) == [
                "vendors#/iab2V2Vendors/vendors/755/flexiblePurposes/0",
                "vendors#/iab2V2Vendors/vendors/755/purposes/1",
                "vendors#/iab2V2Vendors/vendors/755/specialFeatures/0",
                "vendors#/iab2V2Vendors/vendors/755/specialPurposes/1",
            ])  // dataDeclaration skipped: no iabDataCategories
        let purpose2 = findings.first { $0.pointer.hasSuffix("purposes/1") && !$0.pointer.contains("special") }
        #expect(
            purpose2?.message.hasPrefix(
                "vendor 755 (Google Advertising Products) lists purpose 2 in purposes, but iab2V2Vendors.purposes does not define it"
            ) == true)
        #expect(evidence(purpose2) == ["vendor": "755", "array": "purposes", "id": "2", "dictionary": "purposes"])
        let special = findings.first { $0.pointer.contains("specialFeatures") }
        #expect(
            special?.message.contains("the vendors snapshot has no iab2V2Vendors.specialFeatures dictionary") == true)
    }

    @Test func vendorReferenceUndefinedChecksDataCategoriesWhenPresent() throws {
        let v = vendors(
            #""purposes": {}, "specialPurposes": {}, "features": {}, "specialFeatures": {}, "iabDataCategories": {"1": {}}, "vendors": {"1": {"dataDeclaration": [1, 12, "12"]}}"#
        )
        let findings = try lint("vendor-reference-undefined", [.vendors: v])
        #expect(places(findings) == ["vendors#/iab2V2Vendors/vendors/1/dataDeclaration/1"])
        #expect(findings.first?.message.hasPrefix("vendor 1 lists data category 12 in dataDeclaration") == true)
    }

    // MARK: purpose-not-in-preferences

    @Test func purposeNotInPreferencesCountsVendorsOnce() throws {
        let v = vendors(
            #""purposes": {"1": {}, "7": {}}, "features": {"2": {}}, "vendors": {"1": {"purposes": [7], "legIntPurposes": [7], "features": [2, 3]}, "2": {"flexiblePurposes": [7]}, "3": {"purposes": [1]}}"#
        )
        let prefs = preferences(
            #"[{"groupId": "V2STACK1", "type": "IAB2V2_STACK", "children": [{"groupId": "IAB2V2_1"}]}]"#)
        let findings = try lint("purpose-not-in-preferences", [.preferences: prefs, .vendors: v])
        // Feature 3 is not defined: vendor-reference-undefined's finding, not this rule's.
        #expect(places(findings) == ["vendors#/iab2V2Vendors/features/2", "vendors#/iab2V2Vendors/purposes/7"])
        let purpose7 = findings.first { $0.pointer.hasSuffix("/7") }
        #expect(
            purpose7?.message.hasPrefix(
                "IAB purpose 7 is used by 2 vendors, but the preferences offer no group IAB2V2_7") == true)
        #expect(evidence(purpose7) == ["groupId": "IAB2V2_7", "vendors": "2"])
        #expect(
            findings.first { $0.pointer.hasSuffix("/2") }?.message.hasPrefix("IAB feature 2 is used by 1 vendor,")
                == true)
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    @Test func purposeNotInPreferencesNeedsAPurposeTree() throws {
        let v = vendors(#""purposes": {"1": {}}, "vendors": {"1": {"purposes": [1]}}"#)
        #expect(try lint("purpose-not-in-preferences", [.preferences: #"{"pcUIData": {}}"#, .vendors: v]).isEmpty)
        #expect(try lint("purpose-not-in-preferences", [.vendors: v]).isEmpty)
        #expect(try lint("purpose-not-in-preferences", [.preferences: preferences("[]"), .vendors: v]).count == 1)
    }

    // MARK: group-prefix-mismatch

    @Test func groupPrefixMismatchAgainstTemplate() throws {
        let prefs = preferences(
            #"[{"groupId": "IAB2V2_1"}, {"groupId": "V2STACK1", "type": "IAB2_STACK", "children": [{"groupId": "IABV2_2"}]}]"#,
            appConfig: #"{"templateType": "IAB2"}"#)
        let v = vendors(
            "",
            prefixes:
                #"{"stack": "V2STACK", "feature": "IFEV2", "purpose": "IAB2V2", "specialPurpose": "ISPV2", "specialFeature": "ISFV2"}"#
        )
        let findings = try lint("group-prefix-mismatch", [.preferences: prefs, .vendors: v])
        // The TCF 2.0 stack prefix is unknown: V2STACK is not flagged.
        #expect(
            places(findings) == [
                "preferences#/pcUIData/purposeTree/purposes/0/groupId", "vendors#/iab2V2Vendors/groupPrefixes/purpose",
            ])
        let member = findings.first { $0.component == .vendors }
        #expect(
            member?.message.hasPrefix(
                "groupPrefixes.purpose is 'IAB2V2' (the TCF 2.2 prefix), but template IAB2 uses TCF 2.0 ('IABV2')")
                == true)
        #expect(evidence(member) == ["found": "IAB2V2", "expected": "IABV2"])
        let group = findings.first { $0.component == .preferences }
        #expect(
            group?.message.hasPrefix(
                "group IAB2V2_1 has the TCF 2.2 prefix 'IAB2V2', but template IAB2 uses TCF 2.0 ('IABV2_1')") == true)
    }

    @Test func groupPrefixMismatchWithoutAnIABTemplateUsesGroupPrefixes() throws {
        let prefs = preferences(
            #"[{"groupId": "ISPV2_1"}, {"groupId": "ISP2V2_2"}]"#, appConfig: #"{"templateType": "GDPR"}"#)
        let findings = try lint("group-prefix-mismatch", [.preferences: prefs, .vendors: vendors("")])
        #expect(places(findings) == ["preferences#/pcUIData/purposeTree/purposes/0/groupId"])
        #expect(
            findings.first?.message.contains("the vendors snapshot's groupPrefixes use TCF 2.2 ('ISP2V2_1')") == true)
        // Mixed groupPrefixes and no IAB template: no version to compare with.
        let mixed = vendors("", prefixes: #"{"purpose": "IAB2V2", "feature": "IFEV2"}"#)
        #expect(try lint("group-prefix-mismatch", [.preferences: prefs, .vendors: mixed]).isEmpty)
    }

    @Test func groupPrefixMismatchTemplateFallsBackToVendors() throws {
        let v = vendors(
            "", prefixes: #"{"stack": "STACK", "purpose": "IAB2V2"}"#,
            top: #""appConfig": {"templateType": "IAB2V2"}, "#)
        let findings = try lint("group-prefix-mismatch", [.vendors: v])
        #expect(places(findings) == ["vendors#/iab2V2Vendors/groupPrefixes/stack"])
        #expect(findings.first?.message.contains("(not a known prefix)") == true)
    }

    // MARK: general-vendor-link-broken

    @Test func generalVendorLinksBothWays() throws {
        let prefs = preferences(
            #"[{"groupId": "C0002", "generalVendorsIds": ["V1", "V9"]}, {"groupId": "BG1", "children": [{"groupId": "C0003", "generalVendorsIds": ["V2"]}]}]"#
        )
        let v =
            #"{"generalVendors": {"V1": {"linkedGroupIds": ["C0002", "C0003"]}, "V2": {"linkedGroupIds": ["C0003", "C0007"]}}}"#
        let findings = try lint("general-vendor-link-broken", [.preferences: prefs, .vendors: v])
        #expect(
            places(findings) == [
                "preferences#/pcUIData/purposeTree/purposes/0/generalVendorsIds/1",
                "vendors#/generalVendors/V1/linkedGroupIds/1", "vendors#/generalVendors/V2/linkedGroupIds/1",
            ])
        let messages = findings.map(\.message)
        #expect(
            messages.contains {
                $0.hasPrefix(
                    "group C0002 lists general vendor V9, which generalVendors in the vendors snapshot does not define")
            })
        #expect(
            messages.contains {
                $0.hasPrefix(
                    "general vendor V1 is linked to group C0003, but C0003's generalVendorsIds in the preferences does not list V1"
                )
            })
        #expect(
            messages.contains {
                $0.hasPrefix(
                    "general vendor V2 is linked to group C0007, which the preferences purpose tree does not define")
            })
        #expect(evidence(findings.first { $0.component == .preferences }) == ["groupId": "C0002", "vendor": "V9"])
    }

    @Test func generalVendorLinksWithoutGeneralVendors() throws {
        let prefs = preferences(#"[{"groupId": "C0002", "generalVendorsIds": ["V1"]}]"#)
        let findings = try lint(
            "general-vendor-link-broken", [.preferences: prefs, .vendors: #"{"iab2V2Vendors": {}}"#])
        #expect(places(findings) == ["preferences#/pcUIData/purposeTree/purposes/0/generalVendorsIds/0"])
        // A vendor linking the group from the other side only.
        let oneSided = try lint(
            "general-vendor-link-broken",
            [
                .preferences: preferences(#"[{"groupId": "C0002"}]"#),
                .vendors: #"{"generalVendors": {"V1": {"linkedGroupIds": ["C0002"]}}}"#,
            ])
        #expect(places(oneSided) == ["vendors#/generalVendors/V1/linkedGroupIds/0"])
    }

    // MARK: vendor-count-mismatch

    @Test func vendorCountMismatchPerKind() throws {
        let prefs = preferences(
            #"""
            [{"groupId": "IAB2V2_1", "vendorsLinkedInfo": "3 partners can use this purpose"},
             {"groupId": "IAB2V2_2", "vendorsLinkedInfo": "1 partner can use this purpose"},
             {"groupId": "ISP2V2_1", "vendorsLinkedInfo": "2 partners"},
             {"groupId": "ISF2V2_1", "vendorsLinkedInfo": "no number"},
             {"groupId": "V2STACK1", "type": "IAB2V2_STACK", "vendorsLinkedInfo": "99 partners"}]
            """#)
        let v = vendors(
            #""vendors": {"1": {"purposes": [1], "legIntPurposes": [1], "specialPurposes": [1]}, "2": {"legIntPurposes": [1], "flexiblePurposes": [2]}, "3": {"specialPurposes": [1]}}"#
        )
        let findings = try lint("vendor-count-mismatch", [.preferences: prefs, .vendors: v])
        #expect(
            places(findings) == [
                "preferences#/pcUIData/purposeTree/purposes/0/vendorsLinkedInfo",
                "preferences#/pcUIData/purposeTree/purposes/1/vendorsLinkedInfo",
            ])
        #expect(
            findings.first?.message.hasPrefix(
                "group IAB2V2_1 says 3 vendors use it, but 2 IAB vendors in the vendors snapshot use purpose 1 (by consent or legitimate interest)"
            ) == true)
        #expect(evidence(findings.first) == ["stated": "3", "actual": "2"])
        #expect(evidence(findings.last) == ["stated": "1", "actual": "0"])  // flexible purposes are not counted
    }

    @Test func vendorCountNeedsAVendorsObject() throws {
        let prefs = preferences(#"[{"groupId": "IAB2V2_1", "vendorsLinkedInfo": "3 partners"}]"#)
        #expect(try lint("vendor-count-mismatch", [.preferences: prefs, .vendors: vendors("")]).isEmpty)
        #expect(
            try lint("vendor-count-mismatch", [.preferences: prefs, .vendors: vendors(#""vendors": {}"#)]).count == 1)
    }

    // MARK: vendors-source-mismatch

    @Test func vendorsSourceMismatchNamesBothValues() throws {
        let prefs = #"{"appConfig": {"templateType": "IAB2V2", "countryCode": "DE", "regionCode": ""}}"#
        let v =
            #"{"appConfig": {"templateType": "IAB2V2", "countryCode": "AT", "regionCode": ""}, "iab2V2Vendors": {"vendorListVersion": 98}}"#
        let findings = try lint("vendors-source-mismatch", [.preferences: prefs, .vendors: v])
        #expect(places(findings) == ["vendors#/appConfig/countryCode"])
        #expect(
            findings.first?.message.hasPrefix(
                #"the vendors snapshot's appConfig.countryCode is "AT" but the preferences' is "DE""#) == true)
        #expect(evidence(findings.first) == ["field": "appConfig.countryCode", "vendors": "AT", "preferences": "DE"])
    }

    @Test func vendorsSourceMismatchSkipsWhatOneSideLacks() throws {
        let prefs = #"{"appConfig": {"countryCode": "DE"}, "pcUIData": {"vendorListVersion": "97"}}"#
        let v =
            #"{"appConfig": {"templateType": "IAB2V2", "regionCode": "BY"}, "iab2V2Vendors": {"vendorListVersion": 98}}"#
        let findings = try lint("vendors-source-mismatch", [.preferences: prefs, .vendors: v])
        #expect(places(findings) == ["vendors#/iab2V2Vendors/vendorListVersion"])
        #expect(try lint("vendors-source-mismatch", [.vendors: v]).isEmpty)
        #expect(
            try lint("vendors-source-mismatch", [.preferences: #"{"appConfig": {"countryCode": "DE"}}"#, .vendors: v])
                .isEmpty)
    }

    // MARK: Wording and paths from the rule

    /// A rule that names other places: the function follows them, and messages name the paths given.
    @Test func iabPathsComeFromTheRule() throws {
        let ruleset = try loadRules(
            """
            aliases:
              GVL: $.gvl
            rules:
              moved-purpose-undefined:
                summary: test
                severity: error
                scope: set
                then:
                  function: coherence
                  functionOptions:
                    check: groupDefined
                    groups: '$.tree[*]'
                    groupId: id
                    groupType: kind
                    groupPrefixes: '#GVL.prefixes'
                    dictionaries: {purpose: '#GVL.p', feature: '#GVL.f'}
                message:
                  default: "{{groupId}}: {{kind}} {{id}} not in {{definedAt}} ({{dictionary}})"
                  noDictionary: "{{groupId}}: no {{definedAt}}"
            """)
        // Each file is a CMP API response (it has appConfig); the data sits where the rule says.
        let prefs =
            #"{"appConfig": {}, "tree": [{"id": "P_1"}, {"id": "P_2"}, {"id": "F_1", "kind": "X_STACK"}, {"id": "F_2"}, {"id": "S_1"}]}"#
        let v =
            #"{"appConfig": {}, "gvl": {"prefixes": {"purpose": "P", "feature": "F", "specialPurpose": "S"}, "p": {"1": {}}}}"#
        let findings = Linter(ruleset: ruleset).lint(snapshotSet([.preferences: prefs, .vendors: v]))
        // F_1 is a stack by its type; special purposes are not checked (no dictionary named).
        #expect(findings.map(\.message) == ["P_2: purpose 2 not in gvl.p (p)", "F_2: no gvl.f"])
        #expect(places(findings) == ["preferences#/tree/1/id", "preferences#/tree/3/id"])
    }

    @Test func vendorReferencesFollowTheirJoins() throws {
        let ruleset = try loadRules(
            """
            rules:
              refs:
                summary: test
                severity: error
                scope: set
                then:
                  function: coherence
                  functionOptions:
                    check: vendorReferences
                    vendors: $.list
                    references:
                      - {arrays: [uses, alsoUses], definedIn: $.things, label: thing}
                      - {arrays: tags, definedIn: $.tags, label: tag, targetRequired: true}
                message:
                  default: "{{vendor}}{{#vendorName}} ({{vendorName}}){{/vendorName}}: {{item}} {{id}} in {{array}}, not in {{definedAt}}"
                  noDictionary: "{{vendor}}: no {{definedAt}} for {{item}} {{id}}"
            """)
        let v =
            #"{"appConfig": {}, "things": {"1": {}}, "list": {"7": {"name": "Seven", "uses": [1, 2], "alsoUses": [3, "4"], "tags": [5]}}}"#
        let findings = Linter(ruleset: ruleset).lint(snapshotSet([.vendors: v]))
        #expect(
            findings.map(\.message).sorted() == [
                "7: no tags for tag 5", "7: thing 2 in uses, not in things", "7: thing 3 in alsoUses, not in things",
            ])
    }

    @Test func vendorsSameSourceComparesTheNamedFields() throws {
        let ruleset = try loadRules(
            """
            rules:
              same:
                summary: test
                severity: error
                scope: set
                then:
                  function: coherence
                  functionOptions:
                    check: sameSource
                    fields: [$.meta.app, $.meta.count]
                    vendorListVersion: {vendors: $.v, preferences: '$..v', except: $.other.v}
                message: "{{field}}: {{vendors|json}} vs {{preferences|json}}"
            """)
        let prefs = #"{"appConfig": {}, "other": {"v": 1}, "meta": {"app": "a", "count": 3}, "x": {"v": "2"}}"#
        let v = #"{"appConfig": {}, "meta": {"app": "b", "count": 4}, "v": 1}"#
        let findings = Linter(ruleset: ruleset).lint(snapshotSet([.preferences: prefs, .vendors: v]))
        // Only strings are compared as fields; the version skips $.other.v and takes the next one.
        #expect(findings.map(\.message).sorted() == [#"meta.app: "b" vs "a""#, #"v: "1" vs "2""#])
    }

    @Test func perKindOptionsAreChecked() {
        func error(_ options: String) -> String {
            do {
                _ = try loadRules(
                    """
                    rules:
                      r:
                        summary: test
                        severity: error
                        scope: set
                        then:
                          function: coherence
                          functionOptions: \(options)
                    """)
                return ""
            } catch {
                return "\(error)"
            }
        }
        let base = "{check: groupDefined, groups: '$.a[*]', groupId: id, groupType: type, groupPrefixes: $.p, "
        #expect(error(base + "dictionaries: {purpos: $.d}}").contains("purpos"))
        #expect(error(base + "dictionaries: {purpose: '#Nowhere'}}").contains("unknown alias '#Nowhere'"))
        #expect(error(base + "dictionaries: {purpose: $.d}}").isEmpty)
    }
}
