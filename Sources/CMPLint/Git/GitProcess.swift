import CMPLintDocuments
import Foundation
import Synchronization

/// Runs `git` as a subprocess: found on `PATH`, given an argument array (never a shell, so a
/// path or ref is never read as shell syntax), always `git --no-pager -C FOLDER`, with prompts
/// and optional locks off so that a CI job never waits on a terminal or blocks another git.
/// `--changed` and `diff --since` are its only users: `lint` runs no git otherwise.
package struct GitProcess: Sendable {
    /// What one git command printed and how it ended.
    package struct Result: Sendable {
        package let status: Int32
        package let output: [UInt8]
        package let error: String

        /// Standard output as text, without the final newline.
        package var text: String {
            var text = String(decoding: output, as: UTF8.self)
            while text.hasSuffix("\n") { text.removeLast() }
            return text
        }

        /// The `-z` output's NUL-separated fields, as UTF-8 text.
        package var fields: [String] {
            output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The git executable found on `PATH`.
    package let executable: String
    /// The folder git runs in (`-C`), absolute.
    package let folder: String

    /// `git` from `PATH`; exit 2 with what to install when there is none.
    package init(folder: String) throws(LintError) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = path.split(separator: ":").map { $0 + "/git" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let found else {
            throw LintError("git: not found on PATH; --changed and --since read the repository's history with git")
        }
        executable = found
        self.folder = folder
    }

    /// The same git in another folder of the repository.
    package func inFolder(_ folder: String) -> GitProcess {
        GitProcess(executable: executable, folder: folder)
    }

    private init(executable: String, folder: String) {
        self.executable = executable
        self.folder = folder
    }

    /// Runs `git --no-pager -c core.fsmonitor=false -C FOLDER ARGUMENTS…` and waits for it; standard error is kept for
    /// messages.
    package func run(_ arguments: [String]) throws(LintError) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // No file-system monitor: a repository's config could name a program to run as one.
        process.arguments = ["--no-pager", "-c", "core.fsmonitor=false", "-C", folder] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw LintError("git: cannot run \(executable): \(error.localizedDescription)")
        }
        // Standard error is drained beside standard output, so neither pipe can fill and block git.
        let errorText = ErrorSink()
        let drained = DispatchGroup()
        drained.enter()
        DispatchQueue.global().async {
            errorText.set(err.fileHandleForReading.readDataToEndOfFile())
            drained.leave()
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: [UInt8](output), error: errorText.text)
    }

    /// Standard output of a command that must succeed; otherwise `failure` followed by git's own
    /// first line of explanation.
    package func output(_ arguments: [String], failure: String) throws(LintError) -> Result {
        let result = try run(arguments)
        guard result.status == 0 else {
            let reason = result.error.split(separator: "\n").first.map { ": " + ReportText.visible(String($0)) } ?? ""
            throw LintError(failure + reason)
        }
        return result
    }

    /// Collects one pipe's bytes on another thread.
    private final class ErrorSink: Sendable {
        private let data = Mutex(Data())
        func set(_ bytes: Data) { data.withLock { $0 = bytes } }
        var text: String { data.withLock { String(decoding: $0, as: UTF8.self) } }
    }
}
