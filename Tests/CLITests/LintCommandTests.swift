import Foundation
import Testing

/// `cmplint lint` end to end on the bundled samples: exit codes, stylish and JSON output.
@Suite(.serialized)
struct LintCommandTests {
    @Test func cleanSamplesPass() throws {
        // Whatever the run's date: the clean samples carry nothing that ages.
        for today in [SampleDate.today, "2036-11-28"] {
            let result = try CLIRunner.run(["lint", "samples/clean", "--today", today])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("✔ No problems found · 4 sets,"), "\(result.stdout)")
        }
    }

    @Test func lintIsTheDefaultSubcommand() throws {
        let result = try CLIRunner.run(["samples/clean/DE_de", "--format", "json"])
        #expect(result.status == 0)
        let summary = try #require(try result.json()["summary"] as? [String: Any])
        #expect(summary["sets"] as? Int == 1)
        #expect(summary["files"] as? Int == 3)
    }

    @Test(arguments: [
        ("invalid-json", "samples/broken/invalid-json/US-CA_en/OneTrustPCData.json", "", 1 as Int32),
        (
            "duplicate-key", "samples/broken/duplicate-key/US-CA_en/OneTrustBannerData.json",
            "/bannerUIData/summary/title", 0
        ),
        ("component-missing", "samples/broken/component-missing/US-CA_en", "", 1),
        (
            "component-kind-mismatch", "samples/broken/component-kind-mismatch/US-CA_en/OneTrustBannerData.json",
            "/pcUIData", 1
        ),
        (
            "ot-consent-string-leak", "samples/broken/ot-consent-string-leak/US-CA_en/OneTrustBannerData.json",
            "/otConsentString", 1
        ),
    ])
    func eachBrokenSampleTriggersItsRule(rule: String, file: String, pointer: String, status: Int32) throws {
        let result = try CLIRunner.run(["lint", "samples/broken/\(rule)", "--format", "json"])
        #expect(result.status == status, "\(result.stderr)")
        let findings = try result.findings()
        // Which other rules may fire is SampleSetTests' business; here: the place and the set.
        #expect(Set(findings.compactMap { $0["ruleId"] as? String }).contains(rule), "\(findings)")
        let finding = try #require(
            findings.first { $0["file"] as? String == file && $0["pointer"] as? String == pointer }, "\(findings)")
        let set = try #require(finding["set"] as? [String: Any])
        #expect(set["path"] as? String == "samples/broken/\(rule)/US-CA_en")
        #expect(set["country"] as? String == "US")
        #expect(set["region"] as? String == "CA")
        #expect(set["language"] as? String == "en")
        if rule == "component-missing" {
            #expect(finding["line"] is NSNull)
        } else {
            #expect((finding["line"] as? Int ?? 0) >= 1)
            #expect((finding["column"] as? Int ?? 0) >= 1)
        }
    }

    @Test func jsonReportShape() throws {
        let result = try SamplesReport.json()
        #expect(result.status == 1)
        let report = try result.json()
        #expect(report["version"] as? Int == 1)
        let tool = try #require(report["tool"] as? [String: Any])
        #expect(tool["name"] as? String == "cmplint")
        let summary = try #require(report["summary"] as? [String: Any])
        let sets = try FileManager.default.subpathsOfDirectory(
            atPath: CLIRunner.repositoryRoot.appendingPathComponent("samples").path
        )
        .filter { $0.hasSuffix("OneTrustBannerData.json") || $0.hasSuffix("OneTrustPCData.json") }
        .map { ($0 as NSString).deletingLastPathComponent }
        #expect(summary["sets"] as? Int == Set(sets).count)
        #expect(summary["failed"] as? Bool == true)
        let findings = try result.findings()
        #expect(summary["findings"] as? Int == findings.count)
        for key in ["ruleId", "severity", "message", "file", "pointer", "line", "column", "component", "set"] {
            #expect(findings.allSatisfy { $0[key] != nil }, "every finding has \(key)")
        }
        // Nothing at warning or above in the clean sets (the German vendor list's age is an info).
        #expect(
            !findings.contains {
                ($0["file"] as? String ?? "").hasPrefix("samples/clean/") && $0["severity"] as? String != "info"
            })
    }

    @Test func invalidJSONFindingIsPreciseAndTheRunContinues() throws {
        let result = try CLIRunner.run(["lint", "samples/broken/invalid-json", "--format", "json"])
        let finding = try #require(try result.findings().first)
        #expect((finding["line"] as? Int ?? 0) > 40)
        #expect((finding["message"] as? String ?? "").contains("expected"))
    }

    @Test func stylishGroupsByFileAndSummarises() throws {
        let result = try CLIRunner.run(["lint", "samples/broken/duplicate-key", "--color", "never"])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "samples/broken/duplicate-key/US-CA_en/OneTrustBannerData.json")
        #expect(
            lines.contains {
                $0.range(
                    of:
                        #"^  \d+:\d+  warning  duplicate-key  duplicate key "title": the object already has this key, and parsers keep only one of the values  /bannerUIData/summary/title$"#,
                    options: .regularExpression) != nil
            }, "\(lines)")
        #expect(result.stdout.contains("⚠ 1 problem (0 errors, 1 warning, 0 infos, 0 hints) · 1 set, 2 files checked"))
        #expect(!result.stdout.contains("\u{1B}["))
        #expect(
            try CLIRunner.run(["lint", "samples/broken/duplicate-key", "--color", "always"]).stdout.contains(
                "\u{1B}[33mwarning"))
    }

    @Test func failSeverityAndQuiet() throws {
        #expect(try CLIRunner.run(["lint", "samples/broken/duplicate-key"]).status == 0)
        #expect(try CLIRunner.run(["lint", "samples/broken/duplicate-key", "--fail-severity", "warning"]).status == 1)
        // `warn`, as Spectral's and ESLint's users type it.
        #expect(try CLIRunner.run(["lint", "samples/broken/duplicate-key", "--fail-severity", "warn"]).status == 1)
        let quiet = try CLIRunner.run(["lint", "samples/broken/duplicate-key", "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stdout.isEmpty)
        #expect(
            quiet.stderr.contains("cmplint: --quiet hid 1 warning below the fail severity (error)"), "\(quiet.stderr)")
        // A set with a warning and one with errors: only the errors are left.
        let quietJSON = try CLIRunner.run([
            "lint", "samples/broken/duplicate-key", "samples/broken/tc-string-leak", "--quiet", "--format", "json",
        ])
        let severities = try quietJSON.findings().map { $0["severity"] as? String }
        #expect(!severities.isEmpty && severities.allSatisfy { $0 == "error" }, "\(severities)")
    }

    @Test func outputFileAndExplicitComponents() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: out) }
        let set = "samples/broken/component-kind-mismatch/US-CA_en"
        // Explicit flags put each file in its right slot: the swap is undone, nothing to report.
        let result = try CLIRunner.run([
            "lint", "--banner", "\(set)/OneTrustPCData.json", "--preferences", "\(set)/OneTrustBannerData.json",
            "--format", "json", "--output", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        #expect((written?["findings"] as? [Any])?.isEmpty == true)
    }

    @Test func personalDataIsRedactedUnlessAsked() throws {
        let tcString = "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA"
        let redacted = try CLIRunner.run(["lint", "samples/broken/tc-string-leak", "--format", "json"])
        #expect(!redacted.stdout.contains(tcString))
        let finding = try #require(try redacted.findings().first { $0["ruleId"] as? String == "tc-string-leak" })
        let evidence = try #require(finding["evidence"] as? [String: Any])
        #expect(evidence["vendorConsentCount"] as? Int == 3)
        #expect(evidence["prefix"] as? String == "CPSG_8AP… (94 chars)")
        let stylish = try CLIRunner.run(["lint", "samples/broken/tc-string-leak", "--color", "never"])
        #expect(stylish.stdout.contains("↳ kind: TCF v2 TC string, length: 94"))
        #expect(!stylish.stdout.contains(tcString))
        let revealed = try CLIRunner.run([
            "lint", "samples/broken/tc-string-leak", "--format", "json", "--show-personal-data",
        ])
        #expect(revealed.stdout.contains(tcString))
    }

    @Test func findingsPerRuleAreCappedWithAClosingCount() throws {
        let set = "samples/broken/consent-state-leak"
        let full = try CLIRunner.run(["lint", set, "--format", "json"])
        #expect(try full.findings().filter { $0["ruleId"] as? String == "consent-state-leak" }.count == 2)
        let capped = try CLIRunner.run(["lint", set, "--format", "json", "--max-findings-per-rule", "1"])
        #expect(capped.status == 1)
        let leaks = try capped.findings().filter { $0["ruleId"] as? String == "consent-state-leak" }
        #expect(leaks.count == 2)
        let closing = try #require(leaks.first { $0["pointer"] as? String == "" })
        #expect(
            (closing["message"] as? String)?.hasPrefix("1 more consent-state-leak finding in this file not shown")
                == true)
        #expect(closing["severity"] as? String == "error")
    }

    @Test func commandLineExpectationsWinOverTheFolderName() throws {
        let result = try CLIRunner.run([
            "lint", "samples/broken/ot-consent-string-leak", "--country", "fr", "--language", "fr", "--format", "json",
        ])
        let set = try #require(try result.findings().first?["set"] as? [String: Any])
        #expect(set["country"] as? String == "FR")
        #expect(set["region"] is NSNull)
        #expect(set["language"] as? String == "fr")
    }

    /// `--require-meant-for`: a set that says nothing about its country and language fails; the
    /// samples, named CC_lang, pass.
    @Test func requireMeantForFailsASetWithoutCountryOrLanguage() throws {
        let dir = try temporaryFolder("require-meant-for")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(
            at: CLIRunner.repositoryRoot.appendingPathComponent("samples/clean/DE_de"),
            to: dir.appendingPathComponent("capture"))
        #expect(try CLIRunner.run(["lint", "capture"], in: dir).status == 0)
        let required = try CLIRunner.run(
            ["lint", "capture", "--require-meant-for", "--format", "json", "--today", SampleDate.today], in: dir)
        #expect(required.status == 1, "\(required.stderr)")
        #expect(
            try required.findings().map { "\($0["ruleId"] ?? "") \($0["severity"] ?? "")" } == [
                "geo-unknown error", "language-unknown error",
            ])
        #expect(try CLIRunner.run(["lint", "samples/clean", "--require-meant-for"]).status == 0)
    }

    /// A German banner and French preferences under Android `res/raw` names: grouped into one set
    /// by content, so the cross-file rules run on it (linted one file at a time, they could not).
    @Test func filesRecognisedByContentAreLintedAsOneSet() throws {
        let dir = try temporaryFolder("content-set")
        defer { try? FileManager.default.removeItem(at: dir) }
        let raw = dir.appendingPathComponent("res/raw")
        try FileManager.default.createDirectory(at: raw, withIntermediateDirectories: true)
        let samples = CLIRunner.repositoryRoot.appendingPathComponent("samples/clean")
        try FileManager.default.copyItem(
            at: samples.appendingPathComponent("DE_de/OneTrustBannerData.json"),
            to: raw.appendingPathComponent("onetrust_banner_data.json"))
        try FileManager.default.copyItem(
            at: samples.appendingPathComponent("FR_fr/OneTrustPCData.json"),
            to: raw.appendingPathComponent("ot_pc.json"))
        let json = try CLIRunner.run(["lint", "res", "--format", "json"], in: dir)
        #expect(json.status == 1, "\(json.stderr)")
        let findings = try json.findings()
        let rules = Set(findings.compactMap { $0["ruleId"] as? String })
        #expect(
            rules.isSuperset(of: ["language-inconsistent", "geo-inconsistent", "template-inconsistent"]), "\(rules)")
        let set = try #require(findings.first?["set"] as? [String: Any])
        #expect(set["path"] as? String == "res/raw")
        #expect(
            set["assembly"] as? String
                == "set assembled from 2 files recognised by content: onetrust_banner_data.json (banner), ot_pc.json (preferences), one per component, none named apart"
        )
        let stylish = try CLIRunner.run(["lint", "res", "--color", "never"], in: dir)
        #expect(stylish.stdout.contains("res/raw: set assembled from 2 files recognised by content: "))
        let html = try CLIRunner.run(["lint", "res", "--format", "html"], in: dir)
        #expect(
            html.stdout.contains(
                "<p class=\"meta\">set assembled from 2 files recognised by content: onetrust_banner_data.json (banner)"
            ))
        let inspect = try CLIRunner.run(["inspect", "res"], in: dir)
        #expect(inspect.stdout.contains("set assembled from 2 files recognised by content"), "\(inspect.stdout)")
    }
}

/// Exit status 2 with a message naming the file and position, never a crash.
@Suite(.serialized)
struct UsageErrorTests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func badArgumentsExitTwo() throws {
        #expect(try CLIRunner.run(["lint", "--no-such-flag", "samples"]).status == 2)
        #expect(try CLIRunner.run(["lint", "samples", "--format", "xml"]).status == 2)
        #expect(try CLIRunner.run(["lint"]).status == 2)
        let missing = try CLIRunner.run(["lint", "no/such/dir"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "cmplint: no/such/dir: no such file or directory\n")
        #expect(try CLIRunner.run(["lint", "samples", "--region", "CA"]).status == 2)
        let zero = try CLIRunner.run(["lint", "samples", "--max-findings-per-rule", "0"])
        #expect(zero.status == 2)
        #expect(zero.stderr == "cmplint: --max-findings-per-rule must be at least 1, found 0\n")
        #expect(try CLIRunner.run(["lint", "samples", "--max-findings-per-rule", "many"]).status == 2)
    }

    @Test func misnamedOneTrustDataIsLintedAndOtherJSONSaysHowToNameIt() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let web = dir.appendingPathComponent("web")
        try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
        try
            #"{"DomainData": {"Language": {"Culture": "en"}, "ShowAlertNotice": true}, "CommonData": {}, "NtfyConfig": {}}"#
            .write(to: web.appendingPathComponent("en.json"), atomically: true, encoding: .utf8)
        try #"{"domain": {"UseV2": true}, "culture": {"DomainData": {"ShowAlertNotice": true}}}"#
            .write(to: web.appendingPathComponent("applicationdata.json"), atomically: true, encoding: .utf8)
        try #"{"name": "app"}"#.write(to: web.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        // One file, and the folder: legacy-format on each OneTrust file, exit 1, the other JSON left alone.
        let single = try CLIRunner.run(["lint", "web/en.json", "--format", "json"], in: dir)
        #expect(single.status == 1, "\(single.stderr)")
        #expect(
            try single.findings().filter { $0["severity"] as? String == "error" }.map {
                "\($0["ruleId"] ?? "") \($0["file"] ?? "")"
            } == ["legacy-format web/en.json"])
        let folder = try CLIRunner.run(["lint", "web", "--format", "json"], in: dir)
        #expect(folder.status == 1, "\(folder.stderr)")
        let files = Set(
            try folder.findings().filter { $0["ruleId"] as? String == "legacy-format" }.compactMap {
                $0["file"] as? String
            })
        #expect(files == ["web/en.json", "web/applicationdata.json"])
        #expect(
            try folder.findings().first { $0["ruleId"] as? String == "legacy-format" }?["message"] as? String
                == "this file is legacy (pre-CMP-API) OneTrust data, not a CMP API response: it has 'domain', 'culture', 'ShowAlertNotice'"
        )
        // JSON that is no OneTrust data: exit 2, saying how to name or pass it.
        let other = try CLIRunner.run(["lint", "web/package.json"], in: dir)
        #expect(other.status == 2)
        #expect(
            other.stderr.contains(
                "web/package.json: cannot tell which snapshot this is: it holds neither a CMP API response nor legacy OneTrust data (its top-level keys: 'name'); name a snapshot file after its component"
            ))
        #expect(other.stderr.contains("or pass it with --banner, --preferences or --vendors"))
    }

    @Test func bannerAloneNamesTheFlagAndTheFileBesideIt() throws {
        let set = "samples/clean/US-CA_en"
        let result = try CLIRunner.run(["lint", "--banner", "\(set)/OneTrustBannerData.json", "--format", "json"])
        #expect(result.status == 1)
        let missing = try #require(try result.findings().first { $0["ruleId"] as? String == "component-missing" })
        #expect(
            missing["message"] as? String
                == "no preferences snapshot was passed: the SDK cannot start from offline data without it; add --preferences FILE (\(set)/OneTrustPCData.json lies next to the files passed; it is not picked up by itself)"
        )
    }

    @Test func badConfigNamesFileAndPosition() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent(".cmplint.yml")
        try "rules:\n  duplicate-key: eror\n".write(to: config, atomically: true, encoding: .utf8)
        // The config applies to the sets below it (docs/configuration.md), so the set is copied there.
        try FileManager.default.copyItem(
            at: CLIRunner.repositoryRoot.appendingPathComponent("samples/clean/DE_de"),
            to: dir.appendingPathComponent("DE_de"))
        let result = try CLIRunner.run(["lint", "DE_de"], in: dir)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                ".cmplint.yml:2:18: 'eror' is not a severity for rule 'duplicate-key'; did you mean 'error'?"),
            "\(result.stderr)")
    }

    @Test func configFileIsFoundAndApplied() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "failSeverity: warning\nrules:\n  ot-consent-string-leak: off\n".write(
            to: dir.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        let samples = ["ot-consent-string-leak", "duplicate-key"]
        for sample in samples {
            try FileManager.default.copyItem(
                at: CLIRunner.repositoryRoot.appendingPathComponent("samples/broken/\(sample)"),
                to: dir.appendingPathComponent(sample))
        }
        let result = try CLIRunner.run(["lint"] + samples + ["--format", "json"], in: dir)
        #expect(result.status == 1)
        let rules = Set(try result.findings().compactMap { $0["ruleId"] as? String })
        #expect(!rules.contains("ot-consent-string-leak"))
        #expect(rules.contains("duplicate-key"))
        #expect((try result.json()["summary"] as? [String: Any])?["failSeverity"] as? String == "warning")
    }
}

/// `cmplint rules`, and the binary working from anywhere with its embedded ruleset.
@Suite(.serialized)
struct RulesCommandTests {
    @Test func listsAndShowsRules() throws {
        let list = try CLIRunner.run(["rules"])
        #expect(list.status == 0)
        for id in [
            "invalid-json", "duplicate-key", "component-missing", "component-kind-mismatch", "ot-consent-string-leak",
        ] {
            #expect(list.stdout.contains(id))
        }
        let page = try CLIRunner.run(["rules", "ot-consent-string-leak"])
        #expect(page.stdout.contains("Failing examples:"))
        #expect(page.stdout.contains("banner#/otConsentString"))
        let unknown = try CLIRunner.run(["rules", "ot-consent-string-leek"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'ot-consent-string-leak'?"))
    }

    @Test func aCopiedBinaryWorksOutsideTheRepository() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("cmplint")
        try FileManager.default.copyItem(at: CLIRunner.executable, to: copy)
        let rules = try CLIRunner.run(["rules"], in: dir, executable: copy)
        #expect(rules.status == 0)
        #expect(rules.stdout.contains("ot-consent-string-leak"))
        let samples = CLIRunner.repositoryRoot.appendingPathComponent("samples/broken/ot-consent-string-leak").path
        #expect(try CLIRunner.run(["lint", samples], in: dir, executable: copy).status == 1)
    }
}
