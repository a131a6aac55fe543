import CMPLintDocuments

/// Reads entries of one app artifact (a ZIP file, PKWARE APPNOTE.TXT,
/// https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT) into memory, never to disk, by
/// offset from the file (`ArchiveFile`), within `ArchiveLimits`. Opening it locates and lists the
/// whole central directory (`CentralDirectoryLocation`, `CentralDirectoryEntry`) with every
/// field range-checked, and refuses an archive whose entries overlap or whose names lead out of
/// it. Reading one entry checks the declared compression ratio and the total read before it is
/// inflated, and its local header, size and CRC-32 after (`EntryInflater`).
///
/// What is refused is a `LintError` naming the archive as given (and the entry), exit 2: a
/// damaged or crafted archive, a limit passed. An entry that cannot be read on its own (encrypted,
/// an unsupported method, a damaged local header or data) is `.unreadable`, for the caller to
/// report on that entry while the others are read.
package final class ArchiveReader {
    /// One file entry: its shown path inside the archive and its sizes as the central directory declares them.
    package struct FileEntry {
        package let path: String
        package let declaredSize: UInt64
        package let compressedSize: UInt64
        fileprivate let entry: CentralDirectoryEntry
        /// Where the next entry's local header (or the central directory) starts: the entry's
        /// header and data must end before it.
        fileprivate let spanEnd: UInt64

        package var name: String { path.split(separator: "/").last.map(String.init) ?? path }
        package var folder: String { path.split(separator: "/").dropLast().joined(separator: "/") }
    }

    /// What reading one entry gave: its bytes, or (not an error) that it declares more than one
    /// snapshot may hold, so it was not read, or why it cannot be read.
    package enum Content {
        case bytes([UInt8])
        case tooLarge(declared: UInt64)
        case unreadable(String)
    }

    /// The archive as the user gave it, for messages.
    package let shown: String
    package let limits: ArchiveLimits
    private let file: ArchiveFile
    /// The file entries in stored order (folders and symbolic links are left out: links are not followed).
    package let fileEntries: [FileEntry]
    package private(set) var totalRead = 0

    /// Opens the archive at `location` and lists its entries; an error when it cannot be read, is
    /// no ZIP archive, is damaged, lists more than `limits.maxEntries` entries, has entries that
    /// overlap or names that lead out of it.
    package init(shown: String, location: String, limits: ArchiveLimits) throws(LintError) {
        self.shown = shown
        self.limits = limits
        if let reason = UnreadableFile.reason(location) {
            throw LintError("\(shown): cannot read the archive (\(reason))")
        }
        let entries: [CentralDirectoryEntry]
        let directory: CentralDirectoryLocation
        do {
            file = try ArchiveFile(location: location)
            directory = try CentralDirectoryLocation.locate(in: file)
            guard directory.entryCount <= UInt64(limits.maxEntries) else {
                throw LintError(
                    "\(shown): the archive holds more than \(limits.maxEntries) entries, the limit for one archive; "
                        + "it is not read further (a crafted archive, or not an app artifact)")
            }
            entries = try CentralDirectoryEntry.all(in: file, at: directory)
        } catch let error as ZipDamage {
            throw LintError(
                "\(shown): cannot read the archive: \(error.reason); an .ipa, .apk, .aab or .zip is a ZIP file")
        } catch let error as LintError {
            throw error
        } catch {
            throw LintError("\(shown): cannot read the archive (\(error))")
        }
        for entry in entries {
            if let reason = ArchivePath.traversal(entry.name) {
                throw LintError(
                    "\(ArchivePath.join(shown, ReportText.visible(entry.name))): the entry's name leads out of the archive "
                        + "(\(reason)), a path traversal; the archive is not read")
            }
        }
        let spanEnds = try Self.spanEnds(entries, directoryStart: directory.offset, shown: shown)
        fileEntries = zip(entries, spanEnds).compactMap { entry, end in
            guard !entry.isDirectory && !entry.isSymbolicLink else { return nil }
            return FileEntry(
                path: ArchivePath.entryPath(entry.name), declaredSize: entry.uncompressedSize,
                compressedSize: entry.compressedSize, entry: entry, spanEnd: end)
        }
    }

    /// For each entry, the offset its header and data must end before: the next local header in
    /// the file, or the central directory. An error when entries overlap, as `unzip` refuses
    /// "overlapped components" (https://www.bamsoftware.com/hacks/zipbomb/): entries sharing one
    /// copy of data would have it read and linted again and again.
    private static func spanEnds(_ entries: [CentralDirectoryEntry], directoryStart: UInt64, shown: String)
        throws(LintError) -> [UInt64]
    {
        let order = entries.indices.sorted { (entries[$0].localHeaderOffset, $0) < (entries[$1].localHeaderOffset, $1) }
        var ends = [UInt64](repeating: directoryStart, count: entries.count)
        for (position, index) in order.enumerated() {
            let entry = entries[index]
            let next = position + 1 < order.count ? entries[order[position + 1]] : nil
            let limit = next?.localHeaderOffset ?? directoryStart
            let span = entry.minimumSpan
            guard !span.overflow, span.end <= limit else {
                let other =
                    next.map { "entry '\(ArchivePath.entryPath($0.name))' at offset \($0.localHeaderOffset)" }
                    ?? "the central directory (at offset \(directoryStart))"
                throw LintError(
                    "\(ArchivePath.join(shown, ArchivePath.entryPath(entry.name))): the entry (its local header at offset "
                        + "\(entry.localHeaderOffset) and \(entry.compressedSize) bytes of data) overlaps \(other); entries that "
                        + "share bytes are a crafted archive (a zip bomb), which is not read")
            }
            ends[index] = limit
        }
        return ends
    }

    /// The bytes of `file`, `.tooLarge` when it declares more than `maxBytes`, or `.unreadable`
    /// with the reason; an error when it passes a limit of the archive or overlaps another entry.
    package func read(_ file: FileEntry, maxBytes: Int) throws(LintError) -> Content {
        let place = ArchivePath.join(shown, file.path)
        let ratio = limits.maxCompressionRatio
        if file.declaredSize > 0,
            file.compressedSize.multipliedReportingOverflow(by: UInt64(ratio)).partialValue < file.declaredSize
                || file.compressedSize == 0
        {
            throw LintError(
                "\(place): the entry declares \(file.declaredSize) bytes from \(file.compressedSize) compressed, a compression ratio "
                    + "above the limit of \(ratio):1; the archive is not read (a zip bomb, or a damaged archive)")
        }
        guard file.declaredSize <= UInt64(maxBytes) else { return .tooLarge(declared: file.declaredSize) }
        let declared = Int(file.declaredSize)
        guard totalRead + declared <= limits.maxTotalBytes else {
            throw LintError(
                "\(place): reading it would pass \(ByteSize(bytes: limits.maxTotalBytes).exactDescription) read from one archive, "
                    + "the limit for one archive; it is not read further")
        }
        if let reason = Self.unsupported(file.entry) { return .unreadable(reason) }
        let outcome: EntryInflater.Outcome
        do {
            let start = try dataStart(file, place: place)
            outcome = try EntryInflater.read(
                self.file, at: start, compressed: file.compressedSize, method: file.entry.method,
                declared: declared, crc: file.entry.crc32)
        } catch let error as ZipDamage {
            return .unreadable(error.reason)
        } catch let error as LintError {
            throw error
        } catch {
            return .unreadable("\(error)")
        }
        switch outcome {
        case .bytes(let bytes):
            totalRead += bytes.count
            return .bytes(bytes)
        case .overrun where file.entry.flags & 0x0001 != 0:
            return .unreadable(Self.encrypted + ": read as unencrypted, it inflates to more than it declares")
        case .overrun:
            throw LintError(
                "\(place): the entry inflates to more than the \(declared) bytes it declares; the archive is damaged "
                    + "or crafted (a zip bomb) and is not read further")
        case .corrupt(let reason):
            totalRead += declared
            guard file.entry.flags & 0x0001 == 0 else {
                return .unreadable(Self.encrypted + ": read as unencrypted, " + reason)
            }
            return .unreadable(reason + "; the entry is damaged")
        }
    }

    /// An entry with the encryption bit (general purpose bit 0, APPNOTE.TXT 4.4.4) whose data does
    /// not read as plain data. The bit alone is not trusted: Android's installer does not look at
    /// it and reads such an entry as plain data (setting it on plain entries is a known trick
    /// against analysis tools), so cmplint reads it as plain too, and only when that fails (the
    /// data does not inflate, or its size or CRC-32 differs; PKWARE encryption prepends a 12-byte
    /// header, so encrypted data passes both checks only by a 1 in 2³² chance) is it this.
    private static let encrypted = "it is encrypted (general purpose bit 0), which cmplint does not decrypt"

    /// Why the entry's data is in a form cmplint does not read, before any of it is read.
    private static func unsupported(_ entry: CentralDirectoryEntry) -> String? {
        if entry.flags & 0x0040 != 0 || entry.method == 99 {
            return "it is encrypted (strong or AES encryption), which cmplint does not decrypt"
        }
        guard entry.method == 0 || entry.method == 8 else {
            return
                "it is compressed with method \(entry.method), which cmplint does not read (only 0, stored, and 8, deflate)"
        }
        if entry.method == 0, entry.compressedSize != entry.uncompressedSize {
            return entry.flags & 0x0001 != 0
                ? encrypted
                : "it is stored uncompressed but declares \(entry.compressedSize) bytes stored for \(entry.uncompressedSize); the entry is damaged"
        }
        return nil
    }

    /// Where the entry's data starts, after its local header (APPNOTE.TXT 4.3.7); a `ZipDamage`
    /// when the local header is not the entry's, a `LintError` when the data runs into the next entry.
    private func dataStart(_ file: FileEntry, place: String) throws -> UInt64 {
        let offset = file.entry.localHeaderOffset
        let header = ZipFields(try self.file.read(at: offset, count: Int(CentralDirectoryEntry.localHeaderLength)))
        guard header.starts(with: 0x0403_4B50) else {
            throw ZipDamage("its local header (offset \(offset)) has no local header signature; the archive is damaged")
        }
        let nameLength = Int(header.u16(26))
        let extraLength = UInt64(header.u16(28))
        let nameStart = offset + CentralDirectoryEntry.localHeaderLength
        guard try self.file.read(at: nameStart, count: nameLength) == file.entry.storedName else {
            throw ZipDamage(
                "its local header (offset \(offset)) names another entry than the central directory does; the archive is damaged"
            )
        }
        let start = nameStart + UInt64(nameLength) + extraLength
        let (end, overflow) = start.addingReportingOverflow(file.compressedSize)
        guard !overflow, end <= file.spanEnd else {
            throw LintError(
                "\(place): the entry's data (\(file.compressedSize) bytes at offset \(start)) runs into the next entry "
                    + "or the central directory (at offset \(file.spanEnd)); entries that share bytes are a crafted "
                    + "archive (a zip bomb), which is not read")
        }
        return start
    }
}
