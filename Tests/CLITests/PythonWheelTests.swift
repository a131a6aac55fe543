import CMPLint
import CMPLintDocuments
import Foundation
import Testing

/// The `cmplint-bin` wheel (`packaging/pypi/make_wheel.py`) that the pre-commit hook `cmplint-bin`
/// installs: built from a binary, installed from the local file into a new virtual environment
/// with no package index, and run from that environment's bin folder.
@Suite(.serialized)
struct PythonWheelTests {
    /// The wheel of `binary` installed into `root/venv`; returns the installed `cmplint`.
    static func install(_ binary: URL, in root: URL) throws -> (wheel: String, installed: URL) {
        let made = try ToolRunner.run(
            "python3", ["packaging/pypi/make_wheel.py", binary.path, root.appendingPathComponent("wheel").path],
            timeout: 600)
        try #require(made.status == 0, "\(made.stderr)")
        let wheel = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let venv = root.appendingPathComponent("venv")
        let created = try ToolRunner.run("python3", ["-m", "venv", "--without-pip", venv.path], timeout: 300)
        try #require(created.status == 0, "\(created.stderr)")
        let installed = try ToolRunner.run(
            "python3",
            [
                "-m", "pip", "--python", venv.appendingPathComponent("bin/python").path,
                "install", "--no-index", "--no-deps", "--quiet", wheel,
            ], timeout: 300)
        try #require(installed.status == 0, "\(installed.stdout)\(installed.stderr)")
        return (wheel, venv.appendingPathComponent("bin/cmplint"))
    }

    @Test func theWheelInstallsTheBinaryAsAnExecutable() throws {
        let root = try temporaryFolder("wheel")
        defer { try? FileManager.default.removeItem(at: root) }
        let stub = root.appendingPathComponent("cmplint")
        try writeStubExecutable("echo \"stub $*\"", to: stub)
        try writeStubExecutable("echo \"capture stub $*\"", to: root.appendingPathComponent("cmplint-capture"))

        let (wheel, installed) = try Self.install(stub, in: root)
        let name = URL(fileURLWithPath: wheel).lastPathComponent
        // A platform wheel (https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/).
        #expect(
            name.wholeMatch(
                of:
                    /cmplint_bin-[0-9.]+-py3-none-(manylinux_[0-9]+_[0-9]+_(x86_64|aarch64)|macosx_11_0_universal2)\.whl/
            ) != nil, "\(name)")
        #expect(name.hasPrefix("cmplint_bin-\(ToolInfo.version)-"))
        #expect(FileManager.default.isExecutableFile(atPath: installed.path))
        let run = try CLIRunner.run(["--version"], executable: installed)
        #expect(run.stdout == "stub --version\n", "\(run.stdout)\(run.stderr)")
        // cmplint-capture lands beside it, where `cmplint capture` looks.
        let capture = try CLIRunner.run(
            ["--help"], executable: installed.deletingLastPathComponent().appendingPathComponent("cmplint-capture"))
        #expect(capture.stdout == "capture stub --help\n", "\(capture.stdout)\(capture.stderr)")
    }

    #if os(Linux)
        /// The static binary (`make static`) through the wheel: runs from the environment. A slow test.
        @Test(.slow) func theStaticBinaryRunsFromTheEnvironment() throws {
            try ReleaseBuild.require()
            let root = try temporaryFolder("wheel")
            defer { try? FileManager.default.removeItem(at: root) }
            let (_, installed) = try Self.install(ReleaseBuild.staticBinary, in: root)
            let run = try CLIRunner.run(
                ["--version"], executable: installed, environment: ["LD_LIBRARY_PATH": "", "PATH": "/usr/bin:/bin"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.hasPrefix(ToolInfo.version + " ("), "a release build names its commit: \(run.stdout)")
        }
    #endif
}
