/// Fetches one set: banner and preferences, then vendors when `VendorsDecision` (or `--vendors
/// always`) asks for it. Each request is retried on connection errors, timeouts, 429 and 5xx with
/// exponential backoff or after the wait a 429 or 503 asks for in `Retry-After` (`NetworkLimits`),
/// never on another 4xx or a body that is no snapshot.
struct SetFetcher: Sendable {
    let plan: CapturePlan
    let transport: any HTTPTransport

    /// A captured set: the bodies by component, as received, and why vendors were (not) fetched.
    struct Captured: Sendable {
        let files: [ComponentKind: SnapshotFile]
        let vendorsReason: String?
    }

    func fetch(_ target: CaptureTarget) -> Result<Captured, CaptureFailure> {
        var files: [ComponentKind: SnapshotFile] = [:]
        for component in [ComponentKind.banner, .preferences] {
            switch fetch(plan.request(component, for: target)) {
            case .success(let file): files[component] = file
            case .failure(let failure): return .failure(failure)
            }
        }
        var reason: String? = plan.request.vendors == .always ? "--vendors always" : nil
        if reason == nil, let banner = files[.banner], let preferences = files[.preferences] {
            reason = VendorsDecision.reason(banner: banner, preferences: preferences)
        }
        if reason != nil {
            switch fetch(plan.request(.vendors, for: target)) {
            case .success(let file): files[.vendors] = file
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(Captured(files: files, vendorsReason: reason))
    }

    /// One request, with its retries.
    func fetch(_ request: CMPAPIRequest) -> Result<SnapshotFile, CaptureFailure> {
        let limits = plan.request.network
        var attempt = 1
        while true {
            let reason: String
            let retry: Bool
            var retryAfter: Double?
            switch transport.get(request, timeout: limits.timeout) {
            case .failure(let failure):
                (reason, retry) = (failure.message, failure.retryable)
            case .success(let response):
                switch ResponseCheck.verdict(response, for: request) {
                case .snapshot(let file): return .success(file)
                case .failed(let text, let again): (reason, retry) = (text, again)
                }
                if RetryAfter.statuses.contains(response.status), let header = response.retryAfter {
                    retryAfter = RetryAfter.seconds(header, now: limits.now())
                }
            }
            guard retry, attempt < limits.attempts else {
                return .failure(CaptureFailure(target: request.target, component: request.component, reason: reason, attempts: attempt))
            }
            limits.sleep(limits.delay(beforeRetry: attempt, retryAfter: retryAfter))
            attempt += 1
        }
    }
}
