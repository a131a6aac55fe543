import CMPLint

/// The requests a capture sends for each set: banner and preferences always, vendors when
/// `VendorsDecision` says so (after the first two answered) or when asked for.
public struct CapturePlan: Sendable {
    public let request: CaptureRequest

    public init(_ request: CaptureRequest) {
        self.request = request
    }

    /// `GET <base>/cfw/cmp/v1/<component>` with the headers of `CaptureHeaders`.
    public func request(_ component: ComponentKind, for target: CaptureTarget) -> CMPAPIRequest {
        var base = request.baseURL
        while base.hasSuffix("/") { base.removeLast() }
        return CMPAPIRequest(
            target: target, component: component, url: "\(base)/cfw/cmp/v1/\(component.rawValue)",
            headers: CaptureHeaders.headers(for: target, component: component, request: request))
    }

    /// Every request the run may send, set by set; vendors listed as conditional unless `--vendors always`.
    public var dryRunText: String {
        var lines: [String] = []
        for target in request.targets {
            lines.append("\(target.folderName):")
            for component in ComponentKind.allCases {
                let text = self.request(component, for: target).text
                if component == .vendors && request.vendors == .auto {
                    lines.append("  (only when IAB TCF is in scope, decided from the banner and preferences responses)")
                }
                lines.append(
                    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
                        separator: "\n"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
