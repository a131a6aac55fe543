import CMPLint

/// One GET of the CMP API as a capture sends it: which set and component it is for, the URL and
/// the exact headers (`CaptureHeaders`).
public struct CMPAPIRequest: Sendable, Equatable {
    public let target: CaptureTarget
    public let component: ComponentKind
    public let url: String
    public let headers: [Header]

    public struct Header: Sendable, Equatable {
        public let name: String
        public let value: String
    }

    /// `GET /cfw/cmp/v1/banner`, as messages name the endpoint.
    public var endpoint: String { component.endpoint }

    /// The request as `--dry-run` prints it: the request line, then one header a line.
    public var text: String {
        (["GET \(url)"] + headers.map { "  \($0.name): \($0.value)" }).joined(separator: "\n")
    }
}
