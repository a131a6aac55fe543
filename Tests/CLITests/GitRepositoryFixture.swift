import Foundation

/// A git repository in a temporary folder, for the `--changed` and `diff --since` tests: git runs
/// from `PATH` with a fixed author and without the user's global or system configuration.
struct GitRepositoryFixture {
    let root: URL

    static let environment = [
        "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "Test",
        "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
    ]

    /// A new repository on branch `main`, without commits.
    init(_ name: String) throws {
        root = try temporaryFolder(name)
        try git("init", "-q", "-b", "main")
    }

    /// Runs git in the repository; a failure throws with git's message.
    @discardableResult
    func git(_ arguments: String...) throws -> CLIRunner.Result {
        try Self.git(arguments, in: root)
    }

    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> CLIRunner.Result {
        let result = try CLIRunner.run(
            ["git"] + arguments, in: folder, executable: URL(fileURLWithPath: "/usr/bin/env"), environment: environment)
        guard result.status == 0 else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [NSLocalizedDescriptionKey: "git \(arguments.joined(separator: " ")): \(result.stderr)"])
        }
        return result
    }

    /// Commits everything in the working tree.
    func commitAll(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    /// `samples/SAMPLE` copied to `PATH` in the repository.
    func copy(_ sample: String, to path: String) throws {
        let target = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CLIRunner.repositoryRoot.appendingPathComponent("samples/\(sample)"), to: target)
    }

    /// Replaces `old` with `new` in the file at `path` (the text must be there).
    func edit(_ path: String, replacing old: String, with new: String) throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard text.contains(old) else { throw CocoaError(.fileReadCorruptFile) }
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    /// `cmplint ARGUMENTS` in the repository.
    func cmplint(_ arguments: String..., environment: [String: String] = [:]) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: root, environment: Self.environment.merging(environment) { $1 })
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
