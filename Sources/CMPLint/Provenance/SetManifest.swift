import CMPLintDocuments
import Foundation

/// A set's `cmplint-capture.json` as read with the set: its parsed document (for the positions of
/// findings about it) and the manifest, or why it is no manifest. A set without one has none
/// (`SnapshotSet.manifest` is nil) and is linted as any set; a broken one is never ignored: the
/// `capture-manifest-invalid` rule reports it, and the other provenance rules skip the set.
public struct SetManifest: Sendable {
    /// The manifest's path as the run shows paths (beside the set's files).
    public let path: String
    /// Nil when the file could not be read or is not JSON.
    public let document: JSONDocument?
    public let content: Result<CaptureManifest, CaptureManifestError>

    public init(path: String, document: JSONDocument?, content: Result<CaptureManifest, CaptureManifestError>) {
        self.path = path
        self.document = document
        self.content = content
    }

    public var manifest: CaptureManifest? { try? content.get() }

    /// Reads `bytes` of the manifest shown as `path`.
    public init(path: String, bytes: [UInt8]) {
        do {
            let document = try JSONParser.parse(bytes, limits: CaptureManifest.parseLimits)
            self.init(
                path: path, document: document,
                content: Result { () throws(CaptureManifestError) in
                    try CaptureManifest.read(document)
                })
        } catch {
            self.init(
                path: path, document: nil, content: .failure(CaptureManifestError(error.message, at: error.position)))
        }
    }

    /// The manifest in the folder shown as `folder` (at `location` on disk); nil when the folder
    /// has none. A manifest larger than `CaptureManifest.maxBytes` is refused before it is read.
    public static func load(folder: String, location: String) -> SetManifest? {
        let path = folder == "." || folder.isEmpty ? CaptureManifest.fileName : folder + "/" + CaptureManifest.fileName
        let file = location + "/" + CaptureManifest.fileName
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        switch SizeLimitedFile.read(atPath: file, limit: CaptureManifest.maxBytes) {
        case .success(let bytes):
            return SetManifest(path: path, bytes: bytes)
        case .failure(let failure):
            let message = failure.message("the manifest", limit: CaptureManifest.maxBytes)
            return SetManifest(path: path, read: .notRead(reason: message, cause: .unreadable))
        }
    }

    /// The manifest shown as `path` from what reading it gave (a file on disk, or an entry of an
    /// app artifact, `ArchivedManifest`): a manifest that was not read is an error at its start.
    init(path: String, read: SnapshotBytes) {
        switch read {
        case .bytes(let bytes):
            self.init(path: path, bytes: bytes)
        case .notRead(let reason, _):
            self.init(
                path: path, document: nil,
                content: .failure(CaptureManifestError(reason, at: SourcePosition(line: 1, column: 1, offset: 0))))
        }
    }
}
