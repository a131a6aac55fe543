import Foundation
import ZIPFoundation

/// Reads entries of one app artifact into memory through ZIPFoundation
/// (https://github.com/weichsel/ZIPFoundation), never to disk, within `ArchiveLimits`: the entry
/// count while the central directory is listed, the declared compression ratio before an entry is
/// read, and while it is inflated its declared size (an entry that yields more than it declares
/// lies), the size limit of one snapshot and the total read from the archive. Every failure is a
/// `LintError` naming the archive as given, the entry and the limit.
final class ArchiveReader {
    /// One file entry: its shown path inside the archive and its sizes as the central directory declares them.
    struct FileEntry {
        let path: String
        let declaredSize: UInt64
        let compressedSize: UInt64
        fileprivate let entry: Entry

        var name: String { path.split(separator: "/").last.map(String.init) ?? path }
        var folder: String { path.split(separator: "/").dropLast().joined(separator: "/") }
    }

    /// What reading one entry gave: its bytes, or (not an error) that it declares more than one
    /// snapshot may hold, so it was not read.
    enum Content {
        case bytes([UInt8])
        case tooLarge(declared: UInt64)
    }

    /// The archive as the user gave it, for messages.
    let shown: String
    let limits: ArchiveLimits
    private let archive: Archive
    private(set) var totalRead = 0

    /// Opens the archive at `location`; an error when it cannot be read or is no ZIP archive.
    init(shown: String, location: String, limits: ArchiveLimits) throws(LintError) {
        self.shown = shown
        self.limits = limits
        if let reason = UnreadableFile.reason(location) {
            throw LintError("\(shown): cannot read the archive (\(reason))")
        }
        do {
            archive = try Archive(url: URL(fileURLWithPath: location), accessMode: .read)
        } catch {
            throw LintError("\(shown): cannot read the archive: it is not a ZIP archive or it is damaged (\(Self.describe(error))); "
                            + "an .ipa, .apk, .aab or .zip is a ZIP file")
        }
    }

    /// The archive's file entries in stored order (folders and symbolic links are left out: links
    /// are not followed); an error past `limits.maxEntries` entries.
    func fileEntries() throws(LintError) -> [FileEntry] {
        var files: [FileEntry] = []
        var count = 0
        for entry in archive {
            count += 1
            if count > limits.maxEntries {
                throw LintError("\(shown): the archive holds more than \(limits.maxEntries) entries, the limit for one archive; "
                                + "it is not read further (a crafted archive, or not an app artifact)")
            }
            guard entry.type == .file else { continue }
            files.append(FileEntry(path: ArchivePath.entryPath(entry.path), declaredSize: entry.uncompressedSize,
                                   compressedSize: entry.compressedSize, entry: entry))
        }
        return files
    }

    /// The bytes of `file`, or `.tooLarge` when it declares more than `maxBytes`; an error when it
    /// passes a limit of the archive or is damaged.
    func read(_ file: FileEntry, maxBytes: Int) throws(LintError) -> Content {
        let place = ArchivePath.join(shown, file.path)
        let ratio = limits.maxCompressionRatio
        if file.declaredSize > 0, file.compressedSize.multipliedReportingOverflow(by: UInt64(ratio)).partialValue < file.declaredSize
            || file.compressedSize == 0 {
            throw LintError("\(place): the entry declares \(file.declaredSize) bytes from \(file.compressedSize) compressed, a compression ratio "
                            + "above the limit of \(ratio):1; the archive is not read (a zip bomb, or a damaged archive)")
        }
        guard file.declaredSize <= UInt64(maxBytes) else { return .tooLarge(declared: file.declaredSize) }
        let declared = Int(file.declaredSize)
        guard totalRead + declared <= limits.maxTotalBytes else {
            throw LintError("\(place): reading it would pass \(ByteSize(bytes: limits.maxTotalBytes).exactDescription) read from one archive, "
                            + "the limit for one archive; it is not read further")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(declared)
        let checksum: CRC32
        do {
            checksum = try archive.extract(file.entry, skipCRC32: false) { chunk in
                // Stops inflating the moment the entry passes what it declared.
                guard bytes.count + chunk.count <= declared else { throw Overrun() }
                bytes.append(contentsOf: chunk)
            }
        } catch is Overrun {
            throw LintError("\(place): the entry inflates to more than the \(declared) bytes it declares; the archive is damaged "
                            + "or crafted (a zip bomb) and is not read further")
        } catch {
            throw LintError("\(place): cannot read the entry (\(Self.describe(error))); the archive is damaged")
        }
        totalRead += bytes.count
        guard bytes.count == declared, checksum == file.entry.checksum else {
            throw LintError("\(place): the entry holds \(bytes.count) bytes (declared \(declared)) and its checksum "
                            + (checksum == file.entry.checksum ? "matches" : "does not match") + "; the archive is damaged")
        }
        return .bytes(bytes)
    }

    /// Thrown by the consumer to stop inflating an entry that passes its declared size.
    private struct Overrun: Error {}

    /// ZIPFoundation's error, in words: an `ArchiveError` case name spelled out
    /// (`missingEndOfCentralDirectoryRecord` → "missing end of central directory record"), zlib's
    /// `CompressionError` as corrupt compressed data.
    private static func describe(_ error: any Error) -> String {
        if let archiveError = error as? Archive.ArchiveError {
            return String("\(archiveError)".flatMap { $0.isUppercase ? [" ", Character($0.lowercased())] : [$0] })
        }
        if String(reflecting: type(of: error)).hasSuffix("CompressionError") { return "its compressed data is corrupt" }
        return (error as NSError).localizedDescription
    }
}
