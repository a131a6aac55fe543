import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal PNG reader for the screenshot tests: 8-bit RGB or RGBA, not interlaced (what Chromium
/// writes), decoded to pixels so a test can look at them. PNG (ISO/IEC 15948, W3C "Portable
/// Network Graphics Specification"): chunks after an 8-byte signature, `IHDR` first, the image in
/// `IDAT` chunks as one zlib stream of scanlines, each led by its filter type (§9 "Filtering").
/// zlib's `uncompress` is loaded from the system's libz at run time, so the test target links
/// nothing new.
struct PNGImage {
    let width: Int
    let height: Int
    /// RGB per pixel, row by row.
    let pixels: [UInt8]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Failure(description: "not a PNG")
        }
        func word(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        var offset = 8
        var width = 0
        var height = 0
        var channels = 0
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = word(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            guard body + length + 4 <= bytes.count else {
                throw Failure(description: "chunk \(type) runs past the end")
            }
            switch type {
            case "IHDR":
                width = word(body)
                height = word(body + 4)
                guard bytes[body + 8] == 8, [2, 6].contains(bytes[body + 9]), bytes[body + 12] == 0 else {
                    throw Failure(description: "only 8-bit RGB(A), non-interlaced PNGs are read")
                }
                channels = bytes[body + 9] == 6 ? 4 : 3
            case "IDAT": compressed += bytes[body..<body + length]
            default: break
            }
            offset = body + length + 4
        }
        guard width > 0, height > 0, !compressed.isEmpty else { throw Failure(description: "no IHDR or IDAT") }
        let stride = width * channels
        let raw = try Self.inflate(compressed, size: height * (stride + 1))
        var rows = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let value = raw[y * (stride + 1) + 1 + x]
                let left = x >= channels ? Int(rows[y * stride + x - channels]) : 0
                let up = y > 0 ? Int(rows[(y - 1) * stride + x]) : 0
                let upLeft = x >= channels && y > 0 ? Int(rows[(y - 1) * stride + x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let pa = abs(p - left)
                    let pb = abs(p - up)
                    let pc = abs(p - upLeft)
                    predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
                default: throw Failure(description: "unknown filter type \(filter) in row \(y)")
                }
                rows[y * stride + x] = UInt8(truncatingIfNeeded: Int(value) + predictor)
            }
        }
        self.width = width
        self.height = height
        pixels = channels == 3 ? rows : (0..<width * height).flatMap { rows[$0 * 4..<$0 * 4 + 3] }
    }

    /// The pixel at `x`, `y` as 0xRRGGBB.
    func color(x: Int, y: Int) -> Int {
        let i = (y * width + x) * 3
        return Int(pixels[i]) << 16 | Int(pixels[i + 1]) << 8 | Int(pixels[i + 2])
    }

    /// zlib's `uncompress(dest, destLen, source, sourceLen)` (zlib.h), for a stream whose size is known.
    static func inflate(_ compressed: [UInt8], size: Int) throws -> [UInt8] {
        typealias Uncompress =
            @convention(c) (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt>, UnsafePointer<UInt8>, UInt) ->
            Int32
        guard
            let library = ["libz.so.1", "libz.so", "/usr/lib/libz.dylib", "libz.dylib"].lazy.compactMap({
                (name: String) in dlopen(name, RTLD_NOW)
            }).first,
            let symbol = dlsym(library, "uncompress")
        else { throw Failure(description: "zlib (libz) not found to decode the PNG") }
        let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
        var output = [UInt8](repeating: 0, count: size)
        var length = UInt(size)
        let status = output.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress!, &length, input.baseAddress!, UInt(compressed.count))
            }
        }
        guard status == 0, length == UInt(size) else {
            throw Failure(description: "zlib status \(status), \(length) of \(size) bytes")
        }
        return output
    }
}
