import CMPLint

/// Fetches one set: banner and preferences, then vendors when `VendorsDecision` (or `--vendors
/// always`) asks for it. Each attempt follows redirects as `RedirectPolicy` allows; an attempt is
/// retried when `RetryPolicy` says another may succeed, with exponential backoff or after the wait
/// a 429 or 503 asks for in `Retry-After` (`NetworkLimits`).
package struct SetFetcher: Sendable {
    package let plan: CapturePlan
    package let transport: any HTTPTransport

    /// A captured set: the bodies by component, as received, each answer's `ETag` when it sent
    /// one, and why vendors were (not) fetched.
    package struct Captured: Sendable {
        package let files: [ComponentKind: SnapshotFile]
        package let etags: [ComponentKind: String]
        package let vendorsReason: String?
    }

    /// One component's answer.
    package struct Fetched: Sendable {
        /// Nil for a `304 Not Modified` to a conditional request (`If-None-Match`, which only
        /// `capture --check` sends): the recorded file is still what the server serves.
        package let file: SnapshotFile?
        package let etag: String?
    }

    package func fetch(_ target: CaptureTarget) -> Result<Captured, CaptureFailure> {
        var files: [ComponentKind: SnapshotFile] = [:]
        var etags: [ComponentKind: String] = [:]
        for component in [ComponentKind.banner, .preferences] {
            switch fetch(plan.request(component, for: target)) {
            case .success(let fetched): (files[component], etags[component]) = (fetched.file, fetched.etag)
            case .failure(let failure): return .failure(failure)
            }
        }
        var reason: String? = plan.request.vendors == .always ? "--vendors always" : nil
        if reason == nil, let banner = files[.banner], let preferences = files[.preferences] {
            reason = VendorsDecision.reason(banner: banner, preferences: preferences)
        }
        if reason != nil {
            switch fetch(plan.request(.vendors, for: target)) {
            case .success(let fetched): (files[.vendors], etags[.vendors]) = (fetched.file, fetched.etag)
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(Captured(files: files, etags: etags, vendorsReason: reason))
    }

    /// One request, with its retries.
    package func fetch(_ request: CMPAPIRequest) -> Result<Fetched, CaptureFailure> {
        let limits = plan.request.network
        var attempt = 1
        while true {
            let reason: String
            let retry: Bool
            var retryAfter: Double?
            switch send(request) {
            case .failure(let failure):
                (reason, retry) = (failure.message, RetryPolicy.isRetryable(failure.kind))
            case .success(.refused(let text)):
                (reason, retry) = (text, false)
            case .success(.answer(let response)):
                switch ResponseCheck.verdict(response, for: request) {
                case .snapshot(let file): return .success(Fetched(file: file, etag: response.etag))
                case .notModified: return .success(Fetched(file: nil, etag: response.etag))
                case .failed(let text, let again): (reason, retry) = (text, again)
                }
                if RetryAfter.statuses.contains(response.status), let header = response.retryAfter {
                    retryAfter = RetryAfter.seconds(header, now: limits.now())
                }
            }
            guard retry, attempt < limits.attempts else {
                return .failure(
                    CaptureFailure(
                        target: request.target, component: request.component, reason: reason, attempts: attempt,
                        revealing: plan.request.lint.revealPersonalData))
            }
            limits.sleep(limits.delay(beforeRetry: attempt, retryAfter: retryAfter))
            attempt += 1
        }
    }

    /// One attempt: the request, then the redirects `RedirectPolicy` follows, with the same headers.
    package func send(_ request: CMPAPIRequest) -> Result<RedirectPolicy.Attempt, TransportFailure> {
        RedirectPolicy.attempt(request.url) { url in
            transport.get(
                CMPAPIRequest(target: request.target, component: request.component, url: url, headers: request.headers),
                timeout: plan.request.network.timeout)
        }
    }
}
