import Foundation

/// A folder served over HTTP on 127.0.0.1 (`python3 -m http.server` on a port the system picks),
/// standing in for a release download site in the action's download tests. Stopped by `stop()`.
final class LoopbackFileServer {
    let process = Process()
    let url: URL

    init(serving folder: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 40123 (http://127.0.0.1:40123/) ..."
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let port = text.split(separator: " ").drop(while: { $0 != "port" }).dropFirst().first,
              let url = URL(string: "http://127.0.0.1:\(port)") else {
            process.terminate()
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "http.server did not start: \(text)"])
        }
        self.url = url
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
