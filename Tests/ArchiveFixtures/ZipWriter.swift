import CZlib
import Foundation

/// Writes ZIP archives (PKWARE APPNOTE.TXT, https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT)
/// for the tests and the fuzz seeds, so that no binary archive is committed: stored or deflated
/// entries (zlib, raw deflate), optionally in ZIP64 form, with the offset of every record kept so
/// that a test can damage one field of it.
public enum ZipWriter {
    public enum Method: UInt16, Sendable {
        case stored = 0
        case deflated = 8
    }

    public struct Entry: Sendable {
        public var path: String
        public var bytes: [UInt8]
        public var method: Method
        /// General purpose bit flags (APPNOTE.TXT 4.4.4) written in both headers; bit 11 (UTF-8 names) is always set.
        public var flags: UInt16

        public init(_ path: String, _ bytes: [UInt8], method: Method = .deflated, flags: UInt16 = 0) {
            self.path = path
            self.bytes = bytes
            self.method = method
            self.flags = flags
        }
    }

    /// An archive's bytes and where its records start.
    public struct Archive: Sendable {
        public var bytes: [UInt8]
        /// The offset of each entry's local header (4.3.7) and central directory header (4.3.12).
        public let localHeaders: [Int]
        public let centralHeaders: [Int]
        /// The offset of the end of central directory record (4.3.16).
        public let end: Int

        /// Overwrites the little-endian field of `width` bytes at `offset` with `value`.
        public mutating func set(_ value: UInt64, width: Int, at offset: Int) {
            for index in 0..<width { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
        }

        public func write(to url: URL) throws {
            try Data(bytes).write(to: url)
        }
    }

    /// The archive of `entries`, in order; `zip64` writes every size and offset in ZIP64 form
    /// (extra field 0x0001, ZIP64 end record and locator, 4.3.14, 4.3.15, 4.5.3).
    public static func archive(_ entries: [Entry], zip64: Bool = false) -> Archive {
        var out: [UInt8] = []
        var central: [UInt8] = []
        var localHeaders: [Int] = []
        var centralHeaders: [Int] = []
        for entry in entries {
            let data = entry.method == .deflated ? deflate(entry.bytes) : entry.bytes
            let crc = UInt32(
                truncatingIfNeeded: entry.bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
            let name = Array(entry.path.utf8)
            let offset = out.count
            let flags = entry.flags | 0x0800
            let small = { (value: Int) in zip64 ? UInt64(0xFFFF_FFFF) : UInt64(value) }
            localHeaders.append(out.count)
            put(&out, 0x0403_4B50, 4)
            put(&out, 45, 2)
            put(&out, UInt64(flags), 2)
            put(&out, UInt64(entry.method.rawValue), 2)
            put(&out, 0, 4)
            put(&out, UInt64(crc), 4)
            put(&out, small(data.count), 4)
            put(&out, small(entry.bytes.count), 4)
            put(&out, UInt64(name.count), 2)
            put(&out, zip64 ? 20 : 0, 2)
            out += name
            if zip64 {
                put(&out, 1, 2)
                put(&out, 16, 2)
                put(&out, UInt64(entry.bytes.count), 8)
                put(&out, UInt64(data.count), 8)
            }
            out += data
            centralHeaders.append(central.count)
            // Made by Unix (3), a regular file's mode in the external attributes (4.4.2, 4.4.15).
            put(&central, 0x0201_4B50, 4)
            put(&central, 0x031E, 2)
            put(&central, 45, 2)
            put(&central, UInt64(flags), 2)
            put(&central, UInt64(entry.method.rawValue), 2)
            put(&central, 0, 4)
            put(&central, UInt64(crc), 4)
            put(&central, small(data.count), 4)
            put(&central, small(entry.bytes.count), 4)
            put(&central, UInt64(name.count), 2)
            put(&central, zip64 ? 28 : 0, 2)
            put(&central, 0, 2)
            put(&central, 0, 2)
            put(&central, 0, 2)
            put(&central, 0o100644 << 16, 4)
            put(&central, small(offset), 4)
            central += name
            if zip64 {
                put(&central, 1, 2)
                put(&central, 24, 2)
                put(&central, UInt64(entry.bytes.count), 8)
                put(&central, UInt64(data.count), 8)
                put(&central, UInt64(offset), 8)
            }
        }
        let directoryOffset = out.count
        out += central
        if zip64 {
            let record = out.count
            put(&out, 0x0606_4B50, 4)
            put(&out, 44, 8)
            put(&out, 45, 2)
            put(&out, 45, 2)
            put(&out, 0, 4)
            put(&out, 0, 4)
            put(&out, UInt64(entries.count), 8)
            put(&out, UInt64(entries.count), 8)
            put(&out, UInt64(central.count), 8)
            put(&out, UInt64(directoryOffset), 8)
            put(&out, 0x0706_4B50, 4)
            put(&out, 0, 4)
            put(&out, UInt64(record), 8)
            put(&out, 1, 4)
        }
        let end = out.count
        put(&out, 0x0605_4B50, 4)
        put(&out, 0, 2)
        put(&out, 0, 2)
        put(&out, zip64 ? 0xFFFF : UInt64(entries.count), 2)
        put(&out, zip64 ? 0xFFFF : UInt64(entries.count), 2)
        put(&out, zip64 ? 0xFFFF_FFFF : UInt64(central.count), 4)
        put(&out, zip64 ? 0xFFFF_FFFF : UInt64(directoryOffset), 4)
        put(&out, 0, 2)
        return Archive(
            bytes: out, localHeaders: localHeaders, centralHeaders: centralHeaders.map { $0 + directoryOffset },
            end: end)
    }

    /// `bytes` as a raw deflate stream (windowBits -15), zlib's best compression.
    public static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        guard
            deflateInit2_(
                &stream, Z_BEST_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { fatalError("zlib: deflateInit2 failed") }
        defer { deflateEnd(&stream) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 16)
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { fatalError("zlib: deflate did not finish (\(status))") }
        return Array(output.prefix(Int(stream.total_out)))
    }

    /// Appends `value` as a little-endian field of `width` bytes.
    private static func put(_ out: inout [UInt8], _ value: UInt64, _ width: Int) {
        for index in 0..<width { out.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }
}
