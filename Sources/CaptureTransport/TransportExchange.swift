import CMPLint
import CMPLintCapture
import CMPLintDocuments
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of one request's session: refuses every redirect (the 3xx comes back as the
/// answer, with its `Location`, for `RedirectPolicy`), stops the transfer once the headers pass
/// `maxHeaderBytes` or the body passes `maxBodyBytes` (a `Content-Length` over it stops it before
/// any body byte), and collects the answer. `finished` is signalled when the task ends.
final class TransportExchange: NSObject, URLSessionDataDelegate, Sendable {
    let maxBodyBytes: Int
    let maxHeaderBytes: Int
    let finished = DispatchSemaphore(value: 0)
    private let state = Locked(State())

    private struct State {
        var response: HTTPURLResponse?
        var body: [UInt8] = []
        /// Set when the exchange itself stopped the transfer.
        var stopped: TransportFailure?
        var error: URLError?
    }

    init(maxBodyBytes: Int, maxHeaderBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
        self.maxHeaderBytes = maxHeaderBytes
    }

    /// The answer, or why there is none.
    func outcome() -> Result<HTTPResponse, TransportFailure> {
        state.withLock { state in
            if let stopped = state.stopped { return .failure(stopped) }
            if let error = state.error {
                return .failure(
                    TransportFailure(URLSessionTransport.kind(of: error), URLSessionTransport.message(error)))
            }
            guard let response = state.response else {
                return .failure(TransportFailure(.protocolError, "no HTTP answer"))
            }
            return .success(
                HTTPResponse(
                    status: response.statusCode, body: state.body,
                    retryAfter: response.value(forHTTPHeaderField: "Retry-After"),
                    location: response.value(forHTTPHeaderField: "Location"),
                    etag: response.value(forHTTPHeaderField: "ETag")))
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let response = response as? HTTPURLResponse else {
            stop(dataTask, TransportFailure(.protocolError, "no HTTP answer"))
            return completionHandler(.cancel)
        }
        let headerBytes = response.allHeaderFields.reduce(0) { sum, field in
            sum + "\(field.key)".utf8.count + "\(field.value)".utf8.count + 4
        }
        if headerBytes > maxHeaderBytes {
            stop(
                dataTask,
                TransportFailure(.headerTooLarge, "the response headers are larger than \(maxHeaderBytes) bytes"))
            return completionHandler(.cancel)
        }
        if response.expectedContentLength > Int64(maxBodyBytes) {
            stop(dataTask, bodyTooLarge)
            return completionHandler(.cancel)
        }
        state.withLock { $0.response = response }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = state.withLock { state in
            guard state.body.count + data.count <= maxBodyBytes else { return true }
            state.body.append(contentsOf: data)
            return false
        }
        if over { stop(dataTask, bodyTooLarge) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        state.withLock { state in
            if state.stopped == nil, let error {
                state.error = error as? URLError ?? URLError(.unknown)
            }
        }
        finished.signal()
    }

    private var bodyTooLarge: TransportFailure {
        TransportFailure(.bodyTooLarge, "the response is larger than \(maxBodyBytes) bytes")
    }

    private func stop(_ task: URLSessionTask, _ failure: TransportFailure) {
        state.withLock { $0.stopped = $0.stopped ?? failure }
        task.cancel()
    }
}
