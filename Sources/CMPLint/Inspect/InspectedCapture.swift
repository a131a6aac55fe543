import CMPLintDocuments

/// A set's capture manifest as `inspect` and the HTML report show it: how, when and for which app
/// and SDK the set was captured, and each snapshot's recorded hash, or why the manifest cannot be
/// read. Nothing in it is personal data: the manifest keeps the app id only as its kind and hash.
public struct InspectedCapture: Sendable, Equatable {
    /// The manifest's path as the run shows it.
    public let path: String
    public let manifest: CaptureManifest?
    /// Why it cannot be read, "line:column: message"; nil when it was read.
    public let problem: String?

    public init(_ file: SetManifest) {
        path = file.path
        manifest = file.manifest
        if case .failure(let error) = file.content { problem = error.description } else { problem = nil }
    }

    /// "2025-05-19T08:30:00Z for OT-SDK-Version 202604.2.0 (Apple, mobile), FR fr, with the production
    /// app id, from cdn.cookielaw.org via https://mobile-data.onetrust.io, by cmplint 0.1.0".
    public var summary: String {
        guard let manifest else { return "unknown: the capture manifest cannot be read (\(problem ?? ""))" }
        let request = manifest.request
        let device = ([request.platform].compactMap { $0 } + [request.deviceType]).joined(separator: ", ")
        let geo = ([request.country, request.region].compactMap { $0 }).joined(separator: "-")
        return "\(manifest.capturedAt) for OT-SDK-Version \(request.sdkVersion) (\(device)), \(geo) "
            + "\(request.language), with the \(manifest.appId.kind.rawValue) app id, from \(request.cdnLocation) "
            + "via \(request.server), by cmplint \(manifest.cmplintVersion)"
    }

    /// One line per recorded snapshot: "OneTrustBannerData.json sha256 ce2564c8d78c, 9507 bytes,
    /// ETag W/"5c1", fixed by tc-string-leak".
    public var files: [String] {
        (manifest?.files ?? []).map { file in
            var parts = [
                "\(file.name) sha256 \(file.sha256.prefix(SnapshotUnmodified.shownDigits))", "\(file.size) bytes",
            ]
            if let etag = file.etag { parts.append("ETag \(etag)") }
            let rules = file.fixes.flatMap(\.rules).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            if !rules.isEmpty { parts.append("fixed by " + rules.joined(separator: ", ")) }
            return parts.joined(separator: ", ")
        }
    }
}
