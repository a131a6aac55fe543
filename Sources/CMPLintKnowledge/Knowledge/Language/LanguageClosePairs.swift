/// Languages so close that a text needs more evidence to tell them apart (docs/language-identification.md lists them as
/// the hard pairs): the nats the best language must lead the runner-up by. Codes are profile
/// codes; variants count as their language.
package enum LanguageClosePairs {
    package static let groups: [(languages: Set<String>, margin: Double)] = [
        (["hr", "sr", "bs", "cnr", "sl"], 9), (["da", "nb", "nn", "sv", "fo"], 9),
        (["ms", "id", "min", "jv", "su"], 9),
        (["cs", "sk"], 9), (["es", "gl", "pt", "ast", "an", "ca", "oc", "it", "lad"], 9),
        (["ru", "uk", "be", "bg", "mk", "sr"], 9), (["nl", "af", "fy", "nds", "lb", "de", "gsw"], 9),
        (["fa", "ar", "ur", "tg", "ps", "skr", "pnb"], 9), (["hi", "mr", "ne", "mai", "bho", "mag", "sa"], 9),
        (["en", "sco"], 9),
    ]

    /// Asymmetric margins of the closest pairs (profile codes, best then rival), measured on
    /// held-out messages (scripts/language_profiles.py, PAIR_MARGINS): the Serbian Latin profile
    /// (transliterated from Serbian Cyrillic) led Croatian text by up to 23 nats, Croatian led
    /// Serbian Latin text by up to 17, Malay led Indonesian text by up to 19. Their words lower
    /// these margins (`LanguagePairWords`).
    package static let pairMargins: [String: Double] = ["sr-Latn>hr": 24, "hr>sr-Latn": 18, "ms>id": 20]

    /// The margin `best` needs over `rival`: `pairMargins`, else the first group holding both,
    /// else `LanguageEvidence.margin`.
    package static func margin(_ best: String, over rival: String) -> Double {
        if let margin = pairMargins[best + ">" + rival] { return margin }
        let x = language(best)
        let y = language(rival)
        return groups.first { $0.languages.contains(x) && $0.languages.contains(y) }?.margin ?? LanguageEvidence.margin
    }

    private static func language(_ code: String) -> String { String(code.prefix { $0 != "-" }) }
}
