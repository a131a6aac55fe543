import Foundation
import Testing

/// docs/install.md, From source: `make install` / `make uninstall` with `PREFIX` and `DESTDIR`, and the
/// self-contained Linux binary from `make static` run from a copied location without Swift libraries.
@Suite(.serialized)
struct InstallTests {
    static let make = URL(fileURLWithPath: "/usr/bin/make")

    /// The built test binary stands in for the release build (`INSTALLED=`), so this stays quick.
    @Test func makeInstallUsesPrefixAndDestdirAndUninstallRemovesIt() throws {
        let root = try temporaryFolder("install")
        defer { try? FileManager.default.removeItem(at: root) }
        let prefix = root.appendingPathComponent("prefix").path
        let installed = "INSTALLED=\(CLIRunner.executable.path)"

        let install = try CLIRunner.run(["install", "PREFIX=\(prefix)", installed], executable: Self.make)
        #expect(install.status == 0, "\(install.stderr)")
        let binary = URL(fileURLWithPath: prefix).appendingPathComponent("bin/cmplint")
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
        // cmplint-capture is installed beside it, where `cmplint capture` looks.
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/cmplint-capture"))
        let version = try CLIRunner.run(["--version"], executable: binary)
        #expect(version.status == 0 && !version.stdout.isEmpty, "\(version.stderr)")

        let uninstall = try CLIRunner.run(["uninstall", "PREFIX=\(prefix)"], executable: Self.make)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(!FileManager.default.fileExists(atPath: binary.path))
        #expect(!FileManager.default.fileExists(atPath: prefix + "/bin/cmplint-capture"))

        // DESTDIR stages a package: the files land under it, at PREFIX.
        let stage = root.appendingPathComponent("stage").path
        let staged = try CLIRunner.run(
            ["install", "DESTDIR=\(stage)", "PREFIX=/opt/cmplint", installed], executable: Self.make)
        #expect(staged.status == 0, "\(staged.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: stage + "/opt/cmplint/bin/cmplint"))
    }

    #if os(Linux)
        /// Networking (FoundationNetworking, and libcurl under it) is linked into `cmplint-capture`,
        /// which `cmplint capture` runs, and never into cmplint: every other command starts without it
        /// (and its TLS, HTTP/2 and IDN libraries) and runs where it is not installed.
        @Test func theBinaryDoesNotLinkANetworkingLibrary() throws {
            let ldd = try CLIRunner.run([CLIRunner.executable.path], executable: URL(fileURLWithPath: "/usr/bin/ldd"))
            #expect(ldd.status == 0, "\(ldd.stderr)")
            #expect(ldd.stdout.contains("libc.so"), "\(ldd.stdout)")
            for library in ["libcurl", "libFoundationNetworking", "libssl", "libnghttp2"] {
                #expect(!ldd.stdout.contains(library), "\(ldd.stdout)")
            }
            let capture = CLIRunner.executable.deletingLastPathComponent().appendingPathComponent("cmplint-capture")
            let captureLibraries = try CLIRunner.run([capture.path], executable: URL(fileURLWithPath: "/usr/bin/ldd"))
            #expect(captureLibraries.stdout.contains("libFoundationNetworking"), "\(captureLibraries.stdout)")
        }

        /// `make static` (a release build of its own, minutes), then the binary copied elsewhere runs with
        /// no library path and a PATH without Swift, and `ldd` lists no Swift,
        /// Foundation, libyaml or libcurl library. A slow test (`CMPLINT_SLOW_TESTS=1`).
        @Test(.slow) func staticBinaryRunsWithoutSwiftLibraries() throws {
            try ReleaseBuild.require()

            let root = try temporaryFolder("static")
            defer { try? FileManager.default.removeItem(at: root) }
            let binary = root.appendingPathComponent("bin/cmplint")
            try FileManager.default.createDirectory(
                at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: ReleaseBuild.staticBinary, to: binary)

            let ldd = try CLIRunner.run([binary.path], executable: URL(fileURLWithPath: "/usr/bin/ldd"))
            #expect(ldd.status == 0, "\(ldd.stderr)")
            let libraries = ldd.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(!libraries.isEmpty)
            let runtime = [
                "libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime", "libicu", "libcurl",
                "libyaml",
            ]
            #expect(libraries.allSatisfy { line in !runtime.contains { line.contains($0) } }, "\(ldd.stdout)")
            // Only the C runtime, libm, libstdc++/libgcc and zlib: what every Debian and Ubuntu image has.
            let everywhere = [
                "linux-vdso.so", "linux-gate.so", "libc.so", "libm.so", "libstdc++.so", "libgcc_s.so", "libz.so",
                "ld-linux",
            ]
            #expect(
                libraries.allSatisfy { line in everywhere.contains { line.hasPrefix($0) || line.contains("/\($0)") } },
                "\(ldd.stdout)")

            try copySample("clean/DE_de", into: root)
            try copySample("broken/ot-consent-string-leak", into: root)
            let bare = ["LD_LIBRARY_PATH": "", "PATH": "/usr/bin:/bin"]
            let clean = try CLIRunner.run(["lint", "clean"], in: root, executable: binary, environment: bare)
            #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
            let broken = try CLIRunner.run(
                ["lint", "broken", "--format", "json"], in: root, executable: binary, environment: bare)
            #expect(broken.status == 1, "\(broken.stderr)")
            #expect(try broken.findings().contains { $0["ruleId"] as? String == "ot-consent-string-leak" })
        }

    #endif
}
