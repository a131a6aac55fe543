/// The languages the identifier supports and the spellings of their codes it accepts. Data only.
enum LanguageCodes {
    /// Supported languages, in the order `LanguageIdentifier.supported` lists them.
    static let supported: [LanguageInfo] = [
        LanguageInfo(code: "en", name: "English"),
        LanguageInfo(code: "de", name: "German"),
        LanguageInfo(code: "fr", name: "French"),
        LanguageInfo(code: "es", name: "Spanish"),
        LanguageInfo(code: "it", name: "Italian"),
        LanguageInfo(code: "nl", name: "Dutch"),
        LanguageInfo(code: "pt", name: "Portuguese"),
        LanguageInfo(code: "pl", name: "Polish"),
        LanguageInfo(code: "sv", name: "Swedish"),
        LanguageInfo(code: "da", name: "Danish"),
        LanguageInfo(code: "fi", name: "Finnish"),
        LanguageInfo(code: "nb", name: "Norwegian Bokmål"),
        LanguageInfo(code: "cs", name: "Czech"),
        LanguageInfo(code: "ro", name: "Romanian"),
        LanguageInfo(code: "hu", name: "Hungarian"),
        LanguageInfo(code: "el", name: "Greek"),
        LanguageInfo(code: "ru", name: "Russian"),
        LanguageInfo(code: "tr", name: "Turkish"),
        LanguageInfo(code: "ar", name: "Arabic", isRightToLeft: true),
        LanguageInfo(code: "he", name: "Hebrew", isRightToLeft: true),
        LanguageInfo(code: "ja", name: "Japanese"),
        LanguageInfo(code: "zh", name: "Chinese"),
        LanguageInfo(code: "ko", name: "Korean"),
    ]

    /// Other primary subtags that mean a supported language: macrolanguage and legacy ISO 639-1
    /// codes ("no" is Norwegian, which apps send for Bokmål; "iw" is the withdrawn code for Hebrew)
    /// and the ISO 639-2/3 codes some platforms report ("deu", "ger", "zho", "cmn").
    static let aliases: [String: String] = [
        "no": "nb", "nob": "nb", "nor": "nb",
        "iw": "he", "heb": "he",
        "mo": "ro", "ron": "ro", "rum": "ro",
        "eng": "en", "deu": "de", "ger": "de", "fra": "fr", "fre": "fr", "spa": "es", "ita": "it",
        "nld": "nl", "dut": "nl", "por": "pt", "pol": "pl", "swe": "sv", "dan": "da", "fin": "fi",
        "ces": "cs", "cze": "cs", "hun": "hu", "ell": "el", "gre": "el", "rus": "ru", "tur": "tr",
        "ara": "ar", "jpn": "ja", "zho": "zh", "chi": "zh", "cmn": "zh", "kor": "ko",
    ]
}
