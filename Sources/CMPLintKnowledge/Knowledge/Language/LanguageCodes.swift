/// The languages the identifier supports and the spellings of their codes it accepts. Data only.
package enum LanguageCodes {
    /// Supported languages, in the order `LanguageIdentifier.supported` lists them: the official
    /// languages of the EU, the other languages of the EEA and Switzerland, then widely used app
    /// languages beyond them.
    package static let supported: [LanguageInfo] = [
        LanguageInfo(code: "bg", name: "Bulgarian"),
        LanguageInfo(code: "hr", name: "Croatian"),
        LanguageInfo(code: "cs", name: "Czech"),
        LanguageInfo(code: "da", name: "Danish"),
        LanguageInfo(code: "nl", name: "Dutch"),
        LanguageInfo(code: "en", name: "English"),
        LanguageInfo(code: "et", name: "Estonian"),
        LanguageInfo(code: "fi", name: "Finnish"),
        LanguageInfo(code: "fr", name: "French"),
        LanguageInfo(code: "de", name: "German"),
        LanguageInfo(code: "el", name: "Greek"),
        LanguageInfo(code: "hu", name: "Hungarian"),
        LanguageInfo(code: "ga", name: "Irish"),
        LanguageInfo(code: "it", name: "Italian"),
        LanguageInfo(code: "lv", name: "Latvian"),
        LanguageInfo(code: "lt", name: "Lithuanian"),
        LanguageInfo(code: "mt", name: "Maltese"),
        LanguageInfo(code: "pl", name: "Polish"),
        LanguageInfo(code: "pt", name: "Portuguese"),
        LanguageInfo(code: "ro", name: "Romanian"),
        LanguageInfo(code: "sk", name: "Slovak"),
        LanguageInfo(code: "sl", name: "Slovenian"),
        LanguageInfo(code: "es", name: "Spanish"),
        LanguageInfo(code: "sv", name: "Swedish"),
        LanguageInfo(code: "is", name: "Icelandic"),
        LanguageInfo(code: "nb", name: "Norwegian Bokmål"),
        LanguageInfo(code: "nn", name: "Norwegian Nynorsk"),
        LanguageInfo(code: "rm", name: "Romansh"),
        LanguageInfo(code: "ca", name: "Catalan"),
        LanguageInfo(code: "tr", name: "Turkish"),
        LanguageInfo(code: "ru", name: "Russian"),
        LanguageInfo(code: "uk", name: "Ukrainian"),
        LanguageInfo(code: "sr", name: "Serbian"),
        LanguageInfo(code: "ar", name: "Arabic", isRightToLeft: true),
        LanguageInfo(code: "fa", name: "Persian", isRightToLeft: true),
        LanguageInfo(code: "ur", name: "Urdu", isRightToLeft: true),
        LanguageInfo(code: "he", name: "Hebrew", isRightToLeft: true),
        LanguageInfo(code: "hi", name: "Hindi"),
        LanguageInfo(code: "bn", name: "Bengali"),
        LanguageInfo(code: "th", name: "Thai"),
        LanguageInfo(code: "vi", name: "Vietnamese"),
        LanguageInfo(code: "id", name: "Indonesian"),
        LanguageInfo(code: "ms", name: "Malay"),
        LanguageInfo(code: "fil", name: "Filipino"),
        LanguageInfo(code: "ja", name: "Japanese"),
        LanguageInfo(code: "zh", name: "Chinese"),
        LanguageInfo(code: "ko", name: "Korean"),
    ]

    /// Other primary subtags that mean a supported language: macrolanguage and legacy ISO 639-1
    /// codes ("no" is Norwegian, which apps send for Bokmål; "iw" is the withdrawn code for Hebrew,
    /// "in" for Indonesian; "tl" is Tagalog, the base of Filipino) and the ISO 639-2/3 codes some
    /// platforms report ("deu", "ger", "zho", "cmn").
    package static let aliases: [String: String] = [
        "no": "nb", "nob": "nb", "nor": "nb", "nno": "nn",
        "iw": "he", "heb": "he", "in": "id", "ind": "id", "tl": "fil", "tgl": "fil",
        "mo": "ro", "ron": "ro", "rum": "ro", "zsm": "ms", "msa": "ms", "may": "ms", "pes": "fa", "fas": "fa",
        "per": "fa",
        "eng": "en", "deu": "de", "ger": "de", "fra": "fr", "fre": "fr", "spa": "es", "ita": "it",
        "nld": "nl", "dut": "nl", "por": "pt", "pol": "pl", "swe": "sv", "dan": "da", "fin": "fi",
        "ces": "cs", "cze": "cs", "hun": "hu", "ell": "el", "gre": "el", "rus": "ru", "tur": "tr",
        "ara": "ar", "jpn": "ja", "zho": "zh", "chi": "zh", "cmn": "zh", "kor": "ko",
        "bul": "bg", "hrv": "hr", "slk": "sk", "slo": "sk", "slv": "sl", "lit": "lt", "lav": "lv", "est": "et",
        "gle": "ga", "mlt": "mt", "isl": "is", "ice": "is", "roh": "rm", "cat": "ca", "ukr": "uk", "srp": "sr",
        "vie": "vi", "tha": "th", "hin": "hi", "urd": "ur", "ben": "bn",
    ]
}
