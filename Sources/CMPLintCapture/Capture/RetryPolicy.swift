/// What another attempt may fix, whatever the transport: a timeout, a connection that failed or
/// broke, a name that did not resolve (a resolver's hiccup), a server error (5xx), and 429 Too Many
/// Requests, the one 4xx that asks to come back later (RFC 6585, section 4,
/// https://www.rfc-editor.org/rfc/rfc6585#section-4). A TLS failure, an answer that is no HTTP, a
/// bad URL, oversized headers or body, any other 4xx, a refused redirect and a body that is no
/// snapshot would fail the same way again, and are tried once.
package enum RetryPolicy {
    package static let retryableFailures: Set<TransportFailure.Kind> = [.timeout, .connection, .dns]

    package static func isRetryable(_ kind: TransportFailure.Kind) -> Bool {
        retryableFailures.contains(kind)
    }

    package static func isRetryable(status: Int) -> Bool {
        (500...599).contains(status) || status == 429
    }
}
