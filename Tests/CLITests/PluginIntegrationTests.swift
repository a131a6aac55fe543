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
        let build = try SwiftTool.run(["build", "--package-path", Self.fixture.path, "--scratch-path", Self.scratch],
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
        let report = try #require(FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.first { $0.lastPathComponent == "cmplint-report.json" })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["sets"] as? Int == 2)
        #expect(summary["failed"] as? Bool == true)
        let bundled = try FileManager.default.subpathsOfDirectory(atPath: Self.scratch).filter { $0.contains(".resources/cmplint-report") }
        #expect(bundled.isEmpty, "the report must not become a bundle resource: \(bundled)")
    }

    @Test func commandPluginRunsCmplintAndFailsWithIt() throws {
        let run = try SwiftTool.run(["package", "--package-path", Self.fixture.path, "--scratch-path", Self.scratch,
                                     "lint-snapshots", "Sources/ConsentSnapshots/Snapshots", "--format", "json"],
                                    timeout: Self.timeout)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("cmplint exited with status 1"), "\(run.stderr)")
        // Standard output is the report alone: paths relative to the package directory.
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        let findings = try #require(report["findings"] as? [[String: Any]])
        let places = Set(findings.map { "\($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0) \($0["ruleId"] as? String ?? "")" })
        #expect(places.contains("Sources/ConsentSnapshots/Snapshots/duplicate-key/US-CA_en/OneTrustBannerData.json:90 duplicate-key"), "\(places)")
        #expect(places.contains("Sources/ConsentSnapshots/Snapshots/ot-consent-string-leak/US-CA_en/OneTrustBannerData.json:335 ot-consent-string-leak"), "\(places)")
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["sets"] as? Int == 2)
        #expect(summary["failed"] as? Bool == true)
    }

    @Test func commandPluginDefaultsToThePackageDirectory() throws {
        // Option values (`error`, `json`) are not mistaken for PATHs, so the default `.` applies.
        let run = try SwiftTool.run(["package", "--package-path", Self.fixture.path, "--scratch-path", Self.scratch,
                                     "lint-snapshots", "--fail-severity", "error", "--quiet", "--format", "json"],
                                    timeout: Self.timeout)
        #expect(run.status == 1, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["sets"] as? Int == 2)
        #expect(summary["warning"] as? Int == 0, "--quiet keeps only errors")
        #expect((report["findings"] as? [[String: Any]] ?? []).allSatisfy {
            ($0["file"] as? String ?? "").hasPrefix("Sources/ConsentSnapshots/Snapshots/")
        })
    }
}

/// Runs `swift` (from PATH) in the repository root with a time limit, collecting both streams.
enum SwiftTool {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        let seconds: Int
    }

    /// Accumulates one pipe's bytes on a background queue.
    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes = Data()
        func append(_ data: Data) { lock.withLock { bytes.append(data) } }
        var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
    }

    static func run(_ arguments: [String], timeout: TimeInterval) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = CLIRunner.repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let drained = DispatchGroup()
        let sinks = [Sink(), Sink()]
        for (pipe, sink) in zip([out, err], sinks) {
            drained.enter()
            DispatchQueue.global().async {
                sink.append(pipe.fileHandleForReading.readDataToEndOfFile())
                drained.leave()
            }
        }
        let started = Date()
        try process.run()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            if exited.wait(timeout: .now() + 30) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                exited.wait()
            }
            Issue.record("swift \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
        }
        _ = drained.wait(timeout: .now() + 30)
        let seconds = Int(Date().timeIntervalSince(started).rounded())
        return Result(status: process.terminationStatus, stdout: sinks[0].text, stderr: sinks[1].text, seconds: seconds)
    }
}
