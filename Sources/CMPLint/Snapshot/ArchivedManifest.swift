import CMPLintArchive
import CMPLintDocuments

/// The capture manifest beside a set inside an app artifact, read at discovery with the set's
/// files, since the archive is not opened again when the set loads: the entry's bytes or why they
/// were not read, and what the same archive declares about the OneTrust SDK the app links
/// (`LinkedSDKDiscovery.inArchive`), read once per archive and only when a set has a manifest.
public struct ArchivedManifest: Sendable, Equatable {
    /// The entry as the run shows it, `archive!/entry`.
    public let path: String
    public let content: SnapshotBytes
    package let linkedSDK: [LinkedSDK]

    /// Reads the manifest `entry` of `reader` within `CaptureManifest.maxBytes`; an entry that
    /// declares more is not inflated. An error only where reading a snapshot entry stops the run
    /// too (a limit of the archive passed, a damaged archive).
    package init(_ entry: ArchiveReader.FileEntry, in reader: ArchiveReader, linkedSDK: [LinkedSDK])
        throws(LintError)
    {
        path = ArchivePath.join(reader.shown, entry.path)
        switch try reader.read(entry, maxBytes: CaptureManifest.maxBytes) {
        case .bytes(let bytes):
            content = .bytes(bytes)
        case .tooLarge(let declared):
            let failure = SizeLimitedFile.Failure.tooLarge(size: Int(clamping: declared))
            content = .notRead(
                reason: failure.message("the manifest", limit: CaptureManifest.maxBytes), cause: .tooLarge)
        case .unreadable(let reason):
            content = .notRead(reason: "cannot read the manifest: " + reason, cause: .unreadable)
        }
        self.linkedSDK = linkedSDK
    }
}
