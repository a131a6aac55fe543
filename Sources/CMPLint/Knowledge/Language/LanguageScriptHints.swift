/// Letters and characters that tell apart languages sharing a script the identifier decides by
/// script alone. Data only; the reasons are in the comments.
enum LanguageScriptHints {
    /// Arabic-script letters that Arabic does not use but Persian, Urdu, Pashto, Kurdish and others
    /// do (peh, tcheh, jeh, gaf, keheh, Farsi yeh, yeh barree, tteh, ddal, rreh, noon ghunna, heh
    /// goal, heh with yeh). Text rich in them is not Arabic, and Arabic is the only language of the
    /// script the identifier knows, so it answers "unknown" instead.
    static let nonArabicLetters: Set<Unicode.Scalar> = [
        "\u{067E}", "\u{0686}", "\u{0698}", "\u{06AF}", "\u{06A9}", "\u{06CC}", "\u{06D2}",
        "\u{0679}", "\u{0688}", "\u{0691}", "\u{06BA}", "\u{06C1}", "\u{06C0}", "\u{06D3}",
    ]

    /// Marks of Yiddish spelling in Hebrew script: the ligatures double vav, vav yod and double
    /// yod, and the rafe and the patah and qamats under alef ("פֿ", "אַ", "אָ") that Yiddish writes
    /// in everyday text and Hebrew UI text does not.
    static let yiddishMarks: Set<Unicode.Scalar> = ["\u{05F0}", "\u{05F1}", "\u{05F2}", "\u{05BF}", "\u{05B7}", "\u{05B8}"]

    /// Frequent Yiddish words that are not Hebrew words: "and", "is", "the", "of", "with",
    /// "not", "also", "what", "we", "you", "they", "to".
    static let yiddishWords: Set<String> = [
        "און", "איז", "דער", "דאס", "דאָס", "פון", "פֿון", "מיט", "ניט", "נישט", "אויך", "וואס", "וואָס",
        "מיר", "איר", "זיי", "צו", "זיך", "אויף",
    ]

    /// Han characters that are grammar in Chinese but (almost) never appear in Japanese text
    /// written without kana: structural particles, plural and demonstrative markers, pronouns,
    /// simplified and traditional forms. Characters Japanese also writes in kanji compounds (在 in
    /// 現在, 他 in 他社, 与 in 付与, 被, 都 ...) are left out. A Han-only text needs these to count
    /// as Chinese, because an all-kanji Japanese label ("個人情報保護方針") has the same script.
    static let chineseGrammarCharacters: Set<Unicode.Scalar> = [
        "的", "了", "们", "們", "这", "這", "您", "你", "我", "她", "为", "对", "對", "吗", "嗎", "呢",
        "吧", "些", "还", "還", "个", "么", "麼", "没", "沒", "让", "讓", "给", "給", "从", "從", "说",
        "說", "也",
    ]
}
