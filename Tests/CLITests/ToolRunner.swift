import Foundation
import Testing

/// Runs a tool from PATH (`swift`, `make`) in the repository root with a time limit, collecting both
/// streams: for the slow tests that build another package or a release binary.
enum ToolRunner {
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

    static func run(_ tool: String, _ arguments: [String], timeout: TimeInterval) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = CLIRunner.repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
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
            Issue.record("\(tool) \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
        }
        _ = drained.wait(timeout: .now() + 30)
        let seconds = Int(Date().timeIntervalSince(started).rounded())
        return Result(status: process.terminationStatus, stdout: sinks[0].text, stderr: sinks[1].text, seconds: seconds)
    }
}
