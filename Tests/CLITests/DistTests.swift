import CMPLint
import CMPLintDocuments
import Foundation
import Testing

/// The release assets (`make dist`, `scripts/dist.py`): the binary archive, the SwiftPM artifact
/// bundle (SE-0305: info.json schema 1.0, an `executable` artifact, one variant per triple) and
/// SHA256SUMS, reproducible byte for byte; bundles of several machines merge into one. The quick
/// tests package a stand-in binary; the slow one packages the static binary `make dist` builds.
@Suite(.serialized)
struct DistTests {
    static let unzip = URL(fileURLWithPath: "/usr/bin/unzip")

    static func stubBinary(in root: URL) throws -> URL {
        let binary = root.appendingPathComponent("stub/cmplint")
        try writeStubExecutable("echo stub", to: binary)
        try writeStubExecutable("echo capture stub", to: root.appendingPathComponent("stub/cmplint-capture"))
        return binary
    }

    static func dist(_ arguments: [String]) throws -> ToolRunner.Result {
        try ToolRunner.run("python3", ["scripts/dist.py"] + arguments, timeout: 600)
    }

    /// The bundle unzipped into `folder`, and its info.json.
    static func unpackBundle(_ zip: URL, into folder: URL) throws -> [String: Any] {
        let unzipped = try CLIRunner.run(["-q", zip.path, "-d", folder.path], executable: unzip)
        try #require(unzipped.status == 0, "\(unzipped.stderr)")
        let info = folder.appendingPathComponent("cmplint.artifactbundle/info.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: info)) as? [String: Any])
    }

    static func variants(_ info: [String: Any]) -> [[String: Any]] {
        ((info["artifacts"] as? [String: Any])?["cmplint"] as? [String: Any])?["variants"] as? [[String: Any]] ?? []
    }

    @Test func buildWritesTheArchiveTheBundleAndChecksums() throws {
        let root = try temporaryFolder("dist")
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        let built = try Self.dist([
            "build", try Self.stubBinary(in: root).path, out.path, "--triple", "x86_64-unknown-linux-gnu",
        ])
        try #require(built.status == 0, "\(built.stderr)")
        let version = ToolInfo.version
        let archive = "cmplint-\(version)-x86_64-unknown-linux-gnu.tar.gz"
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
                "SHA256SUMS", archive, "cmplint.artifactbundle.zip",
            ])

        // `sha256sum -c` accepts the file, and it lists every asset.
        let check = try CLIRunner.run(
            ["-c", "SHA256SUMS"], in: out, executable: URL(fileURLWithPath: "/usr/bin/sha256sum"))
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.split(separator: "\n").sorted() == ["\(archive): OK", "cmplint.artifactbundle.zip: OK"])

        let listing = try CLIRunner.run(
            ["-tvzf", out.appendingPathComponent(archive).path], executable: URL(fileURLWithPath: "/usr/bin/tar"))
        let top = "cmplint-\(version)-x86_64-unknown-linux-gnu"
        let entries = listing.stdout.split(separator: "\n").map { String($0) }
        #expect(entries.contains { $0.hasPrefix("-rwxr-xr-x") && $0.hasSuffix(" \(top)/cmplint") }, "\(listing.stdout)")
        #expect(
            entries.contains { $0.hasPrefix("-rwxr-xr-x") && $0.hasSuffix(" \(top)/cmplint-capture") },
            "\(listing.stdout)")
        #expect(["LICENSE", "NOTICE"].allSatisfy { name in entries.contains { $0.hasSuffix(" \(top)/\(name)") } })

        let unpacked = root.appendingPathComponent("unpacked")
        let info = try Self.unpackBundle(out.appendingPathComponent("cmplint.artifactbundle.zip"), into: unpacked)
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifact = try #require((info["artifacts"] as? [String: Any])?["cmplint"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        #expect(artifact["version"] as? String == version)
        let variants = Self.variants(info)
        #expect(variants.count == 1)
        #expect(variants.first?["supportedTriples"] as? [String] == ["x86_64-unknown-linux-gnu"])
        let path = try #require(variants.first?["path"] as? String)
        let binary = unpacked.appendingPathComponent("cmplint.artifactbundle/\(path)")
        #expect(FileManager.default.isExecutableFile(atPath: binary.path), "\(path) must unzip executable")

        // Reproducible: the same input gives the same bytes.
        let again = root.appendingPathComponent("again")
        _ = try Self.dist([
            "build", try Self.stubBinary(in: root).path, again.path, "--triple", "x86_64-unknown-linux-gnu",
        ])
        #expect(
            try Data(contentsOf: again.appendingPathComponent("SHA256SUMS"))
                == Data(contentsOf: out.appendingPathComponent("SHA256SUMS")))
    }

    @Test func mergeJoinsTheVariantsOfEveryMachine() throws {
        let root = try temporaryFolder("dist")
        defer { try? FileManager.default.removeItem(at: root) }
        let stub = try Self.stubBinary(in: root)
        let machines = [
            ["x86_64-unknown-linux-gnu"], ["aarch64-unknown-linux-gnu"], ["arm64-apple-macosx", "x86_64-apple-macosx"],
        ]
        var bundles: [String] = []
        for (index, triples) in machines.enumerated() {
            let out = root.appendingPathComponent("machine\(index)")
            let built = try Self.dist(["build", stub.path, out.path] + triples.flatMap { ["--triple", $0] })
            try #require(built.status == 0, "\(built.stderr)")
            bundles.append(out.appendingPathComponent("cmplint.artifactbundle.zip").path)
        }
        let release = root.appendingPathComponent("release")
        let merged = try Self.dist(["merge", release.path] + bundles)
        try #require(merged.status == 0, "\(merged.stderr)")
        let info = try Self.unpackBundle(
            release.appendingPathComponent("cmplint.artifactbundle.zip"), into: root.appendingPathComponent("unpacked"))
        let variants = Self.variants(info)
        #expect(variants.compactMap { $0["supportedTriples"] as? [String] } == machines)
        #expect(
            variants.compactMap { $0["path"] as? String } == [
                "cmplint-\(ToolInfo.version)-x86_64-unknown-linux-gnu/bin/cmplint",
                "cmplint-\(ToolInfo.version)-aarch64-unknown-linux-gnu/bin/cmplint",
                "cmplint-\(ToolInfo.version)-universal-apple-macosx/bin/cmplint",
            ])
        for variant in variants {
            let path = root.appendingPathComponent(
                "unpacked/cmplint.artifactbundle/\(variant["path"] as? String ?? "")"
            ).path
            #expect(FileManager.default.isExecutableFile(atPath: path), "\(path)")
        }
        let check = try CLIRunner.run(
            ["-c", "SHA256SUMS"], in: release, executable: URL(fileURLWithPath: "/usr/bin/sha256sum"))
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")

        // A triple built twice is a mistake in the workflow, not something to pick from.
        let twice = try Self.dist(["merge", root.appendingPathComponent("twice").path, bundles[0], bundles[0]])
        #expect(twice.status != 0)
        #expect(twice.stderr.contains("a triple is in more than one bundle"), "\(twice.stderr)")
    }

    @Test func pluginManifestGetsTheReleaseURLAndChecksum() throws {
        let manifest = try String(
            contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("plugin/Package.swift"), encoding: .utf8)
        let input = try temporaryFolder("dist")
        defer { try? FileManager.default.removeItem(at: input) }
        let url = "https://github.com/cmplint/cmplint/releases/download/v\(ToolInfo.version)/cmplint.artifactbundle.zip"
        let checksum = String(repeating: "0123456789abcdef", count: 4)
        let file = input.appendingPathComponent("Package.swift")
        try manifest.write(to: file, atomically: true, encoding: .utf8)
        let written = try CLIRunner.run(
            ["-c", "python3 scripts/dist.py plugin-manifest \"$0\" \"$1\" < \"$2\"", url, checksum, file.path],
            in: CLIRunner.repositoryRoot, executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(written.status == 0, "\(written.stderr)")
        #expect(
            written.stdout.contains(".binaryTarget(name: \"cmplint\", url: \"\(url)\", checksum: \"\(checksum)\"),"))
        #expect(!written.stdout.contains("path: \"cmplint.artifactbundle\""))
        let refused = try CLIRunner.run(
            ["-c", "python3 scripts/dist.py plugin-manifest \"$0\" not-a-checksum < \"$1\"", url, file.path],
            in: CLIRunner.repositoryRoot, executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(refused.status != 0)
    }

    /// `cmplint --version` prints the version, and after it the commit only for a build that was given
    /// one (`make static`, `make dist`); `swift build`, which built this test binary, gives none.
    @Test func versionIsTheOneDefinedInToolInfo() throws {
        let run = try CLIRunner.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == ToolInfo.versionLine + "\n")
        #expect(run.stdout.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+( \([0-9a-f]{7,40}\))?\n/) != nil, "\(run.stdout)")
        #expect(ToolInfo.version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil, "semantic versioning")
        let changelog = try String(
            contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(
            changelog.contains("\n## [\(ToolInfo.version)] - "), "CHANGELOG.md has an entry for \(ToolInfo.version)")
    }

    #if os(Linux)
        /// `make dist` on this machine: the bundle's binary is the static one, it runs, and it names the
        /// checkout's commit. A slow test (a release build of its own).
        @Test(.slow) func makeDistPackagesTheStaticBinary() throws {
            try ReleaseBuild.require()
            let out = ReleaseBuild.dist
            let check = try CLIRunner.run(
                ["-c", "SHA256SUMS"], in: out, executable: URL(fileURLWithPath: "/usr/bin/sha256sum"))
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")

            let root = try temporaryFolder("dist")
            defer { try? FileManager.default.removeItem(at: root) }
            let info = try Self.unpackBundle(out.appendingPathComponent("cmplint.artifactbundle.zip"), into: root)
            let variant = try #require(Self.variants(info).first)
            #expect(variant["supportedTriples"] as? [String] == [Self.machineTriple])
            let binary = root.appendingPathComponent("cmplint.artifactbundle/\(variant["path"] as? String ?? "")")
            let version = try CLIRunner.run(
                ["--version"], executable: binary, environment: ["LD_LIBRARY_PATH": "", "PATH": "/usr/bin:/bin"])
            let commit = try ToolRunner.run("git", ["rev-parse", "--short", "HEAD"], timeout: 60).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(version.stdout == "\(ToolInfo.version) (\(commit))\n", "\(version.stdout)\(version.stderr)")
        }

        static var machineTriple: String {
            #if arch(arm64)
                "aarch64-unknown-linux-gnu"
            #else
                "x86_64-unknown-linux-gnu"
            #endif
        }
    #endif
}
