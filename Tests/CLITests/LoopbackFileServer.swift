import Foundation

/// A folder served over HTTP on 127.0.0.1 (Python's `http.server` on a port the system picks,
/// which it writes to a file once it listens), standing in for a release download site in the
/// action's download tests. Stopped by `stop()`.
final class LoopbackFileServer {
    static let script = """
        import functools, http.server, os, sys
        handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        with open(sys.argv[2] + ".partial", "w") as f:
            f.write(str(server.server_address[1]))
        os.rename(sys.argv[2] + ".partial", sys.argv[2])
        server.serve_forever()
        """
    let process = Process()
    let url: URL

    init(serving folder: URL) throws {
        let portFile = folder.deletingLastPathComponent().appendingPathComponent("server-port-\(UUID().uuidString)")
        url = try Self.start(process, script: Self.script, arguments: [folder.path, portFile.path], portFile: portFile)
    }

    /// Runs a Python server `script` (given `arguments`) that writes its port to `portFile` once it
    /// listens, and waits for it: the URL on 127.0.0.1.
    static func start(_ process: Process, script: String, arguments: [String], portFile: URL) throws -> URL {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: portFile.path), process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard let port = try? String(contentsOf: portFile, encoding: .utf8),
            let url = URL(string: "http://127.0.0.1:\(port)")
        else {
            kill(process.processIdentifier, SIGKILL)
            throw CocoaError(
                .fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the loopback server did not start"])
        }
        return url
    }

    /// SIGKILL: the server holds nothing to clean up, and a child may inherit a blocked SIGTERM.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
