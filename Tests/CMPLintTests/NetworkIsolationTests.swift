import Foundation
import Testing

/// `cmplint capture` and `cmplint gvl fetch` are the only commands that can open a network
/// connection: no source file outside their transport (`Sources/CaptureTransport`) and their
/// executable (`Sources/cmplint-capture`) names a networking API, so `lint`, `fix`, `inspect`,
/// `simulate` and `diff` (and every other command) cannot reach the network.
@Suite struct NetworkIsolationTests {
    static let networkAPIs = [
        "URLSession", "FoundationNetworking", "socket(", "connect(", "getaddrinfo", "NWConnection", "CFStream",
        "curl_easy", "libcurl", "dlopen",
    ]
    /// Where networking may be named: capture's transport and executable, and the launcher that
    /// names the library cmplint-capture needs when it cannot start.
    static let networkFolders = ["CaptureTransport/", "cmplint-capture/", "cmplint/CaptureLauncher.swift"]

    @Test func onlyCaptureNamesANetworkingAPI() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { file in [".swift", ".c", ".h"].contains { file.hasSuffix($0) } }
        #expect(files.count > 100)
        var offenders: [String] = []
        var inCapture = 0
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let named = Self.networkAPIs.filter { text.contains($0) }
            if Self.networkFolders.contains(where: file.hasPrefix) {
                inCapture += named.isEmpty ? 0 : 1
            } else if !named.isEmpty {
                offenders.append("\(file): \(named.joined(separator: ", "))")
            }
        }
        #expect(offenders == [])
        // The check can fail: the transport names URLSession.
        #expect(inCapture >= 2)
    }
}
