import Testing
@testable import CMPLint

@Suite struct LanguageIdentifierTests {
    static let codes = LanguageIdentifier.supported.map(\.code)

    @Test(arguments: codes)
    func identifiesConsentSentences(_ code: String) throws {
        let sentences = try #require(LanguageSentences.consent[code])
        #expect(sentences.count >= 3)
        for sentence in sentences {
            let guess = LanguageIdentifier.identify(sentence)
            #expect(guess?.language.code == code, "\(sentence)")
            if let guess {
                #expect(guess.confidence >= LanguageIdentifier.minimumConfidence && guess.confidence <= 1)
                #expect(guess.wordCount >= 3)
            }
        }
    }

    @Test(arguments: codes)
    func identifiesEverydaySentences(_ code: String) throws {
        let sentences = try #require(LanguageSentences.general[code])
        for sentence in sentences {
            #expect(LanguageIdentifier.identify(sentence)?.language.code == code, "\(sentence)")
        }
    }

    @Test(arguments: LanguageSentences.notices.keys.sorted())
    func identifiesNotices(_ code: String) throws {
        for sentence in try #require(LanguageSentences.notices[code]) {
            #expect(LanguageIdentifier.identify(sentence)?.language.code == code, "\(sentence)")
        }
    }

    /// The same message in close languages: each must come out as itself.
    @Test(arguments: [
        ["da": "Hvis du ikke tillader disse cookies, vil du opleve mindre målrettet annoncering.",
         "nb": "Hvis du ikke tillater disse informasjonskapslene, vil du få mindre målrettet reklame.",
         "sv": "Om du inte tillåter dessa kakor kommer du att se mindre riktad reklam."],
        ["da": "Du kan når som helst ændre dit samtykke.",
         "nb": "Du kan når som helst endre samtykket ditt.",
         "sv": "Du kan när som helst ändra ditt samtycke."],
        ["da": "Min søster bor i en lille by ved kysten og arbejder som lærer.",
         "nb": "Søsteren min bor i en liten by ved kysten og jobber som lærer.",
         "sv": "Min syster bor i en liten stad vid kusten och arbetar som lärare."],
        ["es": "Estas cookies son necesarias para que el sitio web funcione y no se pueden desactivar en nuestros sistemas.",
         "pt": "Estes cookies são necessários para que o website funcione e não podem ser desligados nos nossos sistemas.",
         "it": "Questi cookie sono necessari per il funzionamento del sito web e non possono essere disattivati nei nostri sistemi.",
         "fr": "Ces cookies sont nécessaires au fonctionnement du site et ne peuvent pas être désactivés dans nos systèmes.",
         "ro": "Aceste module cookie sunt necesare pentru funcționarea site-ului și nu pot fi dezactivate în sistemele noastre."],
        ["es": "Si no permite estas cookies, verá menos publicidad dirigida.",
         "pt": "Se você não permitir esses cookies, verá menos anúncios direcionados."],
        ["cs": "Tyto soubory cookie nám umožňují počítat návštěvy a zdroje provozu, abychom mohli měřit a zlepšovat výkon našeho webu.",
         "pl": "Te pliki cookie pozwalają nam liczyć wizyty i źródła ruchu, abyśmy mogli mierzyć i poprawiać wydajność naszej strony."],
        ["cs": "Můj bratr bydlí v malém městě nedaleko hor.",
         "pl": "Mój brat mieszka w małym mieście niedaleko morza."],
        ["nl": "Als u deze cookies niet toestaat, ziet u minder gerichte advertenties.",
         "de": "Wenn Sie diese Cookies nicht zulassen, erhalten Sie weniger zielgerichtete Werbung."],
        ["nl": "Uw keuzes worden doorgegeven aan onze partners en hebben geen invloed op het gebruik van de app.",
         "de": "Ihre Auswahl wird an unsere Partner weitergegeben und hat keinen Einfluss auf die Nutzung der App."],
    ])
    func distinguishesCloseLanguages(_ versions: [String: String]) {
        for (code, sentence) in versions {
            #expect(LanguageIdentifier.identify(sentence)?.language.code == code, "\(sentence)")
        }
    }

    /// Too few words to decide: unknown, whatever the script.
    @Test(arguments: [
        "", "   ", "OK", "Accept", "Cookies", "Accept All", "Alle akzeptieren", "Tout accepter",
        "Privacy Policy", "Einstellungen", "Datenschutz-Präferenzcenter", "Zarządzaj preferencjami zgody",
        "Bekræft mine valg", "إغلاق", "設定", "個人情報保護方針", "Настройки", "12", "#1A5FB4",
    ])
    func shortTextIsUnknown(_ text: String) {
        #expect(LanguageIdentifier.identify(text) == nil)
    }

    /// Two languages (or scripts) in similar amounts: unknown, not one of them.
    @Test(arguments: [
        "We use cookies to improve your experience. Wir verwenden Cookies, um Ihr Erlebnis zu verbessern.",
        "Nous utilisons des cookies. We use cookies on this site.",
        "Usamos cookies para mejorar tu experiencia. Utilizamos cookies para melhorar a sua experiência.",
        "Accept all cookies und weiter zur App",
        "Privacy settings إعدادات الخصوصية",
        "Dies ist ein Text. This is a text. Dit is een tekst. Ceci est un texte.",
        "Manage your privacy settings 개인정보 설정 관리",
    ])
    func mixedTextIsUnknown(_ text: String) {
        #expect(LanguageIdentifier.identify(text) == nil)
    }

    /// Vendor and SDK names carry no language.
    @Test(arguments: [
        "Google Advertising Products", "Integral Ad Science (incorporating ADmantX)",
        "LinkedIn Ireland Unlimited Company", "Meta Platforms Ireland Limited", "The Trade Desk, Inc.",
        "Firebase Crashlytics Mixpanel Braze AppsFlyer OneTrust", "Google Mobile Ads SDK",
        "IAB2V2_1 C0001 V2STACK42 BANNER_ALLOW_ALL", "https://www.example.com/de/datenschutz privacy@example.com",
    ])
    func brandLikeTextIsUnknown(_ text: String) {
        #expect(LanguageIdentifier.identify(text) == nil)
    }

    /// Languages the identifier does not support, including close relatives of supported ones,
    /// must not be passed off as a supported language.
    @Test(arguments: [
        "Utilitzem galetes per millorar la vostra experiència a la nostra aplicació.",  // Catalan
        "Empregamos cookies para mellorar a túa experiencia na nosa aplicación.",  // Galician
        "Používame súbory cookie, aby sme zlepšili vaše skúsenosti s našou aplikáciou.",  // Slovak
        "Koristimo kolačiće kako bismo poboljšali vaše iskustvo u našoj aplikaciji.",  // Croatian
        "Uporabljamo piškotke, da izboljšamo vašo izkušnjo v naši aplikaciji.",  // Slovenian
        "Kasutame küpsiseid, et parandada teie kogemust meie rakenduses.",  // Estonian
        "Kami menggunakan cookie untuk meningkatkan pengalaman Anda di aplikasi kami.",  // Indonesian
        "Chúng tôi sử dụng cookie để cải thiện trải nghiệm của bạn.",  // Vietnamese
        "Ми використовуємо файли cookie, щоб покращити роботу нашого застосунку.",  // Ukrainian
        "Използваме бисквитки, за да подобрим вашето преживяване в приложението.",  // Bulgarian
        "ما از کوکی‌ها برای بهبود تجربه شما در برنامه استفاده می‌کنیم.",  // Persian
        "ہم آپ کے تجربے کو بہتر بنانے کے لیے کوکیز استعمال کرتے ہیں۔",  // Urdu
        "מיר ניצן קיכלעך צו פֿאַרבעסערן אײַער דערפֿאַרונג.",  // Yiddish
        "เราใช้คุกกี้เพื่อปรับปรุงประสบการณ์ของคุณ",  // Thai
        "हम आपके अनुभव को बेहतर बनाने के लिए कुकीज़ का उपयोग करते हैं।",  // Hindi
        "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor",
    ])
    func unsupportedLanguageIsUnknown(_ text: String) {
        #expect(LanguageIdentifier.identify(text) == nil)
    }

    @Test func markupIsIgnored() {
        let html = "<p>Wir verwenden <b>Cookies</b>, um Ihnen&nbsp;ein besseres Erlebnis zu bieten. <a href=\"https://example.com/privacy-policy\">Mehr erfahren</a></p>"
        #expect(LanguageIdentifier.identify(html)?.language.code == "de")
    }

    @Test func moreTextMeansMoreConfidence() throws {
        let one = try #require(LanguageIdentifier.identify("Vi bruger cookies til at forbedre din oplevelse i vores app."))
        let all = try #require(LanguageIdentifier.identify(LanguageSentences.consent["da"]!.joined(separator: " ")))
        #expect(all.language.code == "da")
        #expect(all.confidence > one.confidence)
        #expect(all.wordCount > one.wordCount)
    }

    @Test func titleCaseAndCapitalsStillCount() {
        #expect(LanguageIdentifier.identify("WIR VERWENDEN COOKIES, UM IHNEN EIN BESSERES ERLEBNIS ZU BIETEN.")?.language.code == "de")
        #expect(LanguageIdentifier.identify("Manage Your Privacy Choices At Any Time In The Settings")?.language.code == "en")
    }

    @Test func supportedLanguages() {
        let expected = ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv", "da", "fi", "nb", "cs", "ro", "hu", "el", "ru",
                        "tr", "ar", "he", "ja", "zh", "ko"]
        #expect(Set(Self.codes) == Set(expected))
        #expect(Self.codes.count == expected.count)
        #expect(LanguageIdentifier.supported.allSatisfy { !$0.name.isEmpty })
    }

    @Test(arguments: [
        ("de", "de"), ("DE", "de"), ("de-DE", "de"), ("de_AT", "de"), ("pt-BR", "pt"), ("pt_PT", "pt"),
        ("no", "nb"), ("NO", "nb"), ("nb-NO", "nb"), ("nob", "nb"), ("zh-Hant", "zh"), ("zh_TW", "zh"),
        ("zh-Hans-CN", "zh"), ("iw", "he"), ("he-IL", "he"), ("deu", "de"), ("ger", "de"), (" en-US ", "en"),
        ("sr-Latn", nil), ("nn", nil), ("uk", nil), ("ca", nil), ("", nil), ("e", nil), ("english", nil),
        ("x-klingon", nil), ("i-default", nil), ("de1", nil), ("-de", nil), ("dé", nil),
    ] as [(String, String?)])
    func infoNormalisesTags(_ tag: String, _ expected: String?) {
        #expect(LanguageIdentifier.info(for: tag)?.code == expected, "\(tag)")
    }

    @Test func rightToLeft() {
        #expect(LanguageIdentifier.info(for: "ar")?.isRightToLeft == true)
        #expect(LanguageIdentifier.info(for: "he")?.isRightToLeft == true)
        let leftToRight = LanguageIdentifier.supported.filter { !["ar", "he"].contains($0.code) }
        #expect(leftToRight.allSatisfy { !$0.isRightToLeft })
        #expect(LanguageIdentifier.identify(LanguageSentences.consent["ar"]![0])?.language.isRightToLeft == true)
    }

    /// The data tables name only known profiles, and every supported language decided by word
    /// statistics has a word list.
    @Test func dataTablesAreConsistent() {
        #expect(LanguageProfiles.unknownCodesInData.isEmpty)
        for profile in LanguageProfiles.all {
            #expect(LanguageWordLists.words[profile.code] != nil || ["be", "kk"].contains(profile.code), "\(profile.code)")
            if let info = profile.info { #expect(info.code == profile.code) }
        }
        for (pattern, _) in LanguageAffixFeatures.patterns {
            let body = pattern.unicodeScalars.filter { $0 != "-" }
            #expect(body.count >= 2 && body.count <= LanguageProfiles.maxAffixLength, "\(pattern)")
            #expect(body.allSatisfy { LanguageProfiles.affixCode($0) != 0 }, "\(pattern)")
        }
        let statistical = LanguageProfiles.all.filter { $0.info != nil }.map(\.code)
        #expect(Set(statistical) == ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv", "da", "fi", "nb", "cs", "ro", "hu", "tr", "ru"])
    }

    @Test func tokenizerDropsCodesAndSplitsElisions() {
        let tokens = LanguageTokenizer.tokens(in: "L'application d'une app: IAB2V2_1, C0001, 25 Partner, https://x.io/a, don't dell'utente")
            .map(\.text)
        #expect(tokens == ["l'", "application", "d'", "une", "app", "partner", "don't", "dell'", "utente"])
        let cjk = LanguageTokenizer.tokens(in: "当社はCookieを")
        #expect(cjk.map(\.text) == ["当", "社", "は", "cookie", "を"])
        #expect(cjk.map(\.script) == [.han, .han, .kana, .latin, .kana])
        let flags = LanguageTokenizer.tokens(in: "SDK AppsFlyer İzin")
        #expect(flags.map(\.isAllCaps) == [true, false, false])
        #expect(flags.map(\.isMixedCase) == [false, true, false])
        #expect(flags.last?.text == "izin")
    }
}
