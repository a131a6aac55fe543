/// One string value of the top-level dictionary of a property list, binary (`bplist00`) or XML,
/// as a framework's `Info.plist` holds `CFBundleShortVersionString`. Only what that needs is
/// read: the binary format's trailer, offset table, the top dictionary and ASCII or UTF-16
/// strings (Apple's format description in CoreFoundation's `CFBinaryPList.c`,
/// https://github.com/apple-oss-distributions/CF); the XML format's `<key>` followed by
/// `<string>`. Every offset and count is checked against the data, so a damaged or crafted file
/// reads as nil, never out of bounds.
package enum PropertyListString {
    /// The string for `key`, or nil when there is none or the data is no property list cmplint reads.
    package static func value(_ key: String, in bytes: [UInt8]) -> String? {
        if bytes.starts(with: Array("bplist00".utf8)) { return BinaryList(bytes)?.topString(key) }
        return xmlValue(key, in: String(decoding: bytes, as: UTF8.self))
    }

    static func xmlValue(_ key: String, in text: String) -> String? {
        guard let keyRange = text.range(of: "<key>\(key)</key>") else { return nil }
        let rest = text[keyRange.upperBound...].drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        guard rest.hasPrefix("<string>"), let end = rest.range(of: "</string>") else { return nil }
        let value = rest[rest.index(rest.startIndex, offsetBy: 8)..<end.lowerBound]
        return value.contains("<") || value.contains("&") ? nil : String(value)
    }

    /// A binary property list: its bytes and trailer fields, each read with bounds checks.
    struct BinaryList {
        let bytes: [UInt8]
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let tableOffset: Int

        init?(_ bytes: [UInt8]) {
            guard bytes.count >= 40 else { return nil }
            let trailer = bytes.count - 32
            self.bytes = bytes
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
                let count = Self.integer(bytes, at: trailer + 8, size: 8),
                let top = Self.integer(bytes, at: trailer + 16, size: 8),
                let table = Self.integer(bytes, at: trailer + 24, size: 8),
                count <= bytes.count, top < count, table >= 8, table <= trailer,
                count * offsetSize <= trailer - table
            else { return nil }
            objectCount = count
            topObject = top
            tableOffset = table
        }

        /// A big-endian unsigned integer of `size` bytes at `offset`; nil past the end or above Int.max.
        static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
            guard offset >= 0, size >= 1, size <= 8, offset <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }

        /// Where object `index` starts, inside the objects area (after the header, before the table).
        func start(_ index: Int) -> Int? {
            guard index >= 0, index < objectCount,
                let offset = Self.integer(bytes, at: tableOffset + index * offsetSize, size: offsetSize),
                offset >= 8, offset < tableOffset
            else { return nil }
            return offset
        }

        /// The marker's count and where the object's content starts (a count of 15 is followed by an integer object).
        func countAndContent(at offset: Int) -> (count: Int, content: Int)? {
            let low = Int(bytes[offset] & 0x0F)
            guard low == 0x0F else { return (low, offset + 1) }
            guard offset + 1 < tableOffset, bytes[offset + 1] & 0xF0 == 0x10 else { return nil }
            let size = 1 << Int(bytes[offset + 1] & 0x0F)
            guard let count = Self.integer(bytes, at: offset + 2, size: size) else { return nil }
            return (count, offset + 2 + size)
        }

        func string(_ index: Int) -> String? {
            guard let offset = start(index), let (count, content) = countAndContent(at: offset) else { return nil }
            switch bytes[offset] & 0xF0 {
            case 0x50:
                guard count <= tableOffset - content else { return nil }
                return String(decoding: bytes[content..<content + count], as: UTF8.self)
            case 0x60:
                guard count <= (tableOffset - content) / 2 else { return nil }
                let units = (0..<count).map {
                    UInt16(bytes[content + 2 * $0]) << 8 | UInt16(bytes[content + 2 * $0 + 1])
                }
                return String(decoding: units, as: UTF16.self)
            default: return nil
            }
        }

        func topString(_ key: String) -> String? {
            guard let offset = start(topObject), bytes[offset] & 0xF0 == 0xD0,
                let (count, content) = countAndContent(at: offset),
                count <= (tableOffset - content) / (2 * referenceSize)
            else { return nil }
            for entry in 0..<count {
                guard let keyIndex = Self.integer(bytes, at: content + entry * referenceSize, size: referenceSize),
                    string(keyIndex) == key
                else { continue }
                let valueAt = content + (count + entry) * referenceSize
                return Self.integer(bytes, at: valueAt, size: referenceSize).flatMap(string)
            }
            return nil
        }
    }
}
