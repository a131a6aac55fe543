import Foundation
import Testing

/// cmplint's SwiftPM plugins as an app package uses them: `Tests/Fixtures/PluginFixture` depends on
/// this repository by path and bundles two snapshot sets, one with a warning (duplicate-key) and one
/// with errors (a captured otConsentString). It is built in place (the path dependency `../../..`
/// must reach the repository) into `.build/plugin-fixture` of this checkout, so reruns are
/// incremental: the first build compiles cmplint and swift-argument-parser (minutes on a 2-core
/// machine), later ones seconds. A slow test: it runs with `CMPLINT_SLOW_TESTS=1` (`.ci/run`).
@Suite(.serialized, .slow)
struct PluginIntegrationTests {
    static let fixture = CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/PluginFixture")
    static let scratch = CLIRunner.repositoryRoot.appendingPathComponent(".build/plugin-fixture").path
    static let snapshots = fixture.appendingPathComponent("Sources/ConsentSnapshots/Snapshots").path
    /// A first build from nothing takes 2–4 minutes here; leave room for a loaded machine.
    static let timeout: TimeInterval = 20 * 60

    @Test func buildShowsFindingsInlineAndFailsOnErrors() throws {
        let build = try ToolRunner.run(
            "swift", ["build", "--package-path", Self.fixture.path, "--scratch-path", Self.scratch],
            timeout: Self.timeout)
        let output = build.stdout + build.stderr
        let lines = output.split(separator: "\n").map(String.init)
        let warning = "\(Self.snapshots)/duplicate-key/US-CA_en/OneTrustBannerData.json:90:7: warning: "
        let error = "\(Self.snapshots)/ot-consent-string-leak/US-CA_en/OneTrustBannerData.json:335:22: error: "
        #expect(lines.contains { $0.hasPrefix(warning) && $0.hasSuffix(" (duplicate-key)") }, "\(output)")
        #expect(lines.contains { $0.hasPrefix(error) && $0.hasSuffix(" (ot-consent-string-leak)") }, "\(output)")
        #expect(build.status != 0, "the errors must fail the build (took \(build.seconds) s)")

        // The JSON report lands in the plugin's work directory (not in the target's resources).
        let outputs = URL(fileURLWithPath: Self.scratch).appendingPathComponent("plugins/outputs")
        let report = try #require(
            FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.first { $0.lastPathComponent == "cmplint-report.json" })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["sets"] as? Int == 2)
        #expect(summary["failed"] as? Bool == true)
        let bundled = try FileManager.default.subpathsOfDirectory(atPath: Self.scratch).filter {
            $0.contains(".resources/cmplint-report")
        }
        #expect(bundled.isEmpty, "the report must not become a bundle resource: \(bundled)")
    }

    @Test func commandPluginRunsCmplintAndFailsWithIt() throws {
        let run = try ToolRunner.run(
            "swift",
            [
                "package", "--package-path", Self.fixture.path, "--scratch-path", Self.scratch,
                "lint-snapshots", "Sources/ConsentSnapshots/Snapshots", "--format", "json",
            ],
            timeout: Self.timeout)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("cmplint exited with status 1"), "\(run.stderr)")
        // Standard output is the report alone: paths relative to the package directory.
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        let findings = try #require(report["findings"] as? [[String: Any]])
        let places = Set(
            findings.map {
                "\($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0) \($0["ruleId"] as? String ?? "")"
            })
        #expect(
            places.contains(
                "Sources/ConsentSnapshots/Snapshots/duplicate-key/US-CA_en/OneTrustBannerData.json:90 duplicate-key"),
            "\(places)")
        #expect(
            places.contains(
                "Sources/ConsentSnapshots/Snapshots/ot-consent-string-leak/US-CA_en/OneTrustBannerData.json:335 ot-consent-string-leak"
            ), "\(places)")
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["sets"] as? Int == 2)
        #expect(summary["failed"] as? Bool == true)
    }

    @Test func commandPluginDefaultsToThePackageDirectory() throws {
        // Option values (`error`, `json`) are not mistaken for PATHs, so the default `.` applies.
        let run = try ToolRunner.run(
            "swift",
            [
                "package", "--package-path", Self.fixture.path, "--scratch-path", Self.scratch,
                "lint-snapshots", "--fail-severity", "error", "--quiet", "--format", "json",
            ],
            timeout: Self.timeout)
        #expect(run.status == 1, "\(run.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["sets"] as? Int == 2)
        #expect(summary["warning"] as? Int == 0, "--quiet keeps only errors")
        #expect(
            (report["findings"] as? [[String: Any]] ?? []).allSatisfy {
                ($0["file"] as? String ?? "").hasPrefix("Sources/ConsentSnapshots/Snapshots/")
            })
    }

    /// `fix-snapshots` runs `cmplint fix`, passing its options through; it asks for permission to
    /// write the package directory, so SwiftPM refuses it without that permission.
    @Test func fixCommandPluginRunsCmplintFixWithTheWritePermission() throws {
        let leak = Self.fixture.appendingPathComponent(
            "Sources/ConsentSnapshots/Snapshots/ot-consent-string-leak/US-CA_en/OneTrustBannerData.json")
        let before = try Data(contentsOf: leak)
        let package = ["package", "--package-path", Self.fixture.path, "--scratch-path", Self.scratch]
        let refused = try ToolRunner.run(
            "swift", package + ["fix-snapshots", "--dry-run"], timeout: Self.timeout)
        #expect(refused.status != 0)
        #expect((refused.stdout + refused.stderr).contains("write"), "\(refused.stderr)")

        let run = try ToolRunner.run(
            "swift",
            package + [
                "--allow-writing-to-package-directory", "fix-snapshots", "--dry-run", "--unsafe-fixes",
                "--format", "json",
            ],
            timeout: Self.timeout)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("cmplint exited with status 1 (a file would change"), "\(run.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        let fix = try #require(report["fix"] as? [String: Any])
        #expect(fix["dryRun"] as? Bool == true)
        let files = (fix["files"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        #expect(
            files.contains(
                "Sources/ConsentSnapshots/Snapshots/ot-consent-string-leak/US-CA_en/OneTrustBannerData.json"),
            "\(files)")
        #expect(try Data(contentsOf: leak) == before, "--dry-run writes nothing")
    }
}
