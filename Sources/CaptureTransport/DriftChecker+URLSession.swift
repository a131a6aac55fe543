import CMPLint
import CMPLintCapture
import CMPLintDocuments

extension DriftChecker {
    /// A drift check over `URLSessionTransport`, taking bodies up to `--max-file-size` (else 32 MB),
    /// as a capture does.
    public static func run(_ request: DriftCheckRequest) throws(LintError) -> DriftCheckOutcome {
        let transport = URLSessionTransport(
            maxBodyBytes: request.reading.maxFileSize?.bytes ?? JSONParseLimits.defaultMaxBytes)
        return try run(request, transport: transport)
    }
}
