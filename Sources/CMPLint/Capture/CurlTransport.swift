import CCurlLoader
import Foundation

/// `HTTPTransport` over libcurl, loaded when the first request is sent (`CCurlLoader`): no other
/// command loads it, so cmplint starts fast and runs where libcurl is not installed. Each request is
/// a transfer of its own: no cookie, cache or connection of an earlier one reaches the CMP API. It
/// follows no redirect; libcurl's error codes become `TransportFailure.Kind`s.
public struct CurlTransport: HTTPTransport {
    /// The largest body accepted: a larger one stops the transfer (it could not be linted anyway).
    let maxBodyBytes: Int
    /// The most response header bytes accepted (status line included). The CMP API sends well
    /// under 2 KB; common servers refuse request headers past 8 to 64 KB.
    static let maxHeaderBytes = 65_536

    public init(maxBodyBytes: Int = JSONParseLimits.defaultMaxBytes) {
        self.maxBodyBytes = maxBodyBytes
    }

    public func get(_ request: CMPAPIRequest, timeout: Double) -> Result<HTTPResponse, TransportFailure> {
        let headers = request.headers.map { "\($0.name): \($0.value)" }
        var result = cmplint_http_result()
        withCStrings(headers) { pointers in
            cmplint_http_get(request.url, pointers, Int32(pointers.count), Int(max(1, (timeout * 1000).rounded())),
                             maxBodyBytes, Self.maxHeaderBytes, &result)
        }
        defer { cmplint_http_result_free(&result) }
        if result.error != 0 {
            let kind = Self.kind(result.error, bodyTooLarge: result.too_large != 0, headerTooLarge: result.header_too_large != 0)
            if kind == .timeout { return .failure(TransportFailure(.timeout, "timed out: no answer within \(Self.seconds(timeout))")) }
            let message = withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .failure(TransportFailure(kind, message))
        }
        let body = result.body.map { [UInt8](UnsafeBufferPointer(start: $0, count: result.body_length)) } ?? []
        return .success(HTTPResponse(status: result.status, body: body, retryAfter: result.retry_after.map { String(cString: $0) },
                                     location: result.location.map { String(cString: $0) }))
    }

    /// The kind of a libcurl error code (https://curl.se/libcurl/c/libcurl-errors.html); -1 is the
    /// loader's own "libcurl could not be loaded".
    static func kind(_ code: Int32, bodyTooLarge: Bool = false, headerTooLarge: Bool = false) -> TransportFailure.Kind {
        if bodyTooLarge { return .bodyTooLarge }
        if headerTooLarge { return .headerTooLarge }
        switch code {
        case -1: return .unavailable
        case 28: return .timeout                                  // OPERATION_TIMEDOUT
        case 5, 6: return .dns                                    // COULDNT_RESOLVE_PROXY, _HOST
        case 7, 18, 52, 55, 56: return .connection                // COULDNT_CONNECT, PARTIAL_FILE, GOT_NOTHING, SEND_ERROR, RECV_ERROR
        case 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91, 98:
            return .tls                                           // SSL_* and PEER_FAILED_VERIFICATION
        case 3: return .url                                       // URL_MALFORMAT
        // UNSUPPORTED_PROTOCOL (the scheme is checked before, so: an HTTP/0.9 answer), WEIRD_SERVER_REPLY,
        // HTTP2, BAD_CONTENT_ENCODING, HTTP2_STREAM, HTTP3.
        case 1, 8, 16, 61, 92, 95: return .protocolError
        case 100: return .headerTooLarge                          // TOO_LARGE (libcurl 8.6: a header over its own limit)
        default: return .other
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// Runs `body` with the strings as C strings that live until it returns.
    private func withCStrings<R>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return body(copies.map { UnsafePointer($0) })
    }
}
