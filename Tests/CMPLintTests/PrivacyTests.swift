import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// No report shows a consent string or identifier unless `--show-personal-data`: valid strings
/// and identifiers planted in every channel a finding can carry them through (keys in pointers and
/// messages, quoted server errors, logo URLs, duplicate keys, dangling group ids, appConfig values,
/// the leak rules' own evidence) are absent, even as a 16-character piece, from every format, the
/// step summary and a written baseline; with the flag they are shown.
struct PrivacyTests {
    typealias V = PersonalDataVectors

    static let secrets = [
        V.tcString, V.gppString, V.additionalConsent, V.usPrivacy, V.otConsentString, V.dsId, V.identifier,
    ]

    /// A set whose documents carry the secrets in every channel; the folder name is a plain path.
    static func plantedSet() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-privacy-\(UUID().uuidString)")
        let set = root.appendingPathComponent("DE_de")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let banner = """
            {
              "errors": [
                {"code": "ERROR_CODE_CONSENT", "message": "dsId \(V.dsId) sent the consent string \(V.tcString)"},
                {"code": "ERROR_CODE_PRIVACY", "message": "rejected us_privacy=\(V.usPrivacy)"}
              ],
              "appConfig": {"countryCode": "\(V.identifier)", "templateType": "\(V.additionalConsent)"},
              "bannerUIData": {"logo": {"url": "https://cdn.example.com/logo.png?gdpr_consent=\(V.tcString)&dsid=\(V.identifier)"}},
              "prompts": {"idfa": {"linkedCategories": {"list": [{"groupId": "\(V.dsId)"}]}}},
              "dup": {"\(V.tcString)": 1, "\(V.tcString)": 2, "\(V.dsId)": 1, "\(V.dsId)": 2},
              "cache": {"\(V.dsId)": "\(V.tcString)"},
              "otConsentString": "\(V.otConsentString)"
            }
            """
        let preferences = """
            {
              "appConfig": {"countryCode": "DE", "templateType": "\(V.gppString)"},
              "pcUIData": {"purposeTree": {"purposes": [{"groupId": "C0001"}]}, "buttons": {"savePreferencesButton": {}}},
              "groupsHierarchy": {"\(V.gppString)": {}},
              "storageKeys": {"IABUSPrivacy_String": "\(V.usPrivacy)"}
            }
            """
        try banner.write(to: set.appendingPathComponent("OneTrustBannerData.json"), atomically: true, encoding: .utf8)
        try preferences.write(to: set.appendingPathComponent("OneTrustPCData.json"), atomically: true, encoding: .utf8)
        return root
    }

    /// Every format to a file, the step summary and a written baseline.
    static func run(revealing: Bool) throws -> LintOutcome {
        let root = try plantedSet()
        defer { try? FileManager.default.removeItem(at: root) }
        return try LintRunner.run(
            LintRequest(
                paths: ["DE_de"], workingDirectory: root.path, revealPersonalData: revealing,
                reports: ReportFormat.allCases.map { ReportRequest(format: $0, path: "report.\($0.rawValue)") },
                writeBaseline: "baseline.json", stepSummaryFile: "summary.md"))
    }

    /// The rules whose findings carry the planted values: each channel is exercised.
    static let channels: Set<String> = [
        "error-response", "geo-mismatch", "template-inconsistent", "logo-not-bundled", "dangling-group-reference",
        "duplicate-key", "tc-string-leak", "gpp-string-leak", "addtl-consent-leak", "ot-consent-string-leak",
        "identifier-leak", "consent-state-leak",
    ]

    @Test func noFormatShowsAPlantedValue() throws {
        let outcome = try Self.run(revealing: false)
        #expect(Self.channels.isSubset(of: Set(outcome.fullReport.allFindings.map(\.ruleId))))
        #expect(
            outcome.outputs.count == ReportFormat.allCases.count + 2, "every format, the step summary and the baseline")
        // The values as written, and as a JSON Pointer token ("~" becomes "~0").
        let forms = Self.secrets + Self.secrets.map(JSONPointer.escape)
        for output in outcome.outputs {
            #expect(V.leaks(in: output.text, of: forms).isEmpty, "\(output.destination)")
        }
        // Pointers keep their structure, and the redacted ones still tell findings apart.
        let duplicates = outcome.fullReport.allFindings.filter { $0.ruleId == "duplicate-key" }.map(\.pointer)
        #expect(duplicates.count == 2 && Set(duplicates).count == 2)
        #expect(duplicates.allSatisfy { $0.hasPrefix("/dup/[redacted ") && JSONPointer.tokens($0)?.count == 2 })
    }

    @Test func showPersonalDataShowsThemWhereTheyAre() throws {
        let outcome = try Self.run(revealing: true)
        let findings = outcome.fullReport.allFindings
        func messages(_ rule: String) -> String {
            findings.filter { $0.ruleId == rule }.map(\.message).joined(separator: "\n")
        }
        #expect(
            Set(findings.filter { $0.ruleId == "duplicate-key" }.map(\.pointer)) == [
                "/dup/\(V.tcString)", "/dup/\(V.dsId)",
            ])
        #expect(messages("error-response").contains(V.dsId))
        #expect(messages("error-response").contains("us_privacy=\(V.usPrivacy)"))
        #expect(messages("geo-mismatch").contains(V.identifier))
        #expect(
            messages("template-inconsistent").contains(V.additionalConsent)
                && messages("template-inconsistent").contains(V.gppString))
        #expect(
            messages("dangling-group-reference").contains(V.dsId)
                && messages("dangling-group-reference").contains(V.gppString))
        #expect(messages("logo-not-bundled").contains("gdpr_consent=" + V.tcString.prefix(20)))
        #expect(
            findings.contains {
                $0.ruleId == "tc-string-leak" && $0.pointer == "/cache/\(V.dsId)"
                    && $0.message.contains("'\(V.dsId)' holds")
            })
        let json = try #require(
            outcome.outputs.first { output in
                if case .file(let path) = output.destination { return path.hasSuffix("/report.json") }
                return false
            })
        for secret in Self.secrets {
            #expect(json.text.contains(secret) || json.text.contains(JSONPointer.escape(secret)), "\(secret)")
        }
    }

    @Test func findingsAreRedactedWhenMadeUnlessRevealing() {
        func finding(_ reveal: Bool) -> Finding {
            Finding(
                ruleId: "r", severity: .error, message: "key \(V.dsId)", file: "DE_de/\(V.identifier).json",
                pointer: "/a/\(V.dsId)",
                start: nil, end: nil, component: nil, setPath: "DE_de",
                evidence: [JSONMember(key: V.dsId, value: .array([.string(V.tcString), .int(3)]))],
                revealPersonalData: reveal)
        }
        let redacted = finding(false)
        #expect(
            V.leaks(
                in: redacted.message + redacted.pointer + JSONValue.object(redacted.evidence).jsonText, of: Self.secrets
            ).isEmpty)
        #expect(redacted.file == "DE_de/\(V.identifier).json", "paths are the user's own")
        let revealed = finding(true)
        #expect(revealed.message == "key \(V.dsId)" && revealed.pointer == "/a/\(V.dsId)")
        #expect(revealed.evidence == [JSONMember(key: V.dsId, value: .array([.string(V.tcString), .int(3)]))])
    }

    @Test func staleBaselineEntriesWrittenWithPersonalDataAreShownRedacted() {
        let entry = BaselineEntry(
            ruleId: "duplicate-key", file: "DE_de/OneTrustBannerData.json", pointer: "/dup/\(V.tcString)",
            message: "duplicate key \"\(V.tcString)\"")
        let report = LintReport(findings: [], sets: [])
        let hidden = Suppressor.apply(
            report, ignore: IgnoreList(), baseline: Baseline(entries: [entry]), baselineFile: "b.json",
            workingDirectory: "/", rules: [])
        #expect(hidden.fixedSinceBaseline.count == 1)
        #expect(
            V.leaks(in: hidden.fixedSinceBaseline.map { $0.pointer + $0.message }.joined(), of: Self.secrets).isEmpty)
        let shown = Suppressor.apply(
            report, ignore: IgnoreList(), baseline: Baseline(entries: [entry]), baselineFile: "b.json",
            workingDirectory: "/", rules: [], revealPersonalData: true)
        #expect(shown.fixedSinceBaseline == [entry])
    }
}
