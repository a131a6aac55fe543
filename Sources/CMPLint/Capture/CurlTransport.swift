import CCurlLoader
import Foundation

/// `HTTPTransport` over libcurl, loaded when the first request is sent (`CCurlLoader`): no other
/// command loads it, so cmplint starts fast and runs where libcurl is not installed. Each request is
/// a transfer of its own: no cookie, cache or connection of an earlier one reaches the CMP API.
public struct CurlTransport: HTTPTransport {
    /// The largest body accepted: a larger one stops the transfer (it could not be linted anyway).
    let maxBodyBytes: Int

    public init(maxBodyBytes: Int = JSONParseLimits.defaultMaxBytes) {
        self.maxBodyBytes = maxBodyBytes
    }

    public func get(_ request: CMPAPIRequest, timeout: Double) -> Result<HTTPResponse, TransportFailure> {
        let headers = request.headers.map { "\($0.name): \($0.value)" }
        var result = cmplint_http_result()
        withCStrings(headers) { pointers in
            cmplint_http_get(request.url, pointers, Int32(pointers.count), Int(max(1, (timeout * 1000).rounded())),
                             maxBodyBytes, &result)
        }
        defer { cmplint_http_result_free(&result) }
        // CURLE_OPERATION_TIMEDOUT (https://curl.se/libcurl/c/libcurl-errors.html).
        if result.error == 28 { return .failure(TransportFailure("timed out: no answer within \(Self.seconds(timeout))")) }
        if result.error != 0 {
            let message = withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .failure(TransportFailure(message, retryable: result.too_large == 0))
        }
        let body = result.body.map { [UInt8](UnsafeBufferPointer(start: $0, count: result.body_length)) } ?? []
        return .success(HTTPResponse(status: result.status, body: body, retryAfter: result.retry_after.map { String(cString: $0) }))
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
