import CMPLint
import CMPLintDocuments

/// Judges one CMP API answer: a 2xx whose body is JSON with no `errors[]` entry is a snapshot, a
/// 304 to a request with `If-None-Match` is no change (the CMP API honours it since
/// cmpapi-202610.1.0); anything else is a reason naming the HTTP status and OneTrust's `errors[].code` values (server
/// text, which `CaptureFailure` redacts and escapes before anyone prints it).
package enum ResponseCheck {
    package enum Verdict {
        case snapshot(SnapshotFile)
        /// `304 Not Modified` to a conditional request: the version it named is still current.
        case notModified
        /// `retry`: what `RetryPolicy` says another attempt may fix.
        case failed(String, retry: Bool)
    }

    package static func verdict(_ response: HTTPResponse, for request: CMPAPIRequest) -> Verdict {
        if response.status == 304 && request.isConditional { return .notModified }
        let file = SnapshotFile(
            kind: request.component, path: request.component.acceptedFileNames[0], bytes: response.body)
        let success = (200..<300).contains(response.status)
        switch file.parsed {
        case .failure(let error):
            guard success else {
                return .failed("HTTP \(response.status)", retry: RetryPolicy.isRetryable(status: response.status))
            }
            return .failed(
                "HTTP \(response.status) but the body is not JSON (\(error.message) at line \(error.position.line), column \(error.position.column))",
                retry: false)
        case .success(let document):
            let codes = errorCodes(document)
            let detail = codes.isEmpty ? "" : " (\(codes.joined(separator: "; ")))"
            if !success {
                return .failed(
                    "HTTP \(response.status)\(detail)", retry: RetryPolicy.isRetryable(status: response.status))
            }
            if !codes.isEmpty { return .failed("HTTP \(response.status) with errors\(detail)", retry: false) }
            return .snapshot(file)
        }
    }

    /// `errors[].code` (with its message) of a CMP API error envelope; `SUCCESS` entries are no errors.
    package static func errorCodes(_ document: JSONDocument) -> [String] {
        guard let errors = document.member(document.root, "errors"), document.kind(errors) == .array else { return [] }
        return document.elements(errors).compactMap { entry in
            guard let code = document.member(entry, "code").flatMap({ document.string($0) }), code != "SUCCESS" else {
                return nil
            }
            let message = document.member(entry, "message").flatMap { document.string($0) }
            return message.map { "\(code): \($0.shortened(to: 200))" } ?? code
        }
    }
}
