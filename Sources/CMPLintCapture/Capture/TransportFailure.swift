/// No usable HTTP answer, with the kind of failure that decides whether another attempt may
/// succeed (`RetryPolicy`) and the transport's own description of it.
public struct TransportFailure: Error, Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// No answer within the timeout.
        case timeout
        /// The connection was refused, reset or closed before a whole answer came.
        case connection
        /// The server's name did not resolve.
        case dns
        /// The TLS handshake or the certificate check failed.
        case tls
        /// The answer is no HTTP a client can read (a garbled status line, a bad content encoding).
        case protocolError = "protocol"
        /// The URL cannot be requested.
        case url
        /// The response headers outgrew the transport's header limit.
        case headerTooLarge
        /// The body outgrew the size limit.
        case bodyTooLarge
        case other
    }

    public let kind: Kind
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
