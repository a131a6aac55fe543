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

/// No HTTP answer at all: the connection failed or the timeout passed. Always worth a retry.
public struct TransportFailure: Error, Sendable, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
