import CMPLint
import CMPLintDocuments
import Foundation
import Testing

/// The action's download path (`action.yml`, `scripts/action-download.sh`): release assets made
/// by `scripts/dist.py` are served from 127.0.0.1 through the `release-url` input (as a mirror
/// would), fetched for the runner's OS and architecture, checked against SHA256SUMS before
/// anything runs, and cached in the runner's tool cache.
@Suite(.serialized)
struct ActionDownloadTests {
    /// The runner this machine is, as GitHub names it in RUNNER_OS and RUNNER_ARCH.
    static var runner: [String: String] {
        #if os(macOS)
            let os = "macOS"
        #else
            let os = "Linux"
        #endif
        #if arch(arm64)
            let arch = "ARM64"
        #else
            let arch = "X64"
        #endif
        return ["RUNNER_OS": os, "RUNNER_ARCH": arch]
    }

    /// A release of `binary` under `root/site/vVERSION/` (archive, bundle, SHA256SUMS).
    static func release(of binary: URL, in root: URL) throws -> URL {
        let site = root.appendingPathComponent("site")
        let assets = site.appendingPathComponent("v\(ToolInfo.version)")
        let dist = try ToolRunner.run("python3", ["scripts/dist.py", "build", binary.path, assets.path], timeout: 600)
        try #require(dist.status == 0, "dist.py: \(dist.stderr)")
        return site
    }

    /// A stand-in binary that records that it ran (and with what) and exits 0.
    static func recordingBinary(in root: URL) throws -> (binary: URL, record: URL) {
        let binary = root.appendingPathComponent("stub/cmplint")
        let record = root.appendingPathComponent("ran.txt")
        try writeStubExecutable("echo \"$@\" > '\(record.path)'", to: binary)
        // A release archive ships cmplint-capture beside cmplint (scripts/dist.py takes it from there).
        try writeStubExecutable("exit 0", to: root.appendingPathComponent("stub/cmplint-capture"))
        return (binary, record)
    }

    @Test func aMatchingDownloadRunsAndIsCached() throws {
        let root = try temporaryFolder("action-download")
        defer { try? FileManager.default.removeItem(at: root) }
        let (binary, record) = try Self.recordingBinary(in: root)
        let server = try LoopbackFileServer(serving: try Self.release(of: binary, in: root))
        let workspace = root.appendingPathComponent("workspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        let runner = Self.runner.merging(["RUNNER_TOOL_CACHE": root.appendingPathComponent("toolcache").path]) { $1 }

        let run = try CompositeAction().run(
            inputs: ["release-url": server.url.absoluteString, "paths": "Snapshots"],
            in: workspace, runner: runner)
        server.stop()
        #expect(run.status == 0, "\(run.output)")
        #expect(try String(contentsOf: record, encoding: .utf8).hasPrefix("lint Snapshots --format github"))

        // The server is gone: the second run takes the checked archive from the tool cache.
        try FileManager.default.removeItem(at: record)
        let cached = try CompositeAction().run(
            inputs: ["release-url": server.url.absoluteString], in: workspace, runner: runner)
        #expect(cached.status == 0, "\(cached.output)")
        #expect(FileManager.default.fileExists(atPath: record.path))
    }

    @Test func aWrongChecksumFailsWithoutRunning() throws {
        let root = try temporaryFolder("action-download")
        defer { try? FileManager.default.removeItem(at: root) }
        let (binary, record) = try Self.recordingBinary(in: root)
        let site = try Self.release(of: binary, in: root)
        // The archive as a compromised mirror would serve it: its bytes changed, SHA256SUMS not.
        let assets = site.appendingPathComponent("v\(ToolInfo.version)")
        let archive = try #require(
            try FileManager.default.contentsOfDirectory(atPath: assets.path).first { $0.hasSuffix(".tar.gz") })
        let handle = try FileHandle(forWritingTo: assets.appendingPathComponent(archive))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0]))
        try handle.close()
        let server = try LoopbackFileServer(serving: site)
        defer { server.stop() }
        let toolCache = root.appendingPathComponent("toolcache")
        let runner = Self.runner.merging(["RUNNER_TOOL_CACHE": toolCache.path]) { $1 }

        let run = try CompositeAction().run(
            inputs: ["release-url": server.url.absoluteString], in: root, runner: runner)
        #expect(run.status == 2, "\(run.output)")
        #expect(
            run.output.contains("::error::cmplint: \(archive) does not match its SHA-256 in SHA256SUMS"),
            "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: record.path), "the binary must not run")
        let left = FileManager.default.enumerator(atPath: toolCache.path)?.compactMap { $0 as? String } ?? []
        #expect(
            !left.contains { $0.hasSuffix("/cmplint") || $0.hasSuffix(".tar.gz") },
            "nothing unchecked stays cached: \(left)")
    }

    @Test func anUnknownRunnerAsksToBuildFromSource() throws {
        let root = try temporaryFolder("action-download")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CompositeAction().run(
            inputs: ["release-url": "http://127.0.0.1:9"], in: root,
            runner: ["RUNNER_OS": "Windows", "RUNNER_ARCH": "X64", "RUNNER_TOOL_CACHE": root.path])
        #expect(run.status == 2)
        #expect(run.output.contains("no release binary for Windows X64; set build-from-source: true"), "\(run.output)")
    }

    /// The real release binary (`make dist`): from a served release to a first lint of a clean set.
    /// A slow test (`make static` builds a release binary).
    @Test(.slow) func theReleaseBinaryDownloadsAndLints() throws {
        try ReleaseBuild.require()
        let root = try temporaryFolder("action-download")
        defer { try? FileManager.default.removeItem(at: root) }
        let assets = root.appendingPathComponent("site/v\(ToolInfo.version)")
        try FileManager.default.createDirectory(
            at: assets.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ReleaseBuild.dist, to: assets)
        let server = try LoopbackFileServer(serving: root.appendingPathComponent("site"))
        defer { server.stop() }
        try copySample("clean/DE_de", into: root.appendingPathComponent("workspace"))
        let runner = Self.runner.merging(["RUNNER_TOOL_CACHE": root.appendingPathComponent("toolcache").path]) { $1 }

        let started = Date()
        let run = try CompositeAction().run(
            inputs: ["release-url": server.url.absoluteString, "sarif-file": ""],
            in: root.appendingPathComponent("workspace"), runner: runner)
        let seconds = Date().timeIntervalSince(started)
        #expect(run.status == 0, "\(run.output)")
        print("action download path to a first lint (loopback): \(String(format: "%.1f", seconds)) s")
        #expect(seconds < 30, "the download path took \(seconds) s")
    }
}
