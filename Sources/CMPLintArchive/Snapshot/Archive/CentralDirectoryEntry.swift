/// One central directory header (APPNOTE.TXT 4.3.12) with its ZIP64 extended information
/// (4.5.3): what cmplint trusts about an entry. The local header is read only when the entry is
/// (`ArchiveReader`), and the central directory's method, sizes and checksum win over it, as
/// Android's reader does.
package struct CentralDirectoryEntry {
    package static let signature: UInt32 = 0x0201_4B50
    /// The fixed part of a local file header (4.3.7), before its name and extra field.
    package static let localHeaderLength: UInt64 = 30

    /// Its position in the central directory (0-based), for messages.
    package let index: Int
    /// The name as stored (4.4.17: forward slashes, relative), bytes and text.
    package let storedName: [UInt8]
    package let name: String
    package let flags: UInt16
    package let method: UInt16
    package let crc32: UInt32
    package let compressedSize: UInt64
    package let uncompressedSize: UInt64
    package let localHeaderOffset: UInt64
    package let isDirectory: Bool
    package let isSymbolicLink: Bool

    /// The least the entry spans from its local header: the fixed header, its name and its data
    /// (the local extra field and a data descriptor add to it).
    package var minimumSpan: (end: UInt64, overflow: Bool) {
        let (header, first) = localHeaderOffset.addingReportingOverflow(
            Self.localHeaderLength + UInt64(storedName.count))
        let (end, second) = header.addingReportingOverflow(compressedSize)
        return (end, first || second)
    }

    /// The entries of the central directory at `location`, in stored order.
    package static func all(in file: ArchiveFile, at location: CentralDirectoryLocation) throws(ZipDamage)
        -> [CentralDirectoryEntry]
    {
        var cursor = ArchiveCursor(file: file, start: location.offset, end: location.offset + location.size)
        var entries: [CentralDirectoryEntry] = []
        entries.reserveCapacity(Int(location.entryCount))
        for index in 0..<Int(location.entryCount) {
            entries.append(try read(index, from: &cursor))
        }
        return entries
    }

    private static func read(_ index: Int, from cursor: inout ArchiveCursor) throws(ZipDamage) -> CentralDirectoryEntry
    {
        let at = cursor.position
        let header = ZipFields(try cursor.take(46, for: "central directory header \(index + 1)"))
        guard header.starts(with: signature) else {
            throw ZipDamage("central directory header \(index + 1) (offset \(at)) has no central directory signature")
        }
        let name = Array(try cursor.take(Int(header.u16(28)), for: "central directory header \(index + 1)"))
        let extra = ZipFields(try cursor.take(Int(header.u16(30)), for: "central directory header \(index + 1)"))
        _ = try cursor.take(Int(header.u16(32)), for: "central directory header \(index + 1)")
        let text = String(decoding: name, as: UTF8.self)
        var sizes = (
            uncompressed: UInt64(header.u32(24)), compressed: UInt64(header.u32(20)), offset: UInt64(header.u32(42))
        )
        do {
            try zip64(extra, &sizes)
        } catch {
            throw ZipDamage(
                "entry '\(ArchivePath.entryPath(text))' (central directory header \(index + 1)): \(error.reason)")
        }
        // Unix file type in the high half of the external attributes when made on Unix (4.4.2, 4.4.15).
        let unixMode = header.u16(4) >> 8 == 3 ? header.u32(38) >> 16 & 0o170000 : 0
        return CentralDirectoryEntry(
            index: index, storedName: name, name: text, flags: header.u16(8), method: header.u16(10),
            crc32: header.u32(16), compressedSize: sizes.compressed, uncompressedSize: sizes.uncompressed,
            localHeaderOffset: sizes.offset, isDirectory: text.hasSuffix("/") || unixMode == 0o040000,
            isSymbolicLink: unixMode == 0o120000)
    }

    /// Replaces each field stored as all ones by its value in the ZIP64 extended information
    /// extra field (header ID 0x0001), which holds them in this order (4.5.3).
    private static func zip64(
        _ extra: ZipFields, _ sizes: inout (uncompressed: UInt64, compressed: UInt64, offset: UInt64)
    ) throws(ZipDamage) {
        let needed = [sizes.uncompressed, sizes.compressed, sizes.offset].filter { $0 == 0xFFFF_FFFF }.count
        guard needed > 0 else { return }
        var position = 0
        while position + 4 <= extra.bytes.count {
            let id = extra.u16(position)
            let length = Int(extra.u16(position + 2))
            guard position + 4 + length <= extra.bytes.count else { break }
            if id == 0x0001 {
                guard length >= 8 * needed else {
                    throw ZipDamage(
                        "its ZIP64 extra field holds \(length) bytes, too few for the \(needed) values it must give")
                }
                var field = position + 4
                func next(_ value: inout UInt64) {
                    guard value == 0xFFFF_FFFF else { return }
                    value = extra.u64(field)
                    field += 8
                }
                next(&sizes.uncompressed)
                next(&sizes.compressed)
                next(&sizes.offset)
                return
            }
            position += 4 + length
        }
        throw ZipDamage("it marks ZIP64 sizes or offset, but has no ZIP64 extra field that gives them")
    }
}

/// Reads consecutive records of one region of an archive file (the central directory) through
/// a bounded window, so that a directory of many entries costs few reads and little memory.
package struct ArchiveCursor {
    package let file: ArchiveFile
    package let end: UInt64
    package private(set) var position: UInt64
    private var window: [UInt8] = []
    private var windowStart: UInt64 = 0
    package static let windowLength = 64 * 1024

    package init(file: ArchiveFile, start: UInt64, end: UInt64) {
        self.file = file
        self.end = end
        position = start
    }

    /// The next `count` bytes; an error naming `record` when they pass the region's end.
    package mutating func take(_ count: Int, for record: String) throws(ZipDamage) -> ArraySlice<UInt8> {
        guard UInt64(count) <= end - position else {
            throw ZipDamage("\(record) (offset \(position)) runs past the end of the central directory (offset \(end))")
        }
        let windowEnd = windowStart + UInt64(window.count)
        if position < windowStart || position + UInt64(count) > windowEnd {
            window = try file.read(at: position, count: Int(min(UInt64(max(count, Self.windowLength)), end - position)))
            windowStart = position
        }
        let from = Int(position - windowStart)
        position += UInt64(count)
        return window[from..<from + count]
    }
}
