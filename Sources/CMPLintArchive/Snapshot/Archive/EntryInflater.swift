import CZlib

/// The data of one entry, read from the archive file in bounded chunks and, for method 8,
/// inflated with zlib's raw inflate (windowBits -15: a deflate stream without zlib or gzip
/// header, APPNOTE.TXT 4.4.5; https://zlib.net/manual.html#Advanced). The output is held to
/// the size the central directory declares (one byte more is an overrun, and inflating stops
/// there), and the result must match that size and the declared CRC-32.
package enum EntryInflater {
    /// What the entry's data gave.
    package enum Outcome: Equatable {
        case bytes([UInt8])
        /// The data yields more than the declared size (a lying entry or a bomb).
        case overrun
        /// The data cannot be what the entry declares, in words.
        case corrupt(String)
    }

    package static let chunkLength = 64 * 1024

    /// How many bytes the data decoded to, or why decoding stopped.
    private enum Decoded {
        case count(Int)
        case stopped(Outcome)
    }

    /// The `compressed` bytes at `start` of `file` decoded by `method` (0 stored, 8 deflate),
    /// checked against `declared` bytes and `crc`.
    package static func read(
        _ file: ArchiveFile, at start: UInt64, compressed: UInt64, method: UInt16, declared: Int,
        crc: UInt32
    ) throws(ZipDamage) -> Outcome {
        var output = [UInt8](repeating: 0, count: declared + 1)
        let produced: Int
        switch method == 0
            ? try copy(file, start, compressed, into: &output) : try inflate(file, start, compressed, into: &output)
        {
        case .count(let count): produced = count
        case .stopped(let outcome): return outcome
        }
        guard produced == declared else {
            return .corrupt("its data holds \(produced) bytes, not the \(declared) the central directory declares")
        }
        output.removeLast()
        let sum = output.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, uInt(buffer.count)))
        }
        guard sum == crc else {
            return .corrupt("its CRC-32 is \(hex(sum)), not the \(hex(crc)) the central directory declares")
        }
        return .bytes(output)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// A stored entry's bytes (its compressed and uncompressed sizes are the same).
    private static func copy(
        _ file: ArchiveFile, _ start: UInt64, _ length: UInt64,
        into output: inout [UInt8]
    ) throws(ZipDamage) -> Decoded {
        guard length < UInt64(output.count) else { return .stopped(.overrun) }
        let bytes = try file.read(at: start, count: Int(length))
        output.replaceSubrange(0..<bytes.count, with: bytes)
        return .count(bytes.count)
    }

    /// A deflate stream's bytes, fed to zlib a chunk at a time; `.overrun` as soon as the output
    /// passes `output.count - 1` bytes.
    private static func inflate(
        _ file: ArchiveFile, _ start: UInt64, _ length: UInt64,
        into output: inout [UInt8]
    ) throws(ZipDamage) -> Decoded {
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return .stopped(.corrupt("zlib could not start inflating it"))
        }
        defer { inflateEnd(&stream) }
        var consumed: UInt64 = 0
        var produced = 0
        while consumed < length {
            var chunk = try file.read(at: start + consumed, count: Int(min(UInt64(chunkLength), length - consumed)))
            consumed += UInt64(chunk.count)
            let status = chunk.withUnsafeMutableBufferPointer { input in
                output.withUnsafeMutableBufferPointer { out in
                    stream.next_in = input.baseAddress
                    stream.avail_in = uInt(input.count)
                    var status = Z_OK
                    repeat {
                        stream.next_out = out.baseAddress! + produced
                        stream.avail_out = uInt(out.count - produced)
                        status = CZlib.inflate(&stream, Z_NO_FLUSH)
                        produced = out.count - Int(stream.avail_out)
                    } while status == Z_OK && stream.avail_in > 0 && produced < out.count
                    return status
                }
            }
            if produced == output.count { return .stopped(.overrun) }
            switch status {
            case Z_STREAM_END: return .count(produced)
            case Z_OK, Z_BUF_ERROR: continue
            default:
                let detail = stream.msg.map { String(cString: $0) } ?? "zlib status \(status)"
                return .stopped(.corrupt("its deflate data is corrupt (\(detail))"))
            }
        }
        return .stopped(.corrupt("its deflate data ends before the end of its deflate stream"))
    }
}
