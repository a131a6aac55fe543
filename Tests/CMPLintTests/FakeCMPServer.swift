import Foundation

@testable import CMPLint

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fake CMP API on 127.0.0.1, on a port the system picks (port 0), started by the test that
/// uses it: a blocking socket server, one thread per connection, HTTP/1.1 with `Connection: close`.
/// It records every request and checks its headers (`problems`), and answers what `reply` says.
/// The sample answers carry an `ETag` and honour `If-None-Match` (`conditional`), as the CMP API does
/// since cmpapi-202610.1.0.
final class FakeCMPServer: @unchecked Sendable {
    struct Request: Sendable {
        let path: String
        /// Header names lower-cased.
        let headers: [String: String]
        var component: String { String(path.split(separator: "/").last ?? "") }
    }

    enum Reply: Sendable {
        /// Status, body and extra response headers (e.g. `Retry-After`).
        case body(Int, [UInt8], headers: [String: String] = [:])
        /// Wait this many seconds, then close without answering.
        case hang(Double)
    }

    /// Given the request and how many requests for its path came before it.
    typealias Handler = @Sendable (Request, Int) -> Reply

    let port: UInt16
    private let listener: Int32
    private let handler: Handler
    /// Sent as it is on every connection, after its first bytes, whatever they are (`init(raw:)`).
    private var raw: [UInt8]?
    private let lock = NSLock()
    private var recorded: [Request] = []
    private var open = 0
    private var mostOpen = 0
    private var stopped = false

    init(_ handler: @escaping Handler = FakeCMPServer.samples) throws {
        self.handler = handler
        (listener, port) = try Self.loopbackSocket(listening: true)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// A TCP socket on 127.0.0.1 and the port the system gave it, listening or not.
    static func loopbackSocket(listening: Bool) throws -> (fd: Int32, port: UInt16) {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(fd, address, length) == 0 && (!listening || listen(fd, 64) == 0)
                    && getsockname(fd, address, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    /// A server that answers every connection with `bytes` as soon as the client has sent anything
    /// (an HTTP request or a TLS ClientHello) and closes it; each connection is recorded as a
    /// request for the path `raw`.
    convenience init(raw bytes: [UInt8]) throws {
        try self.init { _, _ in .body(500, []) }
        lock.withLock { raw = bytes }
    }

    deinit { stop() }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    var requests: [Request] { lock.withLock { recorded } }

    /// The most connections open at once, each counted from its accept until its answer is ready.
    var mostConcurrent: Int { lock.withLock { mostOpen } }

    /// Stops accepting: `shutdown` wakes the accept loop, which closes the listening socket itself.
    /// Closing it here could let the loop, still between two `accept` calls, accept on a
    /// descriptor number the next test's server has been given since, and answer its requests.
    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    /// Every request's header problems: a missing or wrong required header, a consent, identifier
    /// or sync header, `OT-Force-Fetch` anywhere but the banner.
    var problems: [String] {
        requests.flatMap { request -> [String] in
            var found: [String] = []
            let headers = request.headers
            for name in [
                "ot-cdn-location", "ot-app-id", "ot-sdk-version", "ot-device-type", "ot-language", "ot-country-code",
            ]
            where (headers[name] ?? "").isEmpty {
                found.append("\(request.path): no \(name)")
            }
            if headers["ot-fetch-type"] != "APP_DATA_ONLY" {
                found.append("\(request.path): ot-fetch-type \(headers["ot-fetch-type"] ?? "missing")")
            }
            if (request.component == "banner") != (headers["ot-force-fetch"] == "true") {
                found.append("\(request.path): ot-force-fetch \(headers["ot-force-fetch"] ?? "missing")")
            }
            for name in headers.keys
            where name.contains("consent") || name.contains("identifier") || name.contains("sync")
                || name.contains("gpp") || name == "cookie" || name == "authorization"
            {
                found.append("\(request.path): sent \(name)")
            }
            return found
        }
    }

    // MARK: - Answers

    /// The sample set matching `OT-Country-Code`, `OT-Region-Code` and `OT-Language` under
    /// samples/clean, the vendors of DE_de for any set; a banner without `bannerUIData` when
    /// `OT-Force-Fetch` is missing (as the CMP API leaves it out when the banner would not show).
    static let samples: Handler = { request, _ in
        guard let file = sampleFile(request),
            FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(file).path)
        else { return .body(404, Array(#"{"errors":[{"code":"NOT_FOUND","message":"no such endpoint"}]}"#.utf8)) }
        let bytes = sampleBytes(file)
        if request.component == "banner" && request.headers["ot-force-fetch"] != "true" {
            return conditional(request, withoutBannerUI(bytes))
        }
        return conditional(request, bytes)
    }

    /// `body` as the CMP API answers a GET since cmpapi-202610.1.0 (changelog "Conditional
    /// requests"): with an `ETag` (here a hash of the body, so that any change of the body changes
    /// it), and `304 Not Modified` with an empty body when `If-None-Match` names that tag (RFC 9110,
    /// section 13.1.2: a list of tags, or `*`; weak tags compare weakly).
    static func conditional(_ request: Request, _ body: [UInt8]) -> Reply {
        let tag = etag(body)
        let named = (request.headers["if-none-match"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "W/", with: "")
        }
        if named.contains(tag) || named.contains("*") { return .body(304, [], headers: ["ETag": tag]) }
        return .body(200, body, headers: ["ETag": tag])
    }

    /// A strong entity tag for `body`: the first 16 hex digits of its SHA-256, quoted.
    static func etag(_ body: [UInt8]) -> String {
        "\"" + SHA256.digest(body).prefix(8).map { String(format: "%02x", $0) }.joined() + "\""
    }

    static func sampleFile(_ request: Request) -> String? {
        let geo = [request.headers["ot-country-code"], request.headers["ot-region-code"]].compactMap { $0 }.joined(
            separator: "-")
        let set = request.component == "vendors" ? "DE_de" : "\(geo)_\(request.headers["ot-language"] ?? "")"
        guard
            let name = [
                "banner": "OneTrustBannerData.json", "preferences": "OneTrustPCData.json",
                "vendors": "OneTrustVendorsData.json",
            ][request.component]
        else { return nil }
        return "samples/clean/\(set)/\(name)"
    }

    static func sampleBytes(_ file: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: repositoryRoot.appendingPathComponent(file)))) ?? []
    }

    static func withoutBannerUI(_ bytes: [UInt8]) -> [UInt8] {
        guard var object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else {
            return bytes
        }
        object["bannerUIData"] = nil
        return (try? [UInt8](JSONSerialization.data(withJSONObject: object))) ?? bytes
    }

    // MARK: - Serving

    private func acceptLoop() {
        defer { close(listener) }
        while true {
            let connection = accept(listener, nil, nil)
            if lock.withLock({ stopped }) {
                if connection >= 0 { close(connection) }
                return
            }
            guard connection >= 0 else { continue }
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        lock.withLock {
            open += 1
            mostOpen = max(mostOpen, open)
        }
        var counted = true
        func leave() {
            if counted { lock.withLock { open -= 1 } }
            counted = false
        }
        defer {
            leave()
            close(connection)
        }
        if let raw = lock.withLock({ self.raw }) {
            var buffer = [UInt8](repeating: 0, count: 4096)
            guard buffer.withUnsafeMutableBytes({ recv(connection, $0.baseAddress, $0.count, 0) }) > 0 else { return }
            lock.withLock { recorded.append(Request(path: "raw", headers: [:])) }
            sendAll(raw, to: connection)
            return
        }
        guard let request = readRequest(connection) else { return }
        let earlier = lock.withLock { () -> Int in
            let count = recorded.filter { $0.path == request.path }.count
            recorded.append(request)
            return count
        }
        switch handler(request, earlier) {
        case .hang(let seconds):
            Thread.sleep(forTimeInterval: seconds)
        case .body(let status, let body, let headers):
            // No longer counted once the answer is ready: the client may read it and open its next
            // connection before this thread runs again (on a loaded machine it did, and a third
            // connection seemed open under a limit of two).
            leave()
            let extra = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
            let head =
                "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Type: application/json\r\n" + extra
                + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
            sendAll(Array(head.utf8) + body, to: connection)
        }
    }

    private static func reason(_ status: Int) -> String {
        status == 304 ? "Not Modified" : status < 300 ? "OK" : "Error"
    }

    private func sendAll(_ bytes: [UInt8], to connection: Int32) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            offset += n
        }
    }

    /// The request line and headers (a GET has no body), at most 64 KB.
    private func readRequest(_ connection: Int32) -> Request? {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Array("\r\n\r\n".utf8)
        while data.count < 65536 {
            let n = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return nil }
            data += buffer[..<n]
            if data.count >= 4, data.indices.dropLast(3).contains(where: { Array(data[$0..<$0 + 4]) == end }) { break }
        }
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Request(path: String(requestLine[1]), headers: headers)
    }
}

/// A port on 127.0.0.1 that is bound but not listening, held until `release()`: a connection to it is
/// refused, and no other test's server can take it meanwhile.
final class RefusingPort {
    let port: UInt16
    private let fd: Int32

    init() throws { (fd, port) = try FakeCMPServer.loopbackSocket(listening: false) }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    func release() { close(fd) }
}
