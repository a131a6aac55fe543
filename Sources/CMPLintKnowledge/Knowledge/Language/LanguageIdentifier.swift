import Foundation

/// Identifies the language of UI text, so rules can check that a snapshot set's text is in the
/// language it is meant for and the same in its banner, preferences and vendors files.
///
/// It answers "unknown" (nil) rather than guess: for text too short to decide, text mixing two
/// languages or scripts, and text in a language it does not support (how it decides:
/// `LanguageEvidence`).
public enum LanguageIdentifier {
    /// The languages `identify` can return.
    public static let supported: [LanguageInfo] = LanguageCodes.supported

    /// Guesses below this confidence are not returned.
    package static let minimumConfidence = 0.5

    private static let byCode: [String: LanguageInfo] = {
        var result: [String: LanguageInfo] = [:]
        for info in LanguageCodes.supported { result[info.code] = info }
        return result
    }()

    /// The supported language a language tag names, by its primary subtag: "pt-BR" and "pt_PT" are
    /// Portuguese, "zh-Hant" Chinese, "no" Norwegian Bokmål, "iw" Hebrew. Case-insensitive; nil for
    /// unsupported or malformed tags.
    public static func info(for code: String) -> LanguageInfo? {
        var primary = ""
        // Foundation's `.whitespaces` (category Zs and tab), trimmed without its trip through
        // NSString: the language model asks for each of its profiles when first used.
        let isSpace = { (scalar: Unicode.Scalar) in
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        var scalars = Substring(code).unicodeScalars
        while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
        while let last = scalars.last, isSpace(last) { scalars.removeLast() }
        for scalar in scalars {
            if scalar == "-" || scalar == "_" { break }
            guard scalar.isASCII, scalar.properties.isAlphabetic else { return nil }
            primary.unicodeScalars.append(scalar)
        }
        primary = primary.lowercased()
        guard (2...3).contains(primary.count) else { return nil }
        if let alias = LanguageCodes.aliases[primary] { primary = alias }
        return byCode[primary]
    }

    /// Identifies one text sample. Returns nil ("unknown") for short or mixed text rather than a
    /// wrong confident answer. Roughly: Latin-script text needs four words, Cyrillic three, text in
    /// a script only one supported language uses (Greek, Arabic, Hebrew, Hangul) two, Japanese and
    /// Chinese five or six characters; button labels alone are usually too short. HTML is ignored.
    public static func identify(_ text: String) -> LanguageGuess? {
        var evidence = LanguageEvidence()
        evidence.add(UITextCleaner.containsMarkup(text) ? UITextCleaner.clean(text) : text)
        return evidence.guess()
    }
}
