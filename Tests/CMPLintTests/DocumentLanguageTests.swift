import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintKnowledge

@Suite struct DocumentLanguageTests {
    @Test(arguments: [
        ("DE_de/OneTrustBannerData.json", "de"), ("DE_de/OneTrustPCData.json", "de"),
        ("DE_de/OneTrustVendorsData.json", "de"),
        ("US-CA_en/OneTrustBannerData.json", "en"), ("US-CA_en/OneTrustPCData.json", "en"),
        ("FR_fr/OneTrustBannerData.json", "fr"), ("FR_fr/OneTrustPCData.json", "fr"),
        ("AE_ar/OneTrustBannerData.json", "ar"), ("AE_ar/OneTrustPCData.json", "ar"),
    ])
    func identifiesCleanSamples(_ path: String, _ code: String) throws {
        let document = try UITextExtractorTests.sample(path)
        let result = LanguageIdentifier.identify(document: document, paths: .defaults)
        let guess = try #require(result.guess)
        #expect(guess.language.code == code)
        #expect(guess.confidence > 0.9)
        #expect(guess.wordCount > 100)
        let representative = try #require(result.representative)
        #expect(LanguageIdentifier.identify(representative.text)?.language.code == code)
        #expect(document.node(atPointer: representative.pointer) == representative.node)
        #expect(LanguageIdentifier.isSentenceLike(representative.text))
        // The longest text in the document's language.
        let texts = UITextExtractor.texts(in: document, paths: .defaults)
        let longer = texts.filter { $0.text.unicodeScalars.count > representative.text.unicodeScalars.count }
        #expect(longer.allSatisfy { LanguageIdentifier.identify($0.text)?.language.code != code })
        #expect(result.textLength == texts.reduce(0) { $0 + $1.text.unicodeScalars.count })
    }

    /// A set whose banner is German and whose preferences are English: each file on its own.
    @Test func identifiesEachDocumentSeparately() throws {
        let banner = try UITextExtractorTests.document(
            """
            {"appConfig": {"bannerReason": "Geo rule Banner is enabled and is first launch.", "countryCode": "DE"},
             "bannerUIData": {
               "summary": {
                 "title": {"text": "Wir respektieren Ihre Privatsphäre", "textColor": "#2F2F2F"},
                 "description": {"text": "Wir und unsere Partner speichern Informationen auf Ihrem Gerät und greifen darauf zu, um personenbezogene Daten zu verarbeiten. Sie können Ihre Auswahl jederzeit in den Einstellungen ändern."}
               },
               "buttons": {"acceptAll": {"text": "Alle akzeptieren", "interactionType": "BANNER_ALLOW_ALL"},
                           "rejectAll": {"text": "Alle ablehnen", "interactionType": "BANNER_REJECT_ALL"},
                           "showPreferences": {"text": "Einstellungen verwalten"}},
               "links": {"policyLink": {"text": "Datenschutzerklärung", "url": "https://www.example.com/de/datenschutz"}}
             }}
            """)
        let preferences = try UITextExtractorTests.document(
            """
            {"appConfig": {"bannerReason": "Geo rule Banner is enabled and is first launch.", "countryCode": "DE"},
             "pcUIData": {
               "summary": {
                 "title": {"text": "Privacy Preference Center"},
                 "description": {"text": "When you use our app, we and our partners may store or retrieve information on your device. You can change your choices at any time."}
               },
               "buttons": {"savePreferencesButton": {"text": "Confirm My Choices"}},
               "purposeTree": {"purposes": [
                 {"groupId": "C0001", "groupName": "Strictly Necessary Cookies", "type": "COOKIE",
                  "groupDescription": "These cookies are necessary for the app to function and cannot be switched off in our systems."},
                 {"groupId": "C0002", "groupName": "Performance Cookies", "type": "COOKIE",
                  "groupDescription": "These cookies allow us to count visits so that we can measure and improve the performance of our app."}
               ]}
             }}
            """)
        let german = LanguageIdentifier.identify(document: banner, paths: .defaults)
        let english = LanguageIdentifier.identify(document: preferences, paths: .defaults)
        #expect(german.guess?.language.code == "de")
        #expect(english.guess?.language.code == "en")
        #expect(german.representative?.pointer == "/bannerUIData/summary/description/text")
        #expect(english.representative?.pointer == "/pcUIData/summary/description/text")
    }

    /// One document with German and English text in similar amounts has no language, but still a
    /// text to point at.
    @Test func mixedDocumentIsUnknown() throws {
        let document = try UITextExtractorTests.document(
            """
            {"bannerUIData": {"summary": {
               "title": {"text": "Wir respektieren Ihre Privatsphäre und Ihre Entscheidung"},
               "description": {"text": "Wir und unsere Partner speichern Informationen auf Ihrem Gerät, um personenbezogene Daten zu verarbeiten."},
               "dpdTitle": {"text": "We and our partners process data to provide the following services to you."},
               "additionalDescription": {"text": "Some of our partners process your personal data on the basis of legitimate interest."}
            }}}
            """)
        let result = LanguageIdentifier.identify(document: document, paths: .defaults)
        #expect(result.guess == nil)
        #expect(result.representative?.pointer == "/bannerUIData/summary/description/text")
        #expect(result.textLength > 200)
    }

    @Test func documentWithoutText() throws {
        let result = LanguageIdentifier.identify(
            document: try UITextExtractorTests.document(
                """
                {"appConfig": {"bannerReason": "Geo rule Banner is enabled and is first launch."}, "bannerUIData": {"general": {"backgroundColor": "#FFFFFF"}}}
                """), paths: .defaults)
        #expect(result == DocumentLanguage(guess: nil, representative: nil, textLength: 0))
    }
}
