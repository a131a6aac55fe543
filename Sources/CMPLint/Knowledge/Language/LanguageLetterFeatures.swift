/// Letters that only some languages of a script use, with how strongly each one points to them.
/// Data only, written for this project.
///
/// Why: the content words of a consent text (long compounds, technical nouns) are rarely in the word
/// lists, but their letters still say a lot: "ß" is German, "ř" Czech, "ł" Polish, "ã" Portuguese,
/// "ø" Danish or Norwegian. Each word scores a letter once, and the letter total of one word is
/// capped (`LanguageProfiles.featureCap`), so one long word cannot outvote a sentence.
/// Weights are relative to a word-list match (1.0).
enum LanguageLetterFeatures {
    static let letters: [(letters: String, weights: [String: Double])] = [
        // Germanic
        ("ß", ["de": 1.5]),
        ("ä", ["de": 0.4, "sv": 0.5, "fi": 0.6, "sk": 0.3, "et": 0.5]),
        ("ö", ["de": 0.3, "sv": 0.5, "fi": 0.5, "hu": 0.4, "tr": 0.4, "et": 0.4]),
        ("ü", ["de": 0.4, "hu": 0.3, "tr": 0.5, "et": 0.3]),
        ("å", ["sv": 0.6, "da": 0.6, "nb": 0.6]),
        ("æø", ["da": 0.8, "nb": 0.8]),
        ("ë", ["nl": 0.5, "fr": 0.2]),
        // Romance
        ("ñ", ["es": 1.2, "gl": 0.8]),
        ("ã", ["pt": 1.2]),
        ("õ", ["pt": 1.0, "et": 1.0]),
        ("ç", ["fr": 0.5, "pt": 0.6, "tr": 0.5, "ca": 0.5]),
        ("œ", ["fr": 1.2]),
        ("é", ["fr": 0.4, "es": 0.2, "pt": 0.2, "it": 0.15, "cs": 0.2, "hu": 0.3, "ca": 0.3, "sk": 0.2, "nl": 0.05]),
        ("è", ["fr": 0.5, "it": 0.5, "ca": 0.5]),
        ("ê", ["fr": 0.5, "pt": 0.5]),
        ("à", ["fr": 0.4, "it": 0.4, "pt": 0.2, "ca": 0.4]),
        ("â", ["fr": 0.3, "pt": 0.4, "ro": 0.5]),
        ("î", ["fr": 0.3, "ro": 0.6]),
        ("ï", ["fr": 0.3, "nl": 0.3, "ca": 0.4]),
        ("ô", ["fr": 0.4, "pt": 0.4, "sk": 0.5]),
        ("û", ["fr": 0.6]),
        ("ù", ["fr": 0.3, "it": 0.5]),
        ("ÿ", ["fr": 0.3]),
        ("ì", ["it": 0.8]),
        ("ò", ["it": 0.7, "ca": 0.5]),
        ("ó", ["es": 0.3, "pt": 0.3, "pl": 0.4, "hu": 0.3, "cs": 0.1, "ca": 0.4, "sk": 0.3, "gl": 0.3]),
        ("á", ["es": 0.3, "pt": 0.3, "cs": 0.3, "hu": 0.4, "sk": 0.3, "gl": 0.3]),
        ("í", ["es": 0.3, "pt": 0.2, "cs": 0.3, "hu": 0.3, "sk": 0.3, "ca": 0.2, "gl": 0.3]),
        ("ú", ["es": 0.2, "pt": 0.2, "cs": 0.3, "hu": 0.3, "sk": 0.3, "gl": 0.2]),
        ("ŀ", ["ca": 1.2]),
        ("ăș", ["ro": 1.2]),
        ("ț", ["ro": 1.2]),
        ("ţ", ["ro": 1.0]),
        ("ş", ["tr": 1.0, "ro": 0.4]),
        // West Slavic and South Slavic
        ("ý", ["cs": 0.6, "sk": 0.6]),
        ("ěřů", ["cs": 1.2]),
        ("čšž", ["cs": 0.5, "sk": 0.5, "hr": 0.5, "sl": 0.5]),
        ("ďťň", ["cs": 0.6, "sk": 0.6]),
        ("ĺľŕ", ["sk": 1.2]),
        ("ąęłśźżń", ["pl": 1.2]),
        ("ć", ["pl": 0.8, "hr": 0.8]),
        ("đ", ["hr": 1.2]),
        // Hungarian, Turkish
        ("őű", ["hu": 1.2]),
        ("ğı", ["tr": 1.2]),
        // Cyrillic: letters Russian uses and its neighbours do not, and the other way round.
        ("ыэё", ["ru": 0.8]),
        ("ъ", ["bg": 0.5, "ru": 0.1]),
        ("іїєґ", ["uk": 1.2]),
        ("ў", ["be": 1.2]),
        ("јљњћђџѓќѕ", ["sr": 1.2]),
        ("ғқңөұүһә", ["kk": 1.2]),
    ]
}
