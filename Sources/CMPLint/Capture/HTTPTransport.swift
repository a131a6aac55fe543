/// Sends one GET and waits for the answer. `CurlTransport` is the real one; tests may give
/// their own. The only network access cmplint has.
public protocol HTTPTransport: Sendable {
    func get(_ request: CMPAPIRequest, timeout: Double) -> Result<HTTPResponse, TransportFailure>
}

/// An HTTP answer: status, the body's bytes as received, and the `Retry-After` header when sent.
public struct HTTPResponse: Sendable, Equatable {
    public let status: Int
    public let body: [UInt8]
    public let retryAfter: String?

    public init(status: Int, body: [UInt8], retryAfter: String? = nil) {
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
    }
}

/// No usable HTTP answer: the connection failed or the timeout passed (worth a retry), or the body
/// outgrew the size limit (which another attempt would only download again).
public struct TransportFailure: Error, Sendable, Equatable {
    public let message: String
    public let retryable: Bool

    public init(_ message: String, retryable: Bool = true) {
        self.message = message
        self.retryable = retryable
    }
}
