/// What one pass over a value's UTF-8 bytes says about it being a consent string, without
/// allocating and without decoding: used to rule most values out cheaply, and to classify values
/// too long to decode (`ConsentStringInput.maxDecodedLength`) by their shape and header alone.
///
/// The pass reads the value as the decoders do after `ConsentStringInput.normalized`: surrounding
/// ASCII whitespace is skipped and `%XX` escapes are decoded on the fly. A value with a non-ASCII
/// byte (or a backslash, when the bytes are a JSON string's source) is left to the decoders' own
/// normalisation (`needsNormalizing`), which trims Unicode whitespace as well.
package struct ConsentStringShape {
    /// Bytes of the value's start kept for header checks of a long value: enough for a TCF core
    /// header (22 characters), a GPP header with every section id, and the first keys of an
    /// otConsentString's JSON.
    package static let headLength = 4096

    /// A non-ASCII byte or a backslash was seen: the value must be decoded and normalised to be judged.
    package private(set) var needsNormalizing = false
    /// An ASCII byte outside the consent-string alphabet, a space inside, or a bad `%` escape; or,
    /// when the scan was asked for some kinds only, first bytes that point to another kind.
    package private(set) var isRuledOut = false
    /// Bytes after trimming and percent-decoding.
    package private(set) var length = 0
    package private(set) var first: UInt8 = 0
    package private(set) var second: UInt8 = 0
    package private(set) var tildes = 0
    package private(set) var dots = 0
    /// Line breaks inside the value (only base64 of an otConsentString may be wrapped).
    package private(set) var hasInnerLineBreaks = false
    /// `+` or `/`: standard base64, never base64url.
    package private(set) var hasStandardBase64 = false
    /// A byte other than `=` after an `=`.
    package private(set) var hasPaddingInside = false
    /// Whether the value follows the Additional Consent grammar: `1~ids` or `2~ids~dv[.ids]`, ids
    /// being decimal digits and dots, with at least one digit.
    package private(set) var isAdditionalConsentGrammar = false
    /// The value's length in Characters as Swift counts them (bytes less CR LF pairs), known when the
    /// whole value was read and is ASCII: counting a huge value's graphemes again costs more than
    /// this whole pass.
    package private(set) var characterCount: Int?
    /// The start of the value (no line breaks), kept only when asked for.
    package private(set) var head: [UInt8] = []

    package init(_ value: String, keepingHead: Bool = false) {
        if let shape = value.utf8.withContiguousStorageIfAvailable({ Self(bytes: $0, keepingHead: keepingHead) }) {
            self = shape
        } else {
            self = Array(value.utf8).withUnsafeBufferPointer { Self(bytes: $0, keepingHead: keepingHead) }
        }
    }

    /// Reads `bytes`: a string's UTF-8, or a JSON string's source between its quotes (where a
    /// backslash means an escape, left to `needsNormalizing`). With `accepting`, the scan stops as
    /// soon as the first bytes point to a kind outside it (`candidate`).
    package init(
        bytes: UnsafeBufferPointer<UInt8>, keepingHead: Bool = false, accepting kinds: Set<ConsentStringKind>? = nil
    ) {
        if keepingHead { head.reserveCapacity(Self.headLength) }
        ByteKind.table.withUnsafeBufferPointer { table in
            scan(bytes, table: table, keepingHead: keepingHead, accepting: kinds)
        }
    }

    /// The only kind a value can be, from its first two bytes, in the order
    /// `ConsentStringClassifier.classify` tries them.
    package var candidate: ConsentStringKind? {
        switch (first, second) {
        case (UInt8(ascii: "1"), UInt8(ascii: "~")), (UInt8(ascii: "2"), UInt8(ascii: "~")): return .additionalConsent
        case (UInt8(ascii: "1"), _): return .usPrivacy
        case (UInt8(ascii: "D"), UInt8(ascii: "B")): return .gpp
        case (UInt8(ascii: "C"), _): return .tcfV2
        case (UInt8(ascii: "B"), _): return .tcfV1
        case (UInt8(ascii: "e"), _): return .otConsentString
        default: return nil
        }
    }

    private mutating func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<ByteKind>, keepingHead: Bool,
        accepting kinds: Set<ConsentStringKind>?
    ) {
        var gap = 0
        var gapHasBlank = false
        var last: UInt8 = 0
        var crLFPairs = 0
        var ac = AdditionalConsentGrammar()
        var index = 0
        let count = bytes.count
        scan: while index < count {
            var byte = bytes[index]
            index += 1
            var kind = table[Int(byte)]
            if kind == .percent {
                guard index + 2 <= count, let high = Self.hexValue(bytes[index]),
                    let low = Self.hexValue(bytes[index + 1])
                else {
                    isRuledOut = true
                    break
                }
                index += 2
                byte = high << 4 | low
                kind = table[Int(byte)]
                if kind == .percent { kind = .other }  // %25 decodes to '%', outside the alphabet
            }
            switch kind {
            case .base64url, .padding:
                break
            case .blank, .lineBreak:
                if byte == UInt8(ascii: "\n"), index >= 2, bytes[index - 2] == UInt8(ascii: "\r") { crLFPairs += 1 }
                if length > 0 {
                    gap += 1
                    gapHasBlank = gapHasBlank || kind == .blank
                }
                continue scan
            case .dot: dots += 1
            case .tilde: tildes += 1
            case .standardBase64: hasStandardBase64 = true
            case .other, .percent:
                isRuledOut = true
                break scan
            case .needsNormalizing:
                needsNormalizing = true
                break scan
            }
            if gap > 0 {
                // Whitespace inside the value: line breaks wrap base64, anything else rules it out.
                if gapHasBlank {
                    isRuledOut = true
                    break
                }
                hasInnerLineBreaks = true
                gap = 0
            }
            if last == UInt8(ascii: "="), kind != .padding { hasPaddingInside = true }
            last = byte
            if length < 2 {
                if length == 0 { first = byte } else { second = byte }
            }
            if ac.isActive { ac.read(byte, at: length) }
            if keepingHead && head.count < Self.headLength { head.append(byte) }
            length += 1
            if length == 2, let kinds, !(candidate.map(kinds.contains) ?? false) {
                isRuledOut = true
                break
            }
            // A run of plain bytes needs only counting: the common case, and all of a huge value.
            guard length > 2, last != UInt8(ascii: "="), !keepingHead || head.count == Self.headLength else { continue }
            let start = index
            if !ac.isActive {
                // Counted in locals: stored properties of `self` would be written back on every byte.
                var runDots = 0
                var runTildes = 0
                var standard = false
                while index < count {
                    let next = table[Int(bytes[index])]
                    guard
                        next.rawValue &- ByteKind.base64url.rawValue <= ByteKind.standardBase64.rawValue
                            &- ByteKind.base64url.rawValue
                    else { break }
                    runDots &+= next == .dot ? 1 : 0
                    runTildes &+= next == .tilde ? 1 : 0
                    standard = standard || next == .standardBase64
                    index += 1
                }
                dots += runDots
                tildes += runTildes
                hasStandardBase64 = hasStandardBase64 || standard
            } else if ac.isInIdList {
                var digits = 0
                var runDots = 0
                while index < count {
                    let next = bytes[index]
                    let isDigit = next &- UInt8(ascii: "0") < 10
                    guard isDigit || next == UInt8(ascii: ".") else { break }
                    digits &+= isDigit ? 1 : 0
                    runDots &+= isDigit ? 0 : 1
                    index += 1
                }
                dots += runDots
                ac.addDigits(digits)
            }
            if index > start {
                length += index - start
                last = bytes[index - 1]
            }
        }
        isAdditionalConsentGrammar = ac.isComplete
        if index == count && !isRuledOut && !needsNormalizing { characterCount = count - crLFPairs }
    }

    /// What a byte is to the scan, looked up in a table so the loop stays cheap on huge values.
    private enum ByteKind: UInt8 {
        /// `base64url` … `standardBase64` are the plain bytes a run may hold: keep them together.
        case other, base64url, dot, tilde, standardBase64, padding, blank, lineBreak, percent, needsNormalizing

        static let table: [ByteKind] = (0...255).map { value in
            switch UInt8(value) {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"):
                return .base64url
            case UInt8(ascii: "."): return .dot
            case UInt8(ascii: "~"): return .tilde
            case UInt8(ascii: "+"), UInt8(ascii: "/"): return .standardBase64
            case UInt8(ascii: "="): return .padding
            case 0x20, 0x09, 0x0B, 0x0C: return .blank
            case 0x0A, 0x0D: return .lineBreak
            case UInt8(ascii: "%"): return .percent
            case UInt8(ascii: "\\"), 0x80...0xFF: return .needsNormalizing
            default: return .other
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
