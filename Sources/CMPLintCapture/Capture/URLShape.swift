import Foundation

/// The shape of the URLs a capture sends to: `--base-url` and the `Location` of a redirect. An
/// http or https URL written in visible ASCII only (RFC 3986 leaves no room for spaces or controls
/// in a URI, https://www.rfc-editor.org/rfc/rfc3986#section-2), so no line break can reach a
/// request line and nothing travels in a form a reader of the logs would not see.
package enum URLShape {
    /// Visible ASCII, `!` to `~`: no space, control, DEL or non-ASCII byte.
    package static func isVisibleASCII(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    /// Why `text` is no base URL (`http[s]://host[:port][/path]`), or nil when it is one: a path is
    /// prefixed to the endpoint's, so a query or fragment would swallow it, and credentials would
    /// be sent with every request.
    package static func baseURLProblem(_ text: String) -> String? {
        guard isVisibleASCII(text) else { return "it holds a space, a control character or a non-ASCII character" }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else {
            return "it is no http or https URL"
        }
        guard let host = url.host, !host.isEmpty else { return "it names no host" }
        if url.user != nil || url.password != nil { return "it holds credentials" }
        if text.contains("?") || text.contains("#") { return "it holds a query or a fragment" }
        return nil
    }

    /// Scheme, host and port, as RFC 6454 compares origins (section 5,
    /// https://www.rfc-editor.org/rfc/rfc6454#section-5), the port made explicit.
    package struct Origin: Equatable, CustomStringConvertible {
        package let scheme: String
        package let host: String
        package let port: Int

        package init?(_ url: URL) {
            guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
                return nil
            }
            guard let port = url.port ?? ["http": 80, "https": 443][scheme] else { return nil }
            (self.scheme, self.host, self.port) = (scheme, host, port)
        }

        package var description: String { "\(scheme)://\(host):\(port)" }
    }
}
