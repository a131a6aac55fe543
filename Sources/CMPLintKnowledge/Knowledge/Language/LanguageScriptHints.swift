/// Characters that tell Chinese from Japanese written in Han characters alone. Data only; the
/// reasons are in the comments.
package enum LanguageScriptHints {
    /// Han characters that are grammar in Chinese but (almost) never appear in Japanese text
    /// written without kana: structural particles, plural and demonstrative markers, pronouns,
    /// simplified and traditional forms. Characters Japanese also writes in kanji compounds (在 in
    /// 現在, 他 in 他社, 与 in 付与, 被, 都 ...) are left out. A Han-only text needs these to count
    /// as Chinese, because an all-kanji Japanese label ("個人情報保護方針") has the same script.
    package static let chineseGrammarCharacters: Set<Unicode.Scalar> = [
        "的", "了", "们", "們", "这", "這", "您", "你", "我", "她", "为", "对", "對", "吗", "嗎", "呢",
        "吧", "些", "还", "還", "个", "么", "麼", "没", "沒", "让", "讓", "给", "給", "从", "從", "说",
        "說", "也",
    ]
}
