/// A text value's UTF-8 read for the extractor: its length in Unicode scalars, whether it needs
/// `UITextCleaner.clean` (tags or entities, or whitespace other than single spaces between
/// words), and the shape `isReaderText` judges. The extractor looks at every string of a document
/// this way, so one pass classifies each byte with one table lookup; only a value without a space
/// (a word, a code, a colour) is read a second time, scalar by scalar.
package struct UITextScan {
    package private(set) var scalars = 0
    package private(set) var needsCleaning = false
    private var letters = 0
    private var upper = 0
    private var lower = 0
    private var hasSpace = false
    private var hasDigit = false
    private var hasUnderscore = false
    private var hasAt = false
    private var innerCapital = false
    private var hasScheme = false  // "://"
    private var startsWithWWW = false  // ASCII case-insensitive

    package init(_ text: String) {
        self = UTF8Scalars.withUTF8(text) { bytes in
            Self.byteClasses.withUnsafeBufferPointer { classes in
                Self.classBits.withUnsafeBufferPointer { UITextScan(bytes, classes: classes, bits: $0) }
            }
        }
    }

    private init(
        _ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<ByteClass>, bits: UnsafeBufferPointer<UInt32>
    ) {
        startsWithWWW =
            bytes.count >= 4 && bytes[0] | 0x20 == 0x77 && bytes[1] | 0x20 == 0x77
            && bytes[2] | 0x20 == 0x77 && bytes[3] | 0x20 == 0x2E
        let seen = scanSpaced(bytes, bits: bits)
        if seen & Self.bit(.slash) != 0 && bytes.count >= 3 {
            // ASCII never occurs inside a multi-byte UTF-8 sequence: the bytes can be searched.
            for i in 2..<bytes.count where bytes[i] == 0x2F && bytes[i - 1] == 0x2F && bytes[i - 2] == 0x3A {
                hasScheme = true
                break
            }
        }
        if hasSpace { return }
        scalars = 0
        needsCleaning = false
        scanWord(bytes, classes: classes)
    }

    @inline(__always)
    private static func bit(_ c: ByteClass) -> UInt32 { 1 &<< c.rawValue }

    /// The pass over every value: which byte classes occur, the length, and for a value with an
    /// ASCII space (most reader text, which `isReaderText` judges by its letters and prefix
    /// alone) everything else. Returns the classes seen (bits by raw value).
    private mutating func scanSpaced(_ bytes: UnsafeBufferPointer<UInt8>, bits: UnsafeBufferPointer<UInt32>) -> UInt32 {
        var seen: UInt32 = 0
        var continuation = 0
        var doubleSpace = false
        var previous: UInt8 = 0
        for b in bytes {
            seen |= bits[Int(b)]
            continuation &+= Int(truncatingIfNeeded: (b &>> 6) == 2 ? 1 : 0)
            doubleSpace = doubleSpace || (b == 0x20 && previous == 0x20)
            previous = b
        }
        guard seen & Self.bit(.space) != 0 else { return seen }
        hasSpace = true
        scalars = bytes.count - continuation
        // Tags, entities, controls, a non-ASCII space's lead byte, or spaces to trim or join.
        needsCleaning =
            doubleSpace || bytes.first == 0x20 || bytes.last == 0x20
            || seen & (Self.bit(.control) | Self.bit(.markup) | Self.bit(.leadOfSpace)) != 0
        if seen & (Self.bit(.lower) | Self.bit(.upper)) != 0 {
            letters = 1
        } else if seen & (Self.bit(.lead) | Self.bit(.leadOfSpace)) != 0 {
            var i = 0
            while i < bytes.count && letters == 0 {
                let (s, length) = UTF8Scalars.decode(bytes, at: i)
                if LanguageCharacters.isLetter(s) { letters = 1 }
                i += length
            }
        }
        return seen
    }

    /// The detailed pass, for a value without an ASCII space: letters, case and the characters
    /// of codes and identifiers, scalar by scalar.
    private mutating func scanWord(_ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<ByteClass>) {
        var previousLower = false
        var previousSpace = true  // a leading space needs trimming
        var i = 0
        while i < bytes.count {
            scalars += 1
            switch classes[Int(bytes[i])] {
            case .lower:
                // Most bytes: a run of lowercase ASCII letters, counted at once.
                var end = i + 1
                while end < bytes.count && bytes[end] &- 0x61 < 26 { end += 1 }
                letters += end - i
                lower += end - i
                scalars += end - i - 1
                previousLower = true
                previousSpace = false
                i = end
                continue
            case .upper:
                letters += 1
                upper += 1
                if previousLower { innerCapital = true }
                previousSpace = false
            case .space:
                hasSpace = true
                if previousSpace { needsCleaning = true }
                previousSpace = true
            case .control:
                hasSpace = true
                needsCleaning = true
            case .digit:
                hasDigit = true
                previousSpace = false
            case .underscore:
                hasUnderscore = true
                previousSpace = false
            case .at:
                hasAt = true
                previousSpace = false
            case .markup:
                needsCleaning = true
            case .other, .slash:
                previousSpace = false
            case .lead, .leadOfSpace:
                // Beyond ASCII: classified as a scalar. A lead byte of the non-ASCII spaces
                // (no-break space and others) sends the text to `clean`, which checks fully.
                if classes[Int(bytes[i])] == .leadOfSpace { needsCleaning = true }
                previousSpace = false
                let (s, length) = UTF8Scalars.decode(bytes, at: i)
                i += length
                if LanguageCharacters.isWhitespace(s) {
                    hasSpace = true
                    previousLower = false
                } else {
                    if LanguageCharacters.isDigit(s) { hasDigit = true }
                    if LanguageCharacters.isLetter(s) { letters += 1 }
                    if LanguageCharacters.isUppercase(s) {
                        upper += 1
                        if previousLower { innerCapital = true }
                        previousLower = false
                    } else if LanguageCharacters.isLowercase(s) {
                        lower += 1
                        previousLower = true
                    } else {
                        previousLower = false
                    }
                }
                continue
            }
            previousLower = false
            i += 1
        }
        if previousSpace && !bytes.isEmpty { needsCleaning = true }  // a trailing space
    }

    /// Whether the (cleaned) value `text` looks like text rather than a URL, colour, number,
    /// date, id or enum code: single words in capitals or with underscores ("BANNER_CLOSE",
    /// "DENIED"), digits inside a word ("IAB2V2_1", "C0001", UUIDs), or capitals inside a word
    /// ("AfterDescription").
    package func isReaderText(_ text: String) -> Bool {
        guard letters > 0, !hasScheme, !startsWithWWW else { return false }
        switch text.utf8.first {
        case UInt8(ascii: "m"): if text.hasPrefix("mailto:") { return false }
        case UInt8(ascii: "#"): if text.hasPrefix("#") && !hasSpace { return false }
        case UInt8(ascii: "r"): if text.hasPrefix("rgb(") || text.hasPrefix("rgba(") { return false }
        case UInt8(ascii: "h"): if text.hasPrefix("hsl(") { return false }
        default: break
        }
        if !hasSpace {
            if hasUnderscore || hasDigit || hasAt || innerCapital { return false }
            if upper >= 2 && lower == 0 { return false }
        }
        return true
    }

    /// What a byte is to the scan. ASCII whitespace: space, and the controls tab to carriage
    /// return; markup: "<" and "&"; `leadOfSpace`: the lead bytes of the non-ASCII whitespace
    /// (U+0085, U+00A0 start with 0xC2; U+1680 with 0xE1; U+2000–U+205F with 0xE2; U+3000 with
    /// 0xE3); continuation bytes count as `lead` (the first pass only asks whether non-ASCII occurs).
    private enum ByteClass: UInt8 {
        case lower, upper, space, control, digit, underscore, at, markup, slash, other, lead, leadOfSpace
    }

    /// `byteClasses` as one bit each, for the first pass.
    private static let classBits: [UInt32] = byteClasses.map { bit($0) }

    private static let byteClasses: [ByteClass] = (0...255).map { (b: Int) -> ByteClass in
        switch b {
        case 0x61...0x7A: .lower
        case 0x41...0x5A: .upper
        case 0x20: .space
        case 0x09...0x0D: .control
        case 0x30...0x39: .digit
        case 0x5F: .underscore
        case 0x40: .at
        case 0x3C, 0x26: .markup
        case 0x2F: .slash
        case 0xC2, 0xE1, 0xE2, 0xE3: .leadOfSpace
        case 0x80...: .lead
        default: .other
        }
    }
}
