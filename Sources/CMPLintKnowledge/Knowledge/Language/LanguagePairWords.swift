/// Words that tell the languages of a close pair apart where their letters do not
/// (`LanguagePairWordData`, derived by scripts/language_profiles.py from the training messages):
/// words one language's translations use and the other's never do (Serbian "podešavanjima",
/// "pregledač", Croatian "računalu", "povijest"; Malay "akaun", "peranti", Indonesian
/// "pengaturan", "perangkat"; European Portuguese "ecrã", "definições", Brazilian "celular",
/// "compartilhar"), and for Croatian and Serbian the two spellings of one word by the
/// reflex of the old vowel yat (Serbian ekavian "vreme", "primer", Croatian ijekavian "vrijeme",
/// "primjer"), the sign a careful reader goes by. Croatian and Serbian words that Bosnian or
/// Montenegrin text uses as well are left out: there the corpora differ by register, not standard.
///
/// When the best profile and its rival are such a pair, each word of the best language lowers the
/// margin it needs (`LanguageClosePairs`) by `nats`, and more words of the rival than of the best
/// make the text unknown; for two variants of one language (`LanguageEvidence.variantMargins`),
/// the variant undecided.
package enum LanguagePairWords {
    package static let nats = 8.0
    /// The pairs (profile codes), as scripts/language_profiles.py's PAIR_WORD_PAIRS.
    package static let pairs: Set<[String]> = [["hr", "sr-Latn"], ["id", "ms"], ["pt-BR", "pt-PT"]]

    /// Per profile code ("hr", "sr-Latn", "id", "ms"), its words.
    package static let words: [String: Set<String>] = {
        var words: [String: Set<String>] = [:]
        for (code, list) in LanguagePairWordData.words {
            words[code] = Set(list.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        }
        return words
    }()

    /// The margin `best` needs over `rival` given the distinct words read, `words`: `needed`
    /// lowered by `nats` per word of `best` beyond the words of `rival` (not below zero); nil when
    /// the words of `rival` outnumber those of `best`. `needed` unchanged for other pairs.
    package static func margin<S: Sequence>(_ needed: Double, best: String, over rival: String, words read: S)
        -> Double?
    where S.Element == String {
        guard pairs.contains([best, rival].sorted()), let own = words[best], let other = words[rival] else {
            return needed
        }
        var ownCount = 0
        var otherCount = 0
        for word in read {
            if own.contains(word) { ownCount += 1 } else if other.contains(word) { otherCount += 1 }
        }
        guard otherCount <= ownCount else { return nil }
        return max(0, needed - nats * Double(ownCount - otherCount))
    }
}
