import CMPLint
import CMPLintDocuments
import Foundation

/// Downloads a Global Vendor List and writes it atomically: the list must be a GVL v3
/// (`GVLHeader.read`) before it replaces anything, and a failure at any step (network, HTTP status,
/// content, disk) leaves the output file as it was. One request, retried as a capture's are
/// (`RetryPolicy`, `RetryAfter`, `NetworkLimits`), redirects followed as a capture's are
/// (`RedirectPolicy`). The transport is a function, so that this target links no networking code.
public enum GVLFetcher {
    /// One GET of a URL with a timeout: the answer, 3xx included, or why there is none.
    public typealias Get = @Sendable (_ url: String, _ timeout: Double) -> Result<HTTPResponse, TransportFailure>

    public static func run(_ request: GVLFetchRequest, get: Get) throws(LintError) -> GVLFetchOutcome {
        try request.network.validate()
        if let problem = URLShape.baseURLProblem(request.url) {
            throw LintError(
                "--url: '\(ReportText.visible(request.url.shortened(to: 300)))' is not an http or https URL such as "
                    + "\(GVLFetchRequest.currentURL): \(problem)")
        }
        let (file, mode) = try destination(request.output)
        let body = try download(request, get: get)
        let header: GVLHeader
        do {
            header = try GVLHeader.read(body)
        } catch {
            throw failure(request, error.description, attempts: 1)
        }
        try SafeFileWriter.replace(file, named: request.output, mode: mode) { fd in
            SafeFileWriter.writeAll(body, to: fd)
        }
        return GVLFetchOutcome(
            output: request.output, header: header, byteCount: body.count,
            sha256: SHA256.hex(body))
    }

    /// The file `output` leads to and its permission bits (nil: a new file). A folder, socket or
    /// device, or a folder that does not exist, fails here, before anything is downloaded.
    static func destination(_ output: String) throws(LintError) -> (file: String, mode: mode_t?) {
        guard case .regular(let file, let mode) = try SafeFileWriter.target(of: output) else {
            throw LintError("\(output): is not a regular file; gvl fetch writes the list to a file")
        }
        var isFolder: ObjCBool = false
        let folder = SafeFileWriter.directory(of: file)
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw LintError("\(output): cannot write (the folder \(folder) does not exist)")
        }
        return (file, mode)
    }

    /// The body of a 2xx answer, after the retries and redirects the policies allow.
    static func download(_ request: GVLFetchRequest, get: Get) throws(LintError) -> [UInt8] {
        let limits = request.network
        var attempt = 1
        while true {
            let reason: String
            let retry: Bool
            var retryAfter: Double?
            switch RedirectPolicy.attempt(request.url, get: { get($0, limits.timeout) }) {
            case .failure(let transport):
                (reason, retry) = (transport.message, RetryPolicy.isRetryable(transport.kind))
            case .success(.refused(let text)):
                (reason, retry) = (text, false)
            case .success(.answer(let response)):
                if (200..<300).contains(response.status) { return response.body }
                (reason, retry) = ("HTTP \(response.status)", RetryPolicy.isRetryable(status: response.status))
                if RetryAfter.statuses.contains(response.status), let header = response.retryAfter {
                    retryAfter = RetryAfter.seconds(header, now: limits.now())
                }
            }
            guard retry, attempt < limits.attempts else { throw failure(request, reason, attempts: attempt) }
            limits.sleep(limits.delay(beforeRetry: attempt, retryAfter: retryAfter))
            attempt += 1
        }
    }

    /// `GET URL: reason`, server text escaped; `--out` is named only to say it was kept.
    static func failure(_ request: GVLFetchRequest, _ reason: String, attempts: Int) -> LintError {
        let tries = attempts > 1 ? " (after \(attempts) attempts)" : ""
        return LintError(
            "GET \(ReportText.visible(request.url.shortened(to: 300))): \(ServerText.shown(reason, revealing: false))"
                + "\(tries); \(request.output) was not written")
    }
}
