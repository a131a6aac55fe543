import CMPLint
import Foundation
import Testing

/// The binary plugin package (`plugin/`): an app package gets cmplint's build-tool and command
/// plugins with the prebuilt binary of an artifact bundle (`make dist`), so its build compiles
/// nothing of cmplint and needs no libyaml. The test copies `plugin/` (its links followed, as the
/// release publishes it) beside a fresh app package whose bundled set carries a TC string in the
/// banner (samples/broken/tc-string-leak), puts the unzipped bundle where the path-based binary
/// target expects it, and builds the app from nothing. A slow test (`make dist` is a release build).
@Suite(.serialized, .slow)
struct BinaryPluginTests {
    static let timeout: TimeInterval = 30 * 60

    /// `root/cmplint-plugin` (the plugin package with the local bundle) and `root/App`.
    static func packages(in root: URL) throws -> (plugin: URL, app: URL) {
        try ReleaseBuild.require()
        let plugin = root.appendingPathComponent("cmplint-plugin")
        let copy = try CLIRunner.run(
            ["-RL", CLIRunner.repositoryRoot.appendingPathComponent("plugin").path, plugin.path],
            executable: URL(fileURLWithPath: "/bin/cp"))
        try #require(copy.status == 0, "\(copy.stderr)")
        let unzipped = try CLIRunner.run(
            [
                "-q", ReleaseBuild.dist.appendingPathComponent("cmplint.artifactbundle.zip").path,
                "-d", plugin.path,
            ], executable: URL(fileURLWithPath: "/usr/bin/unzip"))
        try #require(unzipped.status == 0, "\(unzipped.stderr)")

        let app = root.appendingPathComponent("App")
        let sources = app.appendingPathComponent("Sources/ConsentSnapshots")
        try copySample("broken/tc-string-leak", into: sources.appendingPathComponent("Snapshots"))
        try """
        import Foundation

        public enum ConsentSnapshots {
            public static let folder = Bundle.module.url(forResource: "Snapshots", withExtension: nil)
        }

        """.write(to: sources.appendingPathComponent("ConsentSnapshots.swift"), atomically: true, encoding: .utf8)
        try """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "App",
            platforms: [.macOS(.v13)],
            dependencies: [.package(path: "../cmplint-plugin")],
            targets: [
                .target(
                    name: "ConsentSnapshots",
                    resources: [.copy("Snapshots")],
                    plugins: [.plugin(name: "LintSnapshotsPlugin", package: "cmplint-plugin")]
                ),
            ]
        )

        """.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return (plugin, app)
    }

    @Test func anAppBuildRunsTheBundledBinaryAndFindsTheLeak() throws {
        let root = try temporaryFolder("binary-plugin")
        defer { try? FileManager.default.removeItem(at: root) }
        let (_, app) = try Self.packages(in: root)
        let scratch = app.appendingPathComponent(".build")

        let build = try ToolRunner.run(
            "swift", ["build", "--package-path", app.path, "--scratch-path", scratch.path], timeout: Self.timeout)
        let output = build.stdout + build.stderr
        print("binary plugin: from nothing to the first lint (a fresh app's first build) took \(build.seconds) s")
        let banner = app.appendingPathComponent(
            "Sources/ConsentSnapshots/Snapshots/broken/tc-string-leak/DE_de/OneTrustBannerData.json"
        ).path
        let lines = output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("\(banner):") && $0.contains(": error: ") && $0.hasSuffix(" (tc-string-leak)")
            }, "\(output)")
        #expect(build.status != 0, "the leak is an error: it fails the build")

        // Nothing of cmplint was compiled: no module of it in the build log or the build folder.
        for module in ["CMPLint", "CLanguageTable", "CYAML", "ArgumentParser"] {
            #expect(!output.contains("Compiling \(module)"), "\(module) was compiled: \(output)")
        }
        let built = FileManager.default.enumerator(atPath: scratch.path)?.compactMap { $0 as? String } ?? []
        #expect(
            !built.contains { $0.hasSuffix("CMPLint.build") || $0.hasSuffix("cmplint.build") },
            "\(built.filter { $0.contains("mplint") })")
        #expect(
            built.contains { $0.hasSuffix("cmplint.artifactbundle/info.json") || $0.contains("LintSnapshotsBuildTool") }
        )

        // The command plugin runs the same binary. SwiftPM itself (not cmplint) has been seen to crash
        // with SIGSEGV in libdispatch after the plugin's tool exited; one retry tells that apart.
        let arguments = [
            "package", "--package-path", app.path, "--scratch-path", scratch.path, "lint-snapshots", "--format", "json",
        ]
        var command = try ToolRunner.run("swift", arguments, timeout: Self.timeout)
        if command.status == SIGSEGV && command.stderr.contains("Thread 0 \"swift-package\"") {
            command = try ToolRunner.run("swift", arguments, timeout: Self.timeout)
        }
        #expect(command.status == 1, "\(command.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(command.stdout.utf8)) as? [String: Any], "\(command.stdout)")
        let rules = (report["findings"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String }
        #expect(rules.contains("tc-string-leak"), "\(rules)")
    }
}
