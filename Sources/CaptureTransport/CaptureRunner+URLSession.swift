import CMPLint
import CMPLintCapture
import CMPLintDocuments

extension CaptureRunner {
    /// A capture over `URLSessionTransport`, taking bodies up to `--max-file-size` (else 32 MB): a
    /// larger one could not be linted.
    public static func run(_ request: CaptureRequest, progress: (@Sendable (LintProgress) -> Void)? = nil)
        throws(LintError) -> CaptureOutcome
    {
        let transport = URLSessionTransport(
            maxBodyBytes: request.lint.maxFileSize?.bytes ?? JSONParseLimits.defaultMaxBytes)
        return try run(request, transport: transport, progress: progress)
    }
}
