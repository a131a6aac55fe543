/// The documented forms of the header values a capture sends, checked byte by byte: ASCII only, so
/// nothing but the value itself reaches a request header (a line break would start another header,
/// and a look-alike letter would ask the CMP API for another app). The forms are those of OneTrust's
/// OpenAPI definition of the CMP API and of the SDK's own version numbers.
package enum HeaderValueShape {
    private static func isDigit(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) }
    private static func isHex(_ b: UInt8) -> Bool {
        isDigit(b) || (0x41...0x46).contains(b) || (0x61...0x66).contains(b)
    }
    private static func isLetter(_ b: UInt8) -> Bool { (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) }

    /// `OT-App-Id`: a GUID (8-4-4-4-12 hexadecimal digits), optionally followed by `-test`.
    package static func isAppId(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        if bytes.count == 41, bytes.suffix(5).elementsEqual("-test".utf8) { bytes.removeLast(5) }
        let groups = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(isHex) }
    }

    /// `OT-SDK-Version`: `YYYYMM.x.y` (`202604.2.0`), at most four digits in each of `x` and `y`.
    package static func isSDKVersion(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 3 && parts[0].count == 6 && (1...4).contains(parts[1].count)
            && (1...4).contains(parts[2].count)
            && parts.allSatisfy { $0.allSatisfy(isDigit) }
    }

    /// `OT-CDN-Location`: a host name (RFC 1123, section 2.1: labels of letters, digits and inner
    /// hyphens, each at most 63 characters, at most 253 in all; https://www.rfc-editor.org/rfc/rfc1123#section-2.1).
    package static func isHostName(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard (1...253).contains(bytes.count) else { return false }
        return bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy { label in
            (1...63).contains(label.count) && label.first != UInt8(ascii: "-") && label.last != UInt8(ascii: "-")
                && label.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
        }
    }
}
