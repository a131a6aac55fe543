import CMPLintDocuments

/// What `cmplint capture` records beside a set's snapshots (`cmplint-capture.json`, JSON Schema
/// `schema/cmplint-capture.schema.json`): how, when and for which app and SDK the set was captured,
/// and the SHA-256 of every body written. The responses carry none of this (`OT-SDK-Version` is a
/// request header, and a test app's answers look like production's), so without it a bundled
/// snapshot cannot tell which capture it is, or whether someone edited it afterwards.
///
/// It holds no consent string, identifier or other request secret: the app id only as its kind
/// and its SHA-256 (`AppIdentity`), the server only as its origin.
public struct CaptureManifest: Sendable, Equatable {
    /// The manifest's file name inside the set folder.
    public static let fileName = "cmplint-capture.json"
    /// The version this cmplint writes and reads; a later one is refused with a message naming both.
    public static let schemaVersion = 1

    /// `ToolInfo.version` of the cmplint that captured the set.
    public var cmplintVersion: String
    /// When the capture ran, whole seconds, UTC (`2026-11-28T09:30:00Z`).
    public var capturedAt: StoredDate
    public var appId: AppIdentity
    public var request: Request
    /// One entry per component written, in component order.
    public var files: [RecordedFile]

    public init(
        cmplintVersion: String = ToolInfo.version, capturedAt: StoredDate, appId: AppIdentity, request: Request,
        files: [RecordedFile]
    ) {
        self.cmplintVersion = cmplintVersion
        self.capturedAt = capturedAt
        self.appId = appId
        self.request = request
        self.files = files.sorted { $0.component < $1.component }
    }

    /// The file recorded for `component`, if any.
    public func file(_ component: ComponentKind) -> RecordedFile? {
        files.first { $0.component == component }
    }

    /// The app id a set was captured with, never the id itself.
    public struct AppIdentity: Sendable, Equatable {
        public var kind: AppIdKind
        /// Lower-case hex SHA-256 of the `OT-App-Id` value exactly as sent (the `-test` suffix
        /// included), unsalted: an app id is a random GUID shipped inside every copy of the app, so
        /// a salt would protect nothing, and without one `capture --check` and a person with the id
        /// can confirm which app a set belongs to (`echo -n ID | sha256sum`).
        public var sha256: String

        public init(kind: AppIdKind, sha256: String) {
            self.kind = kind
            self.sha256 = sha256
        }

        /// The identity of the `OT-App-Id` value `appId`.
        public init(appId: String) {
            self.init(kind: AppIdKind(appId: appId), sha256: SHA256.hex(Array(appId.utf8)))
        }
    }

    /// OneTrust's test app ids are the production id with the suffix `-test` (OneTrust's OpenAPI
    /// definition of the CMP API, header `OT-App-Id`,
    /// https://developer.onetrust.com/onetrust/openapi/consent-preferences-consent-management-platform-cmp.json,
    /// confirmed): the test id serves what is published to the test environment.
    public enum AppIdKind: String, Sendable, CaseIterable {
        case production, test

        public init(appId: String) {
            self = appId.hasSuffix("-test") ? .test : .production
        }
    }

    /// The request headers that chose what the CMP API answered (`CaptureHeaders`), and its origin.
    public struct Request: Sendable, Equatable {
        /// Scheme, host and port of the CMP API (`https://mobile-data.onetrust.io`), no path.
        public var server: String
        /// `OT-SDK-Version`.
        public var sdkVersion: String
        /// `OT-Platform`; nil when not sent.
        public var platform: String?
        /// `OT-Device-Type`.
        public var deviceType: String
        /// `OT-CDN-Location`.
        public var cdnLocation: String
        /// `OT-Country-Code`, `OT-Region-Code` (nil when not sent) and `OT-Language`.
        public var country: String
        public var region: String?
        public var language: String

        public init(
            server: String, sdkVersion: String, platform: String?, deviceType: String, cdnLocation: String,
            country: String, region: String?, language: String
        ) {
            self.server = server
            self.sdkVersion = sdkVersion
            self.platform = platform
            self.deviceType = deviceType
            self.cdnLocation = cdnLocation
            self.country = country
            self.region = region
            self.language = language
        }
    }

    /// One snapshot file as cmplint last wrote it: captured, then possibly changed by `cmplint fix`.
    public struct RecordedFile: Sendable, Equatable {
        public var component: ComponentKind
        /// The file name in the set folder (`OneTrustBannerData.json`).
        public var name: String
        /// The path requested (`/cfw/cmp/v1/banner`): no query, and no header travels in it.
        public var requestPath: String
        /// The response's `ETag`, as sent; nil when the server sent none.
        public var etag: String?
        /// Lower-case hex SHA-256 and size in bytes of the file as cmplint last wrote it.
        public var sha256: String
        public var size: Int
        /// Each `cmplint fix` that changed the file, oldest first.
        public var fixes: [RecordedFix]

        public init(
            component: ComponentKind, name: String, requestPath: String, etag: String?, sha256: String, size: Int,
            fixes: [RecordedFix] = []
        ) {
            self.component = component
            self.name = name
            self.requestPath = requestPath
            self.etag = etag
            self.sha256 = sha256
            self.size = size
            self.fixes = fixes
        }

        /// The entry for `bytes` written as `component`'s file `name`, requested at `requestPath`.
        public init(component: ComponentKind, name: String, requestPath: String, etag: String?, bytes: [UInt8]) {
            self.init(
                component: component, name: name, requestPath: requestPath, etag: etag, sha256: SHA256.hex(bytes),
                size: bytes.count)
        }
    }

    /// A `cmplint fix` run that rewrote a file: the rules whose fixes it applied, and the hash the
    /// file had before, so a reader can follow the chain back to the captured bytes.
    public struct RecordedFix: Sendable, Equatable {
        /// Rule ids, sorted, each once.
        public var rules: [String]
        public var previousSHA256: String

        public init(rules: [String], previousSHA256: String) {
            self.rules = Array(Set(rules)).sorted()
            self.previousSHA256 = previousSHA256
        }
    }
}
