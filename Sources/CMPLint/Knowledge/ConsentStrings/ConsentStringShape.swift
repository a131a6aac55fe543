/// What one pass over a value's UTF-8 bytes says about it being a consent string, without
/// allocating and without decoding: used to rule most values out cheaply, and to classify values
/// too long to decode (`ConsentStringInput.maxDecodedLength`) by their shape and header alone.
///
/// The pass reads the value as the decoders do after `ConsentStringInput.normalized`: surrounding
/// ASCII whitespace is skipped and `%XX` escapes are decoded on the fly. A value with a non-ASCII
/// byte (or a backslash, when the bytes are a JSON string's source) is left to the decoders' own
/// normalisation (`needsNormalizing`), which trims Unicode whitespace as well.
struct ConsentStringShape {
    /// Bytes of the value's start kept for header checks of a long value: enough for a TCF core
    /// header (22 characters), a GPP header with every section id, and the first keys of an
    /// otConsentString's JSON.
    static let headLength = 4096

    /// A non-ASCII byte or a backslash was seen: the value must be decoded and normalised to be judged.
    private(set) var needsNormalizing = false
    /// An ASCII byte outside the consent-string alphabet, a space inside, or a bad `%` escape.
    private(set) var isRuledOut = false
    /// Bytes after trimming and percent-decoding.
    private(set) var length = 0
    private(set) var first: UInt8 = 0
    private(set) var second: UInt8 = 0
    private(set) var tildes = 0
    private(set) var dots = 0
    /// Line breaks inside the value (only base64 of an otConsentString may be wrapped).
    private(set) var hasInnerLineBreaks = false
    /// `+` or `/`: standard base64, never base64url.
    private(set) var hasStandardBase64 = false
    /// A byte other than `=` after an `=`.
    private(set) var hasPaddingInside = false
    /// Whether the value follows the Additional Consent grammar: `1~ids` or `2~ids~dv[.ids]`, ids
    /// being decimal digits and dots, with at least one digit.
    private(set) var isAdditionalConsentGrammar = false
    /// The value's length in Characters as Swift counts them (bytes less CR LF pairs), known when the
    /// whole value was read and is ASCII: counting a huge value's graphemes again costs more than
    /// this whole pass.
    private(set) var characterCount: Int?
    /// The start of the value (no line breaks), kept only when asked for.
    private(set) var head: [UInt8] = []

    init(_ value: String, keepingHead: Bool = false) {
        if let shape = value.utf8.withContiguousStorageIfAvailable({ Self(bytes: $0, keepingHead: keepingHead) }) {
            self = shape
        } else {
            self = Array(value.utf8).withUnsafeBufferPointer { Self(bytes: $0, keepingHead: keepingHead) }
        }
    }

    /// Reads `bytes`: a string's UTF-8, or a JSON string's source between its quotes (where a
    /// backslash means an escape, left to `needsNormalizing`).
    init(bytes: UnsafeBufferPointer<UInt8>, keepingHead: Bool = false) {
        if keepingHead { head.reserveCapacity(Self.headLength) }
        var gap = 0, gapHasBlank = false, last: UInt8 = 0, crLFPairs = 0
        var ac = AdditionalConsentGrammar()
        let table = ByteKind.table
        var index = 0
        let count = bytes.count
        scan: while index < count {
            var byte = bytes[index]
            index += 1
            var kind = table[Int(byte)]
            if kind == .percent {
                guard index + 2 <= count,
                      let high = Self.hexValue(bytes[index]), let low = Self.hexValue(bytes[index + 1]) else {
                    isRuledOut = true
                    break
                }
                index += 2
                byte = high << 4 | low
                kind = table[Int(byte)]
                if kind == .percent { kind = .other }  // %25 decodes to '%', outside the alphabet
            }
            switch kind {
            case .base64url:
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
            case .padding: break
            case .other, .percent:
                isRuledOut = true
                break scan
            case .needsNormalizing:
                needsNormalizing = true
                break scan
            }
            if gap > 0 {
                // Whitespace inside the value: line breaks wrap base64, anything else rules it out.
                if gapHasBlank { isRuledOut = true; break }
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
        }
        isAdditionalConsentGrammar = ac.isComplete
        if index == count && !isRuledOut && !needsNormalizing { characterCount = count - crLFPairs }
    }

    /// What a byte is to the scan, looked up in a table so the loop stays cheap on huge values.
    private enum ByteKind: UInt8 {
        case other, base64url, dot, tilde, standardBase64, padding, blank, lineBreak, percent, needsNormalizing

        static let table: [ByteKind] = (0...255).map { value in
            switch UInt8(value) {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
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

    /// The kind a value too long to decode is reported as: its first bytes pick the candidate (as in
    /// `ConsentStringClassifier.classify`) and the header must decode and be plausible, so that long
    /// ordinary strings starting with `C` or `e` are not taken for consent strings.
    var kind: ConsentStringKind? {
        guard !isRuledOut, !needsNormalizing, !hasPaddingInside, length > 4 else { return nil }
        let base64url = !hasStandardBase64 && !hasInnerLineBreaks
        switch (first, second) {
        case (UInt8(ascii: "1"), UInt8(ascii: "~")), (UInt8(ascii: "2"), UInt8(ascii: "~")):
            return isAdditionalConsentGrammar && !hasInnerLineBreaks ? .additionalConsent : nil
        case (UInt8(ascii: "D"), UInt8(ascii: "B")):
            return base64url && tildes > 0 && gppHeaderListsSections() ? .gpp : nil
        case (UInt8(ascii: "C"), _):
            return base64url && tildes == 0 && tcfHeaderIsPlausible(version: 2) ? .tcfV2 : nil
        case (UInt8(ascii: "B"), _):
            return base64url && tildes == 0 && dots == 0 && tcfHeaderIsPlausible(version: 1) ? .tcfV1 : nil
        case (UInt8(ascii: "e"), _):
            return tildes == 0 && dots == 0 && otConsentObjectKeyInHead() ? .otConsentString : nil
        default:
            return nil
        }
    }

    /// The first segment's Version and the TCF header (Created … VendorListVersion) decode, with
    /// dates inside the classifier's plausible window.
    private func tcfHeaderIsPlausible(version: Int) -> Bool {
        // Version and header take 132 bits: 22 base64url characters.
        let text = String(decoding: head.prefix { $0 != UInt8(ascii: ".") }.prefix(22), as: UTF8.self)
        guard var reader = try? ConsentBitReader(base64url: Substring(text), label: "the head"),
              (try? reader.int(6, "Version")) == version,
              let header = try? TCFHeader.read(&reader) else { return false }
        let earliest = version == 2 ? ConsentStringClassifier.earliestTCFv2 : ConsentStringClassifier.earliestTCFv1
        return ConsentStringClassifier.plausible(header.created, header.lastUpdated, from: earliest)
    }

    /// The GPP header (up to the first `~`, inside the head) decodes and lists one section per
    /// `~`-separated part that follows.
    private func gppHeaderListsSections() -> Bool {
        guard let end = head.firstIndex(of: UInt8(ascii: "~")),
              let ids = try? GPPString.header(Substring(String(decoding: head[..<end], as: UTF8.self))).ids else { return false }
        return !ids.isEmpty && ids.count == tildes && ids.count <= GPPString.maxSections
    }

    /// The head is base64 of a JSON object (`{"` first) naming one of the OTConsentObject's own keys.
    private func otConsentObjectKeyInHead() -> Bool {
        let usable = head.count - head.count % 4
        guard usable >= 4, let payload = try? OTConsentObject.base64Payload(String(decoding: head[..<usable], as: UTF8.self)) else { return false }
        let lowered = String(decoding: payload, as: UTF8.self).lowercased()
        guard lowered.hasPrefix("{\"") else { return false }
        return OTConsentObject.markerKeys.contains { lowered.contains("\"\($0)\"") }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Follows `1~ids` / `2~ids~dv[.ids]` byte by byte (Google's Additional Consent technical
    /// specification, https://support.google.com/admanager/answer/9681920).
    private struct AdditionalConsentGrammar {
        private var valid = true
        private var version: UInt8 = 0
        private var tildes = 0
        /// Position in `dv` after the second `~`: 0 before it, 1 after `~`, 2 after `d`, 3 after `v`.
        private var dv = 0
        private var digits = 0

        /// Still following the grammar: once a byte breaks it, the scan stops asking.
        var isActive: Bool { valid }

        mutating func read(_ byte: UInt8, at index: Int) {
            switch index {
            case 0:
                version = byte
                valid = byte == UInt8(ascii: "1") || byte == UInt8(ascii: "2")
            case 1:
                valid = byte == UInt8(ascii: "~")
                tildes = 1
            default:
                switch (dv, byte) {
                case (1, UInt8(ascii: "d")): dv = 2
                case (2, UInt8(ascii: "v")): dv = 3
                case (1, _), (2, _): valid = false
                case (_, UInt8(ascii: "~")):
                    tildes += 1
                    valid = version == UInt8(ascii: "2") && tildes == 2
                    dv = 1
                case (_, UInt8(ascii: "0")...UInt8(ascii: "9")): digits += 1
                case (_, UInt8(ascii: ".")): break
                default: valid = false
                }
            }
        }

        var isComplete: Bool {
            guard valid, digits > 0 else { return false }
            return version == UInt8(ascii: "1") ? tildes == 1 : tildes == 2 && dv == 3
        }
    }
}
