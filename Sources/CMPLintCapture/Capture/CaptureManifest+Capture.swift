import CMPLint
import CMPLintDocuments
import Foundation

extension CaptureManifest {
    /// The manifest of a set just captured for `target` with `plan`'s request, at `time`: every
    /// header that chose the answers except the app id, which only its kind and hash stand for,
    /// and the path, `ETag` and hash of each body as it is written.
    package init(captured: SetFetcher.Captured, target: CaptureTarget, plan: CapturePlan, at time: Date) {
        let request = plan.request
        self.init(
            capturedAt: StoredDate(milliseconds: StoredDate(time).milliseconds / 1000 * 1000),
            appId: AppIdentity(appId: request.appId),
            request: Request(
                server: Self.origin(request.baseURL), sdkVersion: request.sdkVersion, platform: request.platform,
                deviceType: request.deviceType, cdnLocation: request.cdnLocation, country: target.country,
                region: target.region, language: target.language),
            files: captured.files.compactMap { component, file in
                guard let bytes = file.document?.bytes else { return nil }
                return RecordedFile(
                    component: component, name: component.acceptedFileNames[0],
                    requestPath: URL(string: plan.request(component, for: target).url)?.path ?? "/",
                    etag: captured.etags[component].flatMap(Self.recordable), bytes: bytes)
            })
    }

    /// `scheme://host[:port]` of a base URL (`URLShape.baseURLProblem` refused credentials, query
    /// and fragment already; the path goes with each file's `requestPath`).
    package static func origin(_ baseURL: String) -> String {
        guard let url = URL(string: baseURL), let scheme = url.scheme?.lowercased(), let host = url.host else {
            return baseURL
        }
        return "\(scheme)://\(host.lowercased())" + (url.port.map { ":\($0)" } ?? "")
    }

    /// An `ETag` as the manifest keeps it: visible ASCII within `maxFieldLength`; any other value
    /// is not recorded (the manifest's reader would refuse it).
    package static func recordable(_ etag: String) -> String? {
        URLShape.isVisibleASCII(etag) && etag.utf8.count <= maxFieldLength ? etag : nil
    }
}
