/// Reads fields from one base64url segment of a TC or GPP string, MSB-first.
///
/// Each character is mapped to its 6-bit value and the values are concatenated; no byte decoding,
/// because segments need not be a multiple of 4 characters long and byte decoders reject the
/// URL-safe alphabet (IAB TCF v2 "Consent string and vendor list formats",
/// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework/blob/master/TCFv2/IAB%20Tech%20Lab%20-%20Consent%20string%20and%20vendor%20list%20formats%20v2.md,
/// and the IAB GPP Consent String Specification,
/// https://github.com/InteractiveAdvertisingBureau/Global-Privacy-Platform/blob/main/Core/Consent%20String%20Specification.md;
/// confirmed against https://github.com/InteractiveAdvertisingBureau/iabtcf-es and
/// https://github.com/IABTechLab/iabgpp-es). Every read
/// is bounds-checked and throws a `ConsentStringError` naming the segment and the field.
package struct ConsentBitReader {
    /// One element per bit (0 or 1), so reads are simple index arithmetic.
    private let bits: [UInt8]
    /// Index of the next bit to read.
    package private(set) var position = 0
    /// How the segment is named in error messages, e.g. "segment 2".
    package let label: String

    /// Decodes `text` (trailing `=` ignored) into bits.
    package init(base64url text: Substring, label: String) throws(ConsentStringError) {
        self.label = label
        var trimmed = text
        while trimmed.last == "=" { trimmed = trimmed.dropLast() }
        guard !trimmed.isEmpty else { throw ConsentStringError("\(label) is empty") }
        if let bits = Self.bits(ofBase64url: trimmed.utf8) {
            self.bits = bits
            return
        }
        // A byte outside the alphabet: read again character by character, to name it in the error.
        var bits: [UInt8] = []
        bits.reserveCapacity(trimmed.utf8.count * 6)
        var index = 0
        for character in trimmed {
            index += 1
            guard let value = Self.sextet(character) else {
                throw ConsentStringError(
                    "\(label) has \(ConsentStringInput.describe(character)) at character \(index), which is not in the base64url alphabet"
                )
            }
            for shift in stride(from: 5, through: 0, by: -1) {
                bits.append(UInt8((value >> UInt8(shift)) & 1))
            }
        }
        self.bits = bits
    }

    /// The bits of `utf8` when every byte is in the base64url alphabet; nil at the first that is
    /// not. Leak rules try every token of every text that looks like a TC string, so this is the
    /// common path: byte by byte, where reading Characters cost ten times as much.
    package static func bits(ofBase64url utf8: Substring.UTF8View) -> [UInt8]? {
        var bits: [UInt8] = []
        bits.reserveCapacity(utf8.count * 6)
        for byte in utf8 {
            guard let value = sextet(byte) else { return nil }
            for shift in stride(from: 5, through: 0, by: -1) {
                bits.append((value >> UInt8(shift)) & 1)
            }
        }
        return bits
    }

    /// The 6-bit value of a base64url character (`A`=0 … `_`=63), nil outside the alphabet.
    package static func sextet(_ character: Character) -> UInt8? {
        character.asciiValue.flatMap(sextet)
    }

    package static func sextet(_ ascii: UInt8) -> UInt8? {
        switch ascii {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return ascii - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return ascii - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return ascii - UInt8(ascii: "0") + 52
        case UInt8(ascii: "-"): return 62
        case UInt8(ascii: "_"): return 63
        default: return nil
        }
    }

    package var bitCount: Int { bits.count }
    package var remaining: Int { bits.count - position }

    /// Throws unless `count` more bits are available for `field`.
    package func require(_ count: Int, for field: String) throws(ConsentStringError) {
        guard count >= 0, count <= remaining else {
            throw ConsentStringError(
                "\(label) ends at bit \(bits.count) while reading \(field) (needs \(count) bits at bit \(position), \(remaining) left)"
            )
        }
    }

    /// An unsigned big-endian integer of `width` bits (at most 62, so the result always fits an Int).
    package mutating func int(_ width: Int, _ field: String) throws(ConsentStringError) -> Int {
        precondition(width >= 0 && width <= 62, "field widths are fixed by the decoders")
        try require(width, for: field)
        var value = 0
        for _ in 0..<width {
            value = (value << 1) | Int(bits[position])
            position += 1
        }
        return value
    }

    package mutating func bool(_ field: String) throws(ConsentStringError) -> Bool {
        try int(1, field) == 1
    }

    /// `count` bits where bit i set means id i+1 (TCF/GPP bitfields).
    package mutating func bitfield(_ count: Int, _ field: String) throws(ConsentStringError) -> Set<Int> {
        try require(count, for: field)
        var ids = Set<Int>()
        for id in 1...max(count, 1) where id <= count {
            if bits[position] == 1 { ids.insert(id) }
            position += 1
        }
        return ids
    }

    /// Two 6-bit letters, 0 = `A` … 25 = `Z` (TCF v2 ConsentLanguage, PublisherCC). Values above 25
    /// are no letter and make the string malformed.
    package mutating func letters(_ count: Int, _ field: String) throws(ConsentStringError) -> String {
        var text = ""
        for index in 1...max(count, 1) where index <= count {
            let value = try int(6, field)
            guard value <= 25 else {
                throw ConsentStringError("\(label): \(field) letter \(index) is \(value), not a letter (0–25)")
            }
            text.unicodeScalars.append(Unicode.Scalar(UInt8(65 + value)))
        }
        return text
    }
}
