/// Where an archive's central directory lies and how many entries it lists, from the end of
/// central directory record and, for a ZIP64 archive, its ZIP64 locator and record (PKWARE
/// APPNOTE.TXT 4.3.14–4.3.16, https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT).
/// Every offset, size and count is checked against the file with checked arithmetic before it
/// is used, so a field that lies (a ZIP64 size near 2⁶⁴) is a damaged archive, never a trap.
package struct CentralDirectoryLocation: Equatable {
    package let offset: UInt64
    package let size: UInt64
    package let entryCount: UInt64
    /// Where the records that follow the central directory start: it must end at or before this.
    package let end: UInt64

    package static let endSignature: UInt32 = 0x0605_4B50
    package static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    package static let zip64EndSignature: UInt32 = 0x0606_4B50
    /// The fixed part of the end of central directory record (4.3.16); a comment of up to
    /// 65,535 bytes follows it.
    package static let endLength = 22
    package static let zip64LocatorLength = 20
    package static let zip64EndLength = 56
    /// The fixed part of one central directory header (4.3.12): no entry takes fewer bytes.
    package static let minimumEntryLength: UInt64 = 46

    /// Finds the central directory of `file`; why not, when it cannot.
    package static func locate(in file: ArchiveFile) throws(ZipDamage) -> CentralDirectoryLocation {
        guard file.size >= UInt64(endLength) else {
            throw ZipDamage("it is \(file.size) bytes long, too short for a ZIP archive")
        }
        let tailLength = min(file.size, UInt64(endLength + 0xFFFF))
        let tailStart = file.size - tailLength
        let tail = try file.read(at: tailStart, count: Int(tailLength))
        // The last record signature whose comment fits in the file: a comment may hold the
        // signature's bytes, the end record itself cannot lie past the end.
        var position = tail.count - endLength
        while position >= 0 {
            let record = ZipFields(tail[position...])
            if record.starts(with: endSignature), position + endLength + Int(record.u16(20)) <= tail.count { break }
            position -= 1
        }
        guard position >= 0 else {
            throw ZipDamage("it has no end of central directory record: it is not a ZIP archive or it is truncated")
        }
        let record = ZipFields(tail[position...])
        let recordOffset = tailStart + UInt64(position)
        let disk = record.u16(4)
        let directoryDisk = record.u16(6)
        let entriesHere = record.u16(8)
        let entries = record.u16(10)
        let size = record.u32(12)
        let offset = record.u32(16)
        let saysZip64 =
            [disk, directoryDisk, entriesHere, entries].contains(0xFFFF) || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF
        if recordOffset >= UInt64(zip64LocatorLength) {
            let locator = try file.read(at: recordOffset - UInt64(zip64LocatorLength), count: zip64LocatorLength)
            if ZipFields(locator).starts(with: zip64LocatorSignature) {
                return try zip64(
                    in: file, locator: ZipFields(locator), locatorOffset: recordOffset - UInt64(zip64LocatorLength))
            }
        }
        guard !saysZip64 else {
            throw ZipDamage("its end of central directory record marks ZIP64 values, but no ZIP64 locator precedes it")
        }
        guard disk == 0, directoryDisk == 0, entriesHere == entries else {
            throw ZipDamage("it is one part of an archive split over several disks, which cmplint does not read")
        }
        return try checked(offset: UInt64(offset), size: UInt64(size), entryCount: UInt64(entries), end: recordOffset)
    }

    /// The ZIP64 end of central directory record the locator points at (4.3.14, 4.3.15).
    private static func zip64(in file: ArchiveFile, locator: ZipFields, locatorOffset: UInt64) throws(ZipDamage)
        -> CentralDirectoryLocation
    {
        guard locator.u32(4) == 0, locator.u32(16) <= 1 else {
            throw ZipDamage("it is one part of an archive split over several disks, which cmplint does not read")
        }
        let recordOffset = locator.u64(8)
        let (recordEnd, overflow) = recordOffset.addingReportingOverflow(UInt64(zip64EndLength))
        guard !overflow, recordEnd <= locatorOffset else {
            throw ZipDamage(
                "its ZIP64 locator points at offset \(recordOffset), where no ZIP64 end of central directory record fits "
                    + "before the locator (at \(locatorOffset))")
        }
        let record = ZipFields(try file.read(at: recordOffset, count: zip64EndLength))
        guard record.starts(with: zip64EndSignature) else {
            throw ZipDamage(
                "its ZIP64 locator points at offset \(recordOffset), which holds no ZIP64 end of central directory record"
            )
        }
        guard record.u32(16) == 0, record.u32(20) == 0, record.u64(24) == record.u64(32) else {
            throw ZipDamage("it is one part of an archive split over several disks, which cmplint does not read")
        }
        return try checked(offset: record.u64(48), size: record.u64(40), entryCount: record.u64(32), end: recordOffset)
    }

    /// The location when the directory lies before `end` and can hold `entryCount` headers.
    private static func checked(offset: UInt64, size: UInt64, entryCount: UInt64, end: UInt64) throws(ZipDamage)
        -> CentralDirectoryLocation
    {
        let (directoryEnd, overflow) = offset.addingReportingOverflow(size)
        guard !overflow, directoryEnd <= end else {
            throw ZipDamage(
                "its central directory (\(size) bytes at offset \(offset)) does not lie before its end record (at offset \(end))"
            )
        }
        let (needed, tooMany) = entryCount.multipliedReportingOverflow(by: minimumEntryLength)
        guard !tooMany, needed <= size else {
            throw ZipDamage(
                "its central directory lists \(entryCount) entries in \(size) bytes, fewer than the "
                    + "\(minimumEntryLength) bytes each entry takes")
        }
        return CentralDirectoryLocation(offset: offset, size: size, entryCount: entryCount, end: end)
    }
}
