import CMPLintDocuments
import Foundation

/// How a capture behaves on the network: how long to wait, how many requests at once, how often to
/// retry and how long to back off. The delays are injectable (`sleep`) so tests do not wait.
public struct NetworkLimits: Sendable {
    /// Seconds a request may stay without an answer (URLRequest's `timeoutInterval`).
    public var timeout: Double
    /// Sets fetched at once: a small number, to stay a polite client of a shared API.
    public var concurrency: Int
    /// Attempts per request, the first included; `RetryPolicy` says which failures are retried.
    public var attempts: Int
    /// Delay before the first retry; each further retry waits twice as long (exponential backoff).
    public var backoff: Double
    /// The longest wait before one retry, whatever a `Retry-After` header or the backoff asks for.
    public var maxRetryDelay: Double
    /// Waits the given number of seconds.
    public var sleep: @Sendable (Double) -> Void
    /// The time now, to count a `Retry-After` date from.
    public var now: @Sendable () -> Date

    public static let defaultTimeout = 30.0
    public static let defaultConcurrency = 4
    public static let defaultAttempts = 3
    public static let defaultBackoff = 1.0
    public static let defaultMaxRetryDelay = 60.0

    public init(
        timeout: Double = defaultTimeout, concurrency: Int = defaultConcurrency, attempts: Int = defaultAttempts,
        backoff: Double = defaultBackoff, maxRetryDelay: Double = defaultMaxRetryDelay,
        sleep: @escaping @Sendable (Double) -> Void = NetworkLimits.threadSleep,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.timeout = timeout
        self.concurrency = concurrency
        self.attempts = attempts
        self.backoff = backoff
        self.maxRetryDelay = maxRetryDelay
        self.sleep = sleep
        self.now = now
    }

    /// The delay before retry number `retry` (1-based): what the server asked for (`retryAfter`),
    /// else `backoff`, then twice that, and so on; never more than `maxRetryDelay`.
    public func delay(beforeRetry retry: Int, retryAfter: Double? = nil) -> Double {
        min(retryAfter ?? backoff * Double(1 << min(max(retry - 1, 0), 16)), maxRetryDelay)
    }

    package func validate() throws(LintError) {
        guard timeout > 0, timeout <= 600 else {
            throw LintError("--timeout: must be more than 0 and at most 600 seconds, found \(timeout)")
        }
        guard (1...16).contains(concurrency) else {
            throw LintError("--concurrency: must be 1 to 16, found \(concurrency)")
        }
        guard (1...10).contains(attempts) else { throw LintError("--retries: must be 0 to 9, found \(attempts - 1)") }
        guard maxRetryDelay >= 0, maxRetryDelay <= 600 else {
            throw LintError("--max-retry-delay: must be 0 to 600 seconds, found \(maxRetryDelay)")
        }
    }

    public static let threadSleep: @Sendable (Double) -> Void = { seconds in
        guard seconds > 0 else { return }
        Thread.sleep(forTimeInterval: seconds)
    }
}
