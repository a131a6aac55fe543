import Foundation

/// E-mail addresses, found by shape: an address names a person as surely as an identifier does, and
/// one turns up in captured text (a logo or policy URL's `?email=` parameter, a server message, a
/// support contact), so reports hide it like one.
extension PersonalDataFinder {
    /// `local@domain` (RFC 5322 section 3.4.1's dot-atom form, https://www.rfc-editor.org/rfc/rfc5322#section-3.4.1,
    /// as addresses are written in practice): a local part of letters, digits and `.` `_` `%` `+` `-`,
    /// then `@` (or `%40`, percent-encoded in a URL), then a domain of at least two labels whose last
    /// is two letters or more. Quoted local parts and address literals (`[192.0.2.1]`) are not looked for.
    /// The longest local part and domain of an address (RFC 5321 section 4.5.3.1,
    /// https://www.rfc-editor.org/rfc/rfc5321#section-4.5.3.1): past them it is no address, and each
    /// "@" costs at most this much reading, however the text repeats them.
    package static let maxLocalPartLength = 64
    package static let maxDomainLength = 255

    package static func emailAddresses(in bytes: UnsafeBufferPointer<UInt8>, work: inout Work) -> [PersonalDataMatch] {
        var found: [PersonalDataMatch] = []
        var index = 0
        var at = Candidates(bytes, UInt8(ascii: "@"))
        var percent = Candidates(bytes, UInt8(ascii: "%"))
        while let next = [at.next(from: index), percent.next(from: index)].compactMap({ $0 }).min() {
            index = next
            let separator = separatorLength(bytes, at: index)
            guard separator > 0 else {
                index += 1
                continue
            }
            var start = index
            while start > 0, index - start <= maxLocalPartLength, isLocalPart(bytes[start - 1]) { start -= 1 }
            // A local part does not start with a dot ("a.b@c.de" keeps "a.b", "…x .@c.de" has none).
            while start < index, bytes[start] == UInt8(ascii: ".") { start += 1 }
            let domain = domainEnd(bytes, from: index + separator)
            guard start < index, index - start <= maxLocalPartLength, let end = domain else {
                index += separator
                continue
            }
            guard work.spend(at: start) else { break }
            let range = start..<end
            found.append(
                PersonalDataMatch(
                    kind: .emailAddress, carrier: .token, value: String(decoding: bytes[range], as: UTF8.self),
                    range: range))
            index = end
        }
        return found
    }

    /// Where one byte occurs, found with `memchr` (most texts that reach the finder have no "@", and
    /// this pass runs on every one of them), each occurrence looked for once.
    package struct Candidates {
        package let bytes: UnsafeBufferPointer<UInt8>
        package let byte: UInt8
        /// The occurrence found last (or `bytes.count`: none left), and where the search started.
        private var found: (start: Int, at: Int)?

        package init(_ bytes: UnsafeBufferPointer<UInt8>, _ byte: UInt8) {
            self.bytes = bytes
            self.byte = byte
        }

        /// The first occurrence at or after `start` (`start` never decreases between calls).
        package mutating func next(from start: Int) -> Int? {
            if let found, found.start <= start, found.at >= start { return found.at < bytes.count ? found.at : nil }
            guard let base = bytes.baseAddress, start < bytes.count else { return nil }
            let hit = memchr(base + start, Int32(byte), bytes.count - start).map {
                UnsafeRawPointer($0) - UnsafeRawPointer(base)
            }
            found = (start, hit ?? bytes.count)
            return hit
        }
    }

    /// 1 for `@`, 3 for `%40`, 0 otherwise.
    private static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        if bytes[index] == UInt8(ascii: "@") { return 1 }
        if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "4"),
            bytes[index + 2] == UInt8(ascii: "0")
        {
            return 3
        }
        return 0
    }

    private static func isLocalPart(_ byte: UInt8) -> Bool {
        TextBytes.isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "%")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// Where the domain starting at `start` ends (after its last label), or nil when there is no
    /// domain of two labels or more whose last is two letters or more (a sentence's final dot is left out).
    private static func domainEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var end = start
        var lastDot: Int?
        while end < bytes.count, end - start <= maxDomainLength {
            let byte = bytes[end]
            if byte == UInt8(ascii: ".") {
                // An empty label ("a@b..c", "a@.b") ends the domain.
                guard end > start, bytes[end - 1] != UInt8(ascii: ".") else { break }
                lastDot = end
            } else if !(TextBytes.isAlphanumeric(byte) || byte == UInt8(ascii: "-")) {
                break
            }
            end += 1
        }
        if let dot = lastDot, dot == end - 1 {
            end = dot  // a final dot ends the sentence, not the domain
            lastDot = bytes[start..<dot].lastIndex(of: UInt8(ascii: "."))
        }
        guard end - start <= maxDomainLength, let dot = lastDot, dot > start, end - dot - 1 >= 2,
            bytes[(dot + 1)..<end].allSatisfy(TextBytes.isLetter)
        else { return nil }
        return end
    }
}
