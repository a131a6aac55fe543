import Foundation

/// Runs the built `cmplint` executable, as a user or CI would.
struct CLIRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String

        /// The `--format json` report, parsed.
        func json() throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
            guard let report = object as? [String: Any] else { throw CocoaError(.coderReadCorrupt) }
            return report
        }

        func findings() throws -> [[String: Any]] {
            try json()["findings"] as? [[String: Any]] ?? []
        }
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Next to the test bundle (any scratch path), else `.build/debug`.
    static let executable: URL = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("cmplint")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return repositoryRoot.appendingPathComponent(".build/debug/cmplint")
    }()

    static func run(
        _ arguments: [String], in directory: URL = repositoryRoot, executable: URL = executable,
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting so a large report cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
