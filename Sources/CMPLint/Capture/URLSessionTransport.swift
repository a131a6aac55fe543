import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `HTTPTransport` over Foundation's URLSession (FoundationNetworking on Linux): an ephemeral
/// session, so no cookie, cache or credential of an earlier request reaches the CMP API.
public struct URLSessionTransport: HTTPTransport {
    public init() {}

    public func get(_ request: CMPAPIRequest, timeout: Double) -> Result<HTTPResponse, TransportFailure> {
        guard let url = URL(string: request.url) else { return .failure(TransportFailure("invalid URL \(request.url)")) }
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalAndRemoteCacheData, timeoutInterval: timeout)
        urlRequest.httpShouldHandleCookies = false
        for header in request.headers { urlRequest.setValue(header.value, forHTTPHeaderField: header.name) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 4
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let done = DispatchSemaphore(value: 0)
        let answer = Answer()
        session.dataTask(with: urlRequest) { data, response, error in
            if let error {
                let timedOut = (error as? URLError)?.code == .timedOut
                answer.set(.failure(TransportFailure(timedOut ? "timed out: no answer within \(Self.seconds(timeout))" : error.localizedDescription)))
            } else if let http = response as? HTTPURLResponse {
                answer.set(.success(HTTPResponse(status: http.statusCode, body: [UInt8](data ?? Data()),
                                                  retryAfter: http.value(forHTTPHeaderField: "Retry-After"))))
            } else {
                answer.set(.failure(TransportFailure("no HTTP response")))
            }
            done.signal()
        }.resume()
        done.wait()
        return answer.get()
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// The completion handler's result, handed to the waiting thread.
    private final class Answer: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<HTTPResponse, TransportFailure> = .failure(TransportFailure("no answer"))
        func set(_ value: Result<HTTPResponse, TransportFailure>) { lock.withLock { result = value } }
        func get() -> Result<HTTPResponse, TransportFailure> { lock.withLock { result } }
    }
}
