import Testing

@testable import CMPLint
@testable import CMPLintKnowledge

/// The closest pairs (Croatian and Serbian in Latin script, Malay and Indonesian) and the variants
/// of one language (European and Brazilian Portuguese, Simplified and Traditional Chinese):
/// their words (`LanguagePairWords`), real sentences, and the rule that uses the variant.
@Suite struct LanguagePairTests {
    /// Each word of the best language lowers the margin it needs by `nats`; more words of the
    /// rival make the text unknown; other pairs are not touched.
    @Test func pairWordsLowerTheMarginOrVeto() {
        let nats = LanguagePairWords.nats
        #expect(
            LanguagePairWords.margin(24, best: "sr-Latn", over: "hr", words: ["uvek", "primer", "i"]) == 24 - 2 * nats)
        #expect(LanguagePairWords.margin(24, best: "sr-Latn", over: "hr", words: ["uvek", "uvijek", "primjer"]) == nil)
        #expect(
            LanguagePairWords.margin(
                24, best: "sr-Latn", over: "hr", words: Array(["vreme", "uvek", "primer", "pregledač"])) == 0)
        #expect(LanguagePairWords.margin(20, best: "ms", over: "id", words: ["akaun"]) == 20 - nats)
        #expect(LanguagePairWords.margin(20, best: "ms", over: "id", words: ["pengaturan", "perangkat"]) == nil)
        #expect(LanguagePairWords.margin(9, best: "hr", over: "ms", words: ["uvijek", "tetapan"]) == 9)
        #expect(LanguagePairWords.margin(9, best: "de", over: "nl", words: ["uvijek"]) == 9)
    }

    /// Both spellings of words by the reflex of yat are listed, each for its standard.
    @Test func yatSpellingsBelongToTheirStandard() throws {
        let serbian = try #require(LanguagePairWords.words["sr-Latn"])
        let croatian = try #require(LanguagePairWords.words["hr"])
        for (ekavian, ijekavian) in [("vreme", "vrijeme"), ("uvek", "uvijek"), ("primer", "primjer")] {
            #expect(serbian.contains(ekavian) && !croatian.contains(ekavian))
            #expect(croatian.contains(ijekavian) && !serbian.contains(ijekavian))
        }
        #expect(serbian.isDisjoint(with: croatian))
        #expect(
            try #require(LanguagePairWords.words["ms"]).isDisjoint(with: try #require(LanguagePairWords.words["id"])))
    }

    /// Real sentences: Serbian in Latin script with ekavian spellings and Serbian words is
    /// Serbian; Malay and Indonesian are told apart by their words; none is the other language.
    @Test(arguments: [
        (
            "sr",
            "Mi i naši partneri čuvamo informacije na vašem uređaju i pristupamo im. Uvek možete promeniti svoj izbor u podešavanjima privatnosti."
        ),
        (
            "sr",
            "Koristimo kolačiće kako bismo poboljšali vaše iskustvo. Svoju saglasnost možete opozvati u bilo kom trenutku u podešavanjima."
        ),
        (
            "ms",
            "Kami menggunakan kuki untuk meningkatkan pengalaman anda. Anda boleh menarik balik persetujuan anda pada bila-bila masa dalam tetapan."
        ),
        (
            "id",
            "Kami menggunakan cookie untuk meningkatkan pengalaman Anda. Anda dapat menarik persetujuan Anda kapan saja di pengaturan."
        ),
    ])
    func closePairsByTheirWords(_ code: String, _ sentence: String) {
        #expect(LanguageIdentifier.identify(sentence)?.language.code == code, "\(sentence)")
    }

    /// A sentence is foreign to the document's language only by the lead another language would
    /// need to be named over it: more for a close pair, the segment margin otherwise.
    @Test func foreignSentencesNeedThePairsMargin() {
        #expect(LanguageEvidence.foreignSentenceMargin("sr-Latn", over: "hr") == 24)
        #expect(LanguageEvidence.foreignSentenceMargin("id", over: "ms") == 9)
        #expect(LanguageEvidence.foreignSentenceMargin("nn", over: "nb") == 9)
        #expect(LanguageEvidence.foreignSentenceMargin("en", over: "de") == LanguageEvidence.segmentMargin)
    }

    /// Small documents of UI translations the profiles were not derived from (Umami's Malay,
    /// Excalidraw's Bokmål) whose sentence a close neighbour leads by less than the pair's margin:
    /// their language, not mixed.
    @Test(arguments: [
        (
            "ms",
            [
                "Pergi ke tetapan", "Papan pemuka anda kosong. Klik Edit untuk menambah komponen pertama anda.",
                "semasa", "Kod penjejakan", "Palsu",
            ]
        ),
        (
            "nb",
            [
                "Lenke kopiert til utklippstavlen",
                "Dine tegninger er ende-til-ende-krypterte slik at Excalidraw sine servere aldri vil se dem.", "Pil",
                "Buet pil", "Bibliotek",
            ]
        ),
    ])
    func sentencesOfACloseNeighbourAreNotMixing(_ code: String, _ document: [String]) {
        var evidence = LanguageEvidence()
        for text in document { evidence.add(text) }
        #expect(evidence.guess()?.language.code == code, "\(document)")
    }

    /// Croatian with ijekavian spellings is never named Serbian (it may stay unknown: the Serbian
    /// Latin profile leads some Croatian text).
    @Test(arguments: [
        "Mi i naši partneri pohranjujemo informacije na vašem uređaju i pristupamo im. Uvijek možete promijeniti svoj izbor u postavkama privatnosti.",
        "Koristimo kolačiće kako bismo poboljšali vaše iskustvo. Svoju privolu možete povući u bilo kojem trenutku u postavkama.",
        "Ovi kolačići su nužni za rad aplikacije i ne mogu se isključiti. Više informacija o tome gdje se podaci pohranjuju potražite u obavijesti o privatnosti.",
    ])
    func croatianIsNeverSerbian(_ sentence: String) {
        let guess = LanguageIdentifier.identify(sentence)?.language.code
        #expect(guess == nil || guess == "hr", "\(sentence): \(guess ?? "unknown")")
    }

    /// The variant a language tag asks for.
    @Test(
        arguments: [
            ("pt-BR", "pt-BR"), ("pt_br", "pt-BR"), ("pt-PT", "pt-PT"), ("pt", nil), ("pt-AO", nil),
            ("zh-Hans", "zh-Hans"),
            ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh-Hant", "zh-Hant"), ("zh-TW", "zh-Hant"),
            ("zh-HK", "zh-Hant"),
            ("zh-Hant-CN", "zh-Hant"), ("zh", nil), ("sr-Latn", "sr-Latn"), ("sr-cyrl-RS", "sr-Cyrl"), ("sr", nil),
            ("de-AT", nil), ("xx-BR", nil),
        ] as [(String, String?)])
    func variantOfATag(_ tag: String, _ variant: String?) {
        #expect(LanguageVariants.variant(for: tag) == variant)
    }

    static let europeanPortuguese =
        "Nós e os nossos parceiros armazenamos e acedemos a informações no seu dispositivo, como cookies, para tratar dados pessoais. Pode aceitar ou gerir as suas escolhas a qualquer momento na página de definições de privacidade do ecrã."
    static let brazilianPortuguese =
        "Nós e nossos parceiros armazenamos e acessamos informações no seu dispositivo, como cookies, para processar dados pessoais. Você pode aceitar ou gerenciar suas escolhas a qualquer momento na página de configurações de privacidade da tela."
    static let simplifiedChinese = "我们和我们的合作伙伴在您的设备上存储和访问信息，例如 Cookie，以处理个人数据。您可以随时在隐私设置页面中接受或管理您的选择。"
    static let traditionalChinese = "我們和我們的合作夥伴在您的裝置上儲存和存取資訊，例如 Cookie，以處理個人資料。您可以隨時在隱私設定頁面中接受或管理您的選擇。"

    @Test(arguments: [
        ("pt-PT", europeanPortuguese), ("pt-BR", brazilianPortuguese),
        ("zh-Hans", simplifiedChinese), ("zh-Hant", traditionalChinese),
    ])
    func variantsOfRealSentences(_ variant: String, _ text: String) throws {
        #expect(try #require(LanguageIdentifier.identify(text)).variant == variant)
    }

    func lint(_ text: String, language: String) -> [Finding] {
        let ruleset = try! DefaultRuleset.load()
        let banner = #"{"bannerUIData": {"summary": {"description": {"text": "\#(text)"}}}}"#
        return Linter(ruleset: ruleset.only("language-mismatch"))
            .lint(
                snapshotSet(
                    [.banner: banner], expectations: SetExpectations(language: language, languageSource: .commandLine)))
    }

    /// A set whose tag asks for a variant gets a warning when its text is clearly the other one;
    /// the right variant, or a tag without a variant, none.
    @Test func mismatchUsesTheVariant() throws {
        let portuguese = try #require(lint(Self.europeanPortuguese, language: "pt-BR").first)
        #expect(portuguese.severity == .warning)
        #expect(
            portuguese.message
                == "the banner text is in European Portuguese (pt-PT), but the set is meant for Brazilian Portuguese (pt-BR) (from the command line): users would read the other standard's spelling and words"
        )
        #expect(portuguese.pointer == "/bannerUIData/summary/description/text")
        let chinese = try #require(lint(Self.traditionalChinese, language: "zh-Hans").first)
        #expect(
            chinese.message.hasPrefix(
                "the banner text is in Traditional Chinese (zh-Hant), but the set is meant for Simplified Chinese (zh-Hans)"
            ))
        #expect(lint(Self.simplifiedChinese, language: "zh-TW").count == 1)
        #expect(lint(Self.brazilianPortuguese, language: "pt-PT").count == 1)
        #expect(lint(Self.europeanPortuguese, language: "pt-PT").isEmpty)
        #expect(lint(Self.traditionalChinese, language: "zh-Hant").isEmpty)
        #expect(lint(Self.europeanPortuguese, language: "pt").isEmpty)
        #expect(lint(Self.traditionalChinese, language: "zh").isEmpty)
        // Another language altogether stays an error, with the language named.
        #expect(lint(Self.europeanPortuguese, language: "es-ES").map(\.severity) == [.error])
    }
}
