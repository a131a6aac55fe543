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
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script, folder.path, portFile.path]
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
                .fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the loopback file server did not start"])
        }
        self.url = url
    }

    /// SIGKILL: the server holds nothing to clean up, and a child may inherit a blocked SIGTERM.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
