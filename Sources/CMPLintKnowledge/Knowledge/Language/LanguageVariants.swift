import Foundation

/// The variants of one language the identifier tells apart (`LanguageGuess.variant`), and which
/// variant a language tag asks for, so that a set meant for Brazilian Portuguese whose text is
/// European Portuguese is reported.
///
/// A tag asks for a variant by its script subtag (`zh-Hant`, `sr-Latn`) or, for Portuguese and
/// Chinese, by a region whose standard is unambiguous: Brazil for Brazilian Portuguese, Portugal
/// for European Portuguese (the orthographic agreement of 1990 kept the two vocabularies and
/// their spellings apart: "ecrã"/"tela", "definições"/"configurações"); mainland China and
/// Singapore for Simplified Chinese, Taiwan, Hong Kong and Macau for Traditional (CLDR's likely
/// subtags, https://github.com/unicode-org/cldr/blob/main/common/supplemental/likelySubtags.xml).
public enum LanguageVariants {
    /// English names of the variants, for messages.
    public static let names: [String: String] = [
        "pt-PT": "European Portuguese", "pt-BR": "Brazilian Portuguese",
        "zh-Hans": "Simplified Chinese", "zh-Hant": "Traditional Chinese",
        "sr-Latn": "Serbian in Latin script", "sr-Cyrl": "Serbian in Cyrillic script",
    ]

    private static let byRegion: [String: String] = [
        "pt-BR": "pt-BR", "pt-PT": "pt-PT",
        "zh-CN": "zh-Hans", "zh-SG": "zh-Hans", "zh-TW": "zh-Hant", "zh-HK": "zh-Hant", "zh-MO": "zh-Hant",
    ]

    /// The variant `tag` asks for ("pt-BR", "zh-Hant", "sr-Latn"), nil when it names none the
    /// identifier tells apart. Case-insensitive; "_" separates subtags as "-" does.
    public static func variant(for tag: String) -> String? {
        let subtags = tag.trimmingCharacters(in: .whitespaces).split(whereSeparator: { $0 == "-" || $0 == "_" }).map(
            String.init)
        guard let language = subtags.first.flatMap({ LanguageIdentifier.info(for: $0) })?.code else { return nil }
        for subtag in subtags.dropFirst() {
            let script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            if names["\(language)-\(script)"] != nil { return "\(language)-\(script)" }
            if let variant = byRegion["\(language)-\(subtag.uppercased())"] { return variant }
        }
        return nil
    }
}
