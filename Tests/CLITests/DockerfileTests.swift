import CMPLint
import CMPLintDocuments
import Foundation
import Testing

/// The `Dockerfile` (docs/install.md, Docker): no Docker engine runs here, so its instructions are read
/// and the build stage's commands run locally as far as they can (`.ci/run` lints it with hadolint):
/// the packages it installs are those the static build needs, its build command is `make static`
/// and the binary it copies into the slim runtime image runs there without Swift.
struct DockerfileTests {
    struct Instruction {
        let keyword: String
        let arguments: String
    }

    /// The instructions, continuation lines joined and comments dropped
    /// (https://docs.docker.com/reference/dockerfile/#format).
    static func instructions() throws -> [Instruction] {
        let text = try String(
            contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("Dockerfile"), encoding: .utf8)
        var result: [Instruction] = []
        var pending = ""
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#") || (line.isEmpty && pending.isEmpty) { continue }
            if line.hasSuffix("\\") {
                pending += line.dropLast() + " "
                continue
            }
            let whole = (pending + line).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            pending = ""
            let parts = whole.split(separator: " ", maxSplits: 1).map(String.init)
            result.append(Instruction(keyword: parts[0].uppercased(), arguments: parts.count > 1 ? parts[1] : ""))
        }
        return result
    }

    /// The instructions of each stage, by the stage's base image.
    static func stages() throws -> [(from: String, instructions: [Instruction])] {
        var stages: [(from: String, instructions: [Instruction])] = []
        for instruction in try instructions() {
            if instruction.keyword == "FROM" {
                stages.append((instruction.arguments, []))
            } else if !stages.isEmpty {
                stages[stages.count - 1].instructions.append(instruction)
            }
        }
        return stages
    }

    @Test func buildsInSwiftAndRunsFromSlimDebian() throws {
        let stages = try Self.stages()
        try #require(stages.count == 2)
        #expect(stages[0].from.wholeMatch(of: /swift:6\.[0-9]+-bookworm AS build/) != nil, "\(stages[0].from)")
        #expect(stages[1].from == "debian:bookworm-slim", "the same Debian release as the build stage (glibc)")
        let runtime = stages[1].instructions
        #expect(
            runtime.contains {
                $0.keyword == "COPY" && $0.arguments == "--from=build /src/.build/static/cmplint /usr/local/bin/cmplint"
            })
        #expect(
            runtime.contains {
                $0.keyword == "COPY"
                    && $0.arguments == "--from=build /src/.build/static/cmplint-capture /usr/local/bin/cmplint-capture"
            })
        // cmplint-capture's libcurl.
        #expect(
            runtime.contains {
                $0.keyword == "RUN" && $0.arguments.contains("apt-get install -y --no-install-recommends libcurl4 ")
            })
        #expect(runtime.last { $0.keyword == "ENTRYPOINT" }?.arguments == "[\"cmplint\"]")
        #expect(runtime.contains { $0.keyword == "USER" && !$0.arguments.hasPrefix("0") && $0.arguments != "root" })
    }

    /// The packages the build stage installs are installed here (the static build needs them), and
    /// its build command is the Makefile's.
    @Test func theBuildStageInstallsWhatTheStaticBuildNeeds() throws {
        let runs = try Self.stages()[0].instructions.filter { $0.keyword == "RUN" }.map(\.arguments)
        let install = try #require(runs.first { $0.contains("apt-get install") })
        let packages = install.split(separator: "&&")[1].split(separator: " ").map(String.init).filter {
            !$0.hasPrefix("-") && !["apt-get", "install"].contains($0)
        }
        #expect(Set(packages) == ["libyaml-dev", "libcurl4-openssl-dev", "pkg-config", "make"], "\(packages)")
        let installed = try CLIRunner.run(["-s"] + packages, executable: URL(fileURLWithPath: "/usr/bin/dpkg"))
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(runs.last?.hasPrefix("make static && .build/static/cmplint --version") == true, "\(runs)")
    }

    #if os(Linux)
        /// The build stage's command in this checkout (the build context), then the runtime stage's
        /// entry point run as the image runs it: the copied binary, no Swift on PATH, an unprivileged user's
        /// environment. A slow test (`make static`).
        @Test(.slow) func theBuildStageCommandsRunAndTheEntryPointWorks() throws {
            try ReleaseBuild.require()  // so this run of the same command only checks it is up to date
            let command = try #require(try Self.stages()[0].instructions.last { $0.keyword == "RUN" }?.arguments)
            let build = try ToolRunner.run("sh", ["-c", command], timeout: 30 * 60)
            try #require(build.status == 0, "\(command): \(build.stdout)\(build.stderr)")
            // Its `cmplint --version` names the version and the build context's commit.
            #expect(
                build.stdout.split(separator: "\n").last?.hasPrefix("\(ToolInfo.version) (") == true, "\(build.stdout)")

            let root = try temporaryFolder("docker")
            defer { try? FileManager.default.removeItem(at: root) }
            let binary = root.appendingPathComponent("usr/local/bin/cmplint")
            try FileManager.default.createDirectory(
                at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: ReleaseBuild.staticBinary, to: binary)
            try copySample("broken/tc-string-leak", into: root.appendingPathComponent("work"))
            let run = try CLIRunner.run(
                ["lint", "broken", "--format", "json"], in: root.appendingPathComponent("work"), executable: binary,
                environment: ["LD_LIBRARY_PATH": "", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent"])
            #expect(run.status == 1, "\(run.stderr)")
            #expect(try run.findings().contains { $0["ruleId"] as? String == "tc-string-leak" })
        }
    #endif
}
