import CMPLintCapture
import CMPLintDocuments

extension GVLFetcher {
    /// A fetch over `URLSessionTransport`, taking bodies up to `GVLFetchRequest.maxBytes`. No header
    /// of its own: URLSession asks for a compressed answer (`Accept-Encoding`) and inflates it, as
    /// the TCF asks of every client of the list.
    public static func run(_ request: GVLFetchRequest) throws(LintError) -> GVLFetchOutcome {
        let transport = URLSessionTransport(maxBodyBytes: GVLFetchRequest.maxBytes)
        return try run(request) { url, timeout in transport.get(url: url, headers: [], timeout: timeout) }
    }
}
