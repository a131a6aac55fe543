/// Sends one GET and waits for the answer. The real one is in the CaptureTransport target, linked
/// only into `cmplint-capture`; tests may give their own.
///
/// A transport carries out one exchange and nothing more: it follows no redirect (a 3xx comes back
/// as it is, with its `Location`), retries nothing, and says what kind of failure it met. What to
/// follow and what to retry is decided above it (`RedirectPolicy`, `RetryPolicy`), the same
/// whatever HTTP library a transport wraps.
public protocol HTTPTransport: Sendable {
    func get(_ request: CMPAPIRequest, timeout: Double) -> Result<HTTPResponse, TransportFailure>
}

/// An HTTP answer: status, the body's bytes as received, and the `Retry-After`, `Location` and
/// `ETag` headers when sent.
public struct HTTPResponse: Sendable, Equatable {
    public let status: Int
    public let body: [UInt8]
    public let retryAfter: String?
    public let location: String?
    /// The version of the answer the server names, recorded in the capture manifest.
    public let etag: String?

    public init(status: Int, body: [UInt8], retryAfter: String? = nil, location: String? = nil, etag: String? = nil) {
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
        self.location = location
        self.etag = etag
    }
}
