import Foundation
import Testing

/// The samples are the product's demonstration: every `samples/broken/<rule-id>/` must trigger that
/// rule (and, at warning or above, nothing it does not declare), and the clean sets must produce
/// nothing at warning or above.
@Suite(.serialized)
struct SampleSetTests {
    static let brokenRoot = CLIRunner.repositoryRoot.appendingPathComponent("samples/broken")

    static func brokenRules() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: brokenRoot.path)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted()
    }

    /// Rules that a broken sample triggers besides its own because the same defect is also theirs.
    static let alsoExpected: [String: Set<String>] = [
        // The captured otConsentString carries the capturing person's dsId.
        "ot-consent-string-leak": ["identifier-leak"],
        // A French banner in an English set: inconsistent, and not the set's language either.
        "language-inconsistent": ["language-mismatch"],
        // The Austrian vendors link a general vendor to a group the German preferences lack; the
        // root cause explains these findings.
        "vendors-source-mismatch": ["general-vendor-link-broken"],
    ]

    /// The Global Vendor List a sample of a rule that needs one carries (`vendor-list-v*.json` in
    /// its folder, as `gvl fetch` names the file), which its run pins with `--gvl`.
    static func pinnedVendorList(_ rule: String) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: brokenRoot.appendingPathComponent(rule).path))
        return names?.first { $0.hasPrefix("vendor-list") && $0.hasSuffix(".json") }.map {
            "samples/broken/\(rule)/\($0)"
        }
    }

    @Test(arguments: brokenRules())
    func brokenSampleTriggersItsRule(rule: String) throws {
        // One run over every sample (shared), its findings taken per set folder; a sample that
        // carries a GVL is linted on its own with it.
        let result =
            try Self.pinnedVendorList(rule).map {
                try CLIRunner.run(["lint", "samples/broken/\(rule)", "--gvl", $0, "--format", "json"])
            } ?? SamplesReport.json()
        // The shared run fails on the error samples; a sample linted alone may hold only infos.
        #expect(result.status != 2 && result.stderr.isEmpty, "\(result.stderr)")
        let folder = "samples/broken/\(rule)"
        let findings = try result.findings().filter {
            let set = ($0["set"] as? [String: Any])?["path"] as? String ?? ""
            return set == folder || set.hasPrefix(folder + "/")
        }
        let ids = Set(findings.compactMap { $0["ruleId"] as? String })
        #expect(ids.contains(rule), "samples/broken/\(rule) does not trigger \(rule): \(ids.sorted())")
        let serious = Set(
            findings.filter { ["error", "warning"].contains($0["severity"] as? String) }.compactMap {
                $0["ruleId"] as? String
            })
        let allowed = Self.alsoExpected[rule, default: []].union([rule])
        #expect(
            serious.isSubset(of: allowed),
            "samples/broken/\(rule) also triggers \(serious.subtracting(allowed).sorted())")
    }

    /// Every rule about snapshots has a sample; rules about ignore entries (scope `suppressions`)
    /// are shown by their examples and the suppression command tests instead.
    @Test func everyRuleHasABrokenSample() throws {
        let listing = try CLIRunner.run(["rules", "--format", "json"]).stdout
        let object = try JSONSerialization.jsonObject(with: Data(listing.utf8)) as? [String: Any]
        let rules = try #require(object?["rules"] as? [[String: Any]])
            .filter { $0["scope"] as? [String] != ["suppressions"] }
            .compactMap { $0["id"] as? String }
        let samples = Set(Self.brokenRules())
        #expect(rules.count > 30)
        #expect(
            Set(rules).subtracting(samples).isEmpty,
            "rules without a sample under samples/broken: \(Set(rules).subtracting(samples).sorted())")
    }

    @Test func cleanSamplesHaveNothingAtWarningOrAbove() throws {
        let result = try CLIRunner.run(["lint", "samples/clean", "--format", "json", "--fail-severity", "warning"])
        let findings = try result.findings().map { "\($0["ruleId"] ?? "") \($0["file"] ?? "") \($0["message"] ?? "")" }
        #expect(result.status == 0, "\(findings)")
    }
}
