/// The little-endian fields of one ZIP record read into memory (APPNOTE.TXT 4.4: "all values
/// MUST be stored in little-endian byte order"). Callers read records of a checked length, so
/// every field they name lies inside `bytes`.
package struct ZipFields {
    package let bytes: ArraySlice<UInt8>

    package init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes[...]
    }

    package func u16(_ offset: Int) -> UInt16 {
        let at = bytes.startIndex + offset
        return UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    package func u32(_ offset: Int) -> UInt32 {
        UInt32(u16(offset)) | UInt32(u16(offset + 2)) << 16
    }

    package func u64(_ offset: Int) -> UInt64 {
        UInt64(u32(offset)) | UInt64(u32(offset + 4)) << 32
    }

    /// Whether the record starts with `signature` (the first four bytes, little-endian).
    package func starts(with signature: UInt32) -> Bool {
        bytes.count >= 4 && u32(0) == signature
    }
}
