import CMPLint
import CMPLintDocuments
import Foundation

/// One recorded set asked for again: the capture request its manifest records (the app id taken
/// from those given that hashes to the recorded one), each recorded component re-requested with
/// `If-None-Match` set to the recorded `ETag`, and the answers compared with the files on disk as
/// `diff` compares two captures. A `304 Not Modified` (the CMP API honours `If-None-Match` since
/// cmpapi-202610.1.0) keeps the file on disk; a `200` is compared by content, so an answer with
/// another `ETag` but the same data is no drift.
package struct SetRecheck {
    /// The set as shown (`Snapshots/DE_de`) and its folder on disk.
    package let shown: String
    package let location: String
    package let manifest: CaptureManifest
    /// The capture the manifest records, with the app id that hashes to it.
    package let capture: CaptureRequest
    package let target: CaptureTarget

    /// Reads the set's manifest and rebuilds its capture request; the reason, naming the set, when
    /// it cannot be checked.
    package static func prepare(_ shown: String, request: DriftCheckRequest) -> Result<SetRecheck, LintError> {
        let location = request.reading.resolved(shown)
        guard let loaded = SetManifest.load(folder: shown, location: location) else {
            return .failure(LintError("\(shown): the capture manifest is gone"))
        }
        let manifest: CaptureManifest
        switch loaded.content {
        case .failure(let error): return .failure(LintError("\(loaded.path):\(error)"))
        case .success(let read): manifest = read
        }
        guard
            let appId = request.appIds.first(where: {
                CaptureManifest.AppIdentity(appId: $0).sha256 == manifest.appId.sha256
            })
        else {
            return .failure(
                LintError(
                    "\(shown): no --app-id given hashes to the \(manifest.appId.kind.rawValue) app id the set was "
                        + "captured with (SHA-256 \(manifest.appId.sha256.prefix(12))…); give that app id"))
        }
        let recorded = manifest.request
        do throws(LintError) {
            let target = try CaptureTarget(
                country: recorded.country, region: recorded.region, language: recorded.language,
                source: .configFile(CaptureManifest.fileName))
            let capture = CaptureRequest(
                appId: appId, sdkVersion: recorded.sdkVersion, cdnLocation: recorded.cdnLocation,
                platform: recorded.platform, deviceType: recorded.deviceType,
                baseURL: request.baseURL ?? recorded.server, targets: [target],
                outputFolder: (shown as NSString).deletingLastPathComponent, network: request.network,
                lint: request.reading)
            try capture.validate()
            return .success(
                SetRecheck(shown: shown, location: location, manifest: manifest, capture: capture, target: target))
        } catch {
            return .failure(LintError("\(loaded.path): \(error.description)"))
        }
    }

    /// Each recorded component as the CMP API serves it now: the body of a `200`, or the file on
    /// disk after a `304`. A failure names the set, the endpoint and the reason.
    package func fetchCurrent(transport: any HTTPTransport) -> Result<[ComponentKind: [UInt8]], LintError> {
        let fetcher = SetFetcher(plan: CapturePlan(capture), transport: transport)
        var bodies: [ComponentKind: [UInt8]] = [:]
        for file in manifest.files {
            var request = fetcher.plan.request(file.component, for: target)
            if let etag = file.etag { request = request.adding("If-None-Match", etag) }
            switch fetcher.fetch(request) {
            case .failure(let failure): return .failure(LintError(failure.described(as: shown)))
            case .success(let fetched):
                if let answer = fetched.file {
                    bodies[file.component] = answer.document?.bytes ?? []
                    continue
                }
                let limit = JSONParseLimits.defaultMaxBytes
                switch SizeLimitedFile.read(atPath: location + "/" + file.name, limit: limit) {
                case .success(let bytes): bodies[file.component] = bytes
                case .failure(let failure):
                    return .failure(LintError("\(shown)/\(file.name): \(failure.message(limit: limit))"))
                }
            }
        }
        return .success(bodies)
    }
}
