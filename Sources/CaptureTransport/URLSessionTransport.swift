import CMPLint
import CMPLintCapture
import CMPLintDocuments
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `HTTPTransport` over Foundation's `URLSession` (FoundationNetworking on Linux). It lives in its own
/// target, linked only into `cmplint-capture`, so that no other command links or loads networking
/// code. Each request gets an ephemeral session of its own: no cookie, cache or connection of an
/// earlier one reaches the CMP API. It follows no redirect (`RedirectPolicy` decides above it), and
/// stops a transfer whose headers or body outgrow the limits (`TransportExchange`).
public struct URLSessionTransport: HTTPTransport {
    /// The largest body accepted: a larger one stops the transfer (it could not be linted anyway).
    let maxBodyBytes: Int
    /// The most response header bytes accepted. The CMP API sends well under 2 KB; common servers
    /// refuse request headers past 8 to 64 KB.
    public static let maxHeaderBytes = 65_536

    public init(maxBodyBytes: Int = JSONParseLimits.defaultMaxBytes) {
        self.maxBodyBytes = maxBodyBytes
    }

    public func get(_ request: CMPAPIRequest, timeout: Double) -> Result<HTTPResponse, TransportFailure> {
        get(url: request.url, headers: request.headers, timeout: timeout)
    }

    /// One GET of `text` with `headers` (none but the session's own for a Global Vendor List).
    public func get(url text: String, headers: [CMPAPIRequest.Header], timeout: Double) -> Result<
        HTTPResponse, TransportFailure
    > {
        guard let url = URL(string: text) else {
            return .failure(TransportFailure(.url, "no URL: '\(text)'"))
        }
        var urlRequest = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalAndRemoteCacheData, timeoutInterval: timeout)
        for header in headers { urlRequest.setValue(header.value, forHTTPHeaderField: header.name) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let exchange = TransportExchange(maxBodyBytes: maxBodyBytes, maxHeaderBytes: Self.maxHeaderBytes)
        let session = URLSession(configuration: configuration, delegate: exchange, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: urlRequest)
        task.resume()
        // The session's own timeout ends the task; the margin only guards against a task that never ends.
        if exchange.finished.wait(timeout: .now() + timeout + 5) == .timedOut { task.cancel() }
        return exchange.outcome().mapError { failure in failure.kind == .timeout ? Self.timedOut(timeout) : failure }
    }

    static func timedOut(_ timeout: Double) -> TransportFailure {
        let seconds = timeout == timeout.rounded() ? "\(Int(timeout)) s" : "\(timeout) s"
        return TransportFailure(.timeout, "timed out: no answer within \(seconds)")
    }

    /// The kind of a `URLError` (https://developer.apple.com/documentation/foundation/urlerror/code).
    static func kind(_ code: URLError.Code) -> TransportFailure.Kind {
        switch code {
        case .timedOut: return .timeout
        case .cannotFindHost, .dnsLookupFailed: return .dns
        case .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet: return .connection
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
            .serverCertificateHasUnknownRoot,
            .serverCertificateNotYetValid, .clientCertificateRejected, .clientCertificateRequired:
            return .tls
        case .badURL, .unsupportedURL: return .url
        case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData:
            return .protocolError
        case .dataLengthExceedsMaximum: return .bodyTooLarge
        default: return .other
        }
    }

    /// The kind of `error`. FoundationNetworking (libcurl) reports a failed TLS handshake as an
    /// unknown error whose description is the TLS library's; Apple's URLSession has codes for it.
    static func kind(of error: URLError) -> TransportFailure.Kind {
        let kind = kind(error.code)
        guard kind == .other, error.code == .unknown else { return kind }
        let text = message(error)
        return ["SSL", "TLS", "certificate"].contains { text.contains($0) } ? .tls : kind
    }

    /// What `error` says: the HTTP library's own description (libcurl's error text on Linux).
    static func message(_ error: URLError) -> String {
        guard let text = error.userInfo[NSLocalizedDescriptionKey] as? String, !text.isEmpty else {
            return "the request failed (URLError \(error.code.rawValue))"
        }
        return text
    }
}
