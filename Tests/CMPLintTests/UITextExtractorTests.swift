import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

@Suite struct UITextExtractorTests {
    static let samples = [
        "DE_de/OneTrustBannerData.json", "DE_de/OneTrustPCData.json", "DE_de/OneTrustVendorsData.json",
        "US-CA_en/OneTrustBannerData.json", "US-CA_en/OneTrustPCData.json",
        "FR_fr/OneTrustBannerData.json", "FR_fr/OneTrustPCData.json",
        "AE_ar/OneTrustBannerData.json", "AE_ar/OneTrustPCData.json",
    ]

    static func sample(_ path: String) throws -> JSONDocument {
        let url = repositoryRoot.appendingPathComponent("samples/clean").appendingPathComponent(path)
        return try JSONParser.parse([UInt8](Data(contentsOf: url)))
    }

    static func document(_ json: String) throws -> JSONDocument {
        try JSONParser.parse(Array(json.utf8))
    }

    @Test func extractsBannerText() throws {
        let texts = UITextExtractor.texts(in: try Self.sample("DE_de/OneTrustBannerData.json"), paths: .defaults)
        let byPointer = Dictionary(texts.map { ($0.pointer, $0.text) }, uniquingKeysWith: { a, _ in a })
        #expect(byPointer["/bannerUIData/summary/title/text"] == "Wir respektieren Ihre Privatsphäre")
        #expect(byPointer["/bannerUIData/buttons/acceptAll/text"] == "Alle akzeptieren")
        #expect(byPointer["/bannerUIData/links/policyLink/text"] == "Datenschutzerklärung")
        #expect(
            byPointer["/bannerUIData/general/bannerLandingDescription"]?.hasPrefix("Dies ist das Einwilligungsbanner")
                == true)
        #expect(byPointer["/prompts/ageGate/titleText"] == "Altersüberprüfung")
        #expect(
            byPointer["/prompts/ageGate/linkedCategories/list/0/ageGroups/0/name"]
                == "Kinder und Jugendliche unter 16 Jahren")
        #expect(byPointer["/bannerUIData/summary/description/text"]?.hasPrefix("Wir und unsere 25 Partner") == true)
    }

    @Test func extractsPurposeTreeAndVendorText() throws {
        let pc = UITextExtractor.texts(in: try Self.sample("DE_de/OneTrustPCData.json"), paths: .defaults).map(
            \.pointer)
        #expect(pc.contains("/pcUIData/purposeTree/purposes/0/groupName"))
        #expect(pc.contains("/pcUIData/purposeTree/purposes/0/groupDescription"))
        #expect(pc.contains("/pcUIData/purposeTree/purposes/0/firstPartyCookies/0/description"))
        #expect(pc.contains("/pcUIData/purposeTree/purposes/4/vendorsLinkedInfo"))
        #expect(pc.contains("/pcUIData/purposeTree/purposes/4/iabIllustrations/0"))
        #expect(!pc.contains("/pcUIData/purposeTree/purposes/0/firstPartyCookies/0/name"))  // SDK brand

        let vendors = UITextExtractor.texts(in: try Self.sample("DE_de/OneTrustVendorsData.json"), paths: .defaults)
            .map(\.pointer)
        #expect(vendors.contains("/iab2V2Vendors/purposes/1/name"))
        #expect(vendors.contains("/iab2V2Vendors/purposes/1/description"))
        #expect(vendors.contains("/iab2V2Vendors/specialFeatures/2/name"))
        #expect(vendors.contains("/iab2V2Vendors/iabDataCategories/1/name"))
        #expect(vendors.contains("/generalVendors/V1/description"))
        #expect(vendors.contains("/vendorListUIData/vendorDetailsUIData/lifespanDays"))
        #expect(vendors.contains("/vendorListUIData/general/buttons/savePreferencesButton/text"))
        #expect(!vendors.contains("/generalVendors/V1/name"))
        #expect(!vendors.contains { $0.hasPrefix("/iab2V2Vendors/vendors/") || $0.hasPrefix("/googleVendors/") })
    }

    @Test(arguments: samples)
    func excludesMachineValues(_ path: String) throws {
        let texts = UITextExtractor.texts(in: try Self.sample(path), paths: .defaults)
        #expect(texts.count > 20)
        let technicalEndings = [
            "/url", "/urlQRCode", "/logoUrl", "/interactionType", "/groupId", "/sdkId", "/type", "/parent",
            "/fontSize", "/textAlign", "/purposeId", "/descriptionDetails", "/layoutHeight", "/position",
        ]
        for t in texts {
            #expect(!t.pointer.hasPrefix("/appConfig"), "\(t.pointer)")
            #expect(!t.pointer.hasPrefix("/storageKeys") && !t.pointer.hasPrefix("/groupsHierarchy"), "\(t.pointer)")
            #expect(!t.pointer.lowercased().contains("color"), "\(t.pointer)")
            #expect(!technicalEndings.contains { t.pointer.hasSuffix($0) }, "\(t.pointer)")
            #expect(!t.text.contains("://") && !t.text.hasPrefix("#"), "\(t.text)")
            #expect(t.text.unicodeScalars.contains { $0.properties.isAlphabetic }, "\(t.text)")
            #expect(t.text == t.text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    @Test(arguments: samples)
    func pointersResolveToTheirNodes(_ path: String) throws {
        let document = try Self.sample(path)
        let texts = UITextExtractor.texts(in: document, paths: .defaults)
        var previous: JSONNodeID?
        for t in texts {
            #expect(document.node(atPointer: t.pointer) == t.node, "\(t.pointer)")
            #expect(document.pointer(t.node) == t.pointer)
            #expect(document.kind(t.node) == .string)
            if let previous { #expect(previous < t.node, "document order") }
            previous = t.node
        }
    }

    @Test func filtersValuesByShape() throws {
        let document = try Self.document(
            """
            {"bannerUIData": {"general": {
              "a": "BANNER_CLOSE", "b": "#1A5FB4", "c": "https://example.com/x", "d": "12", "e": "AfterDescription",
              "f": "C0001", "g": "2d74b245-3065-5949-a7d7-bf7323d14d30", "h": "DENIED", "i": "--", "j": "www.example.com",
              "k": "  ", "l": "user_friendly", "m": "rgb(0, 0, 0)", "n": "privacy@example.com",
              "kept1": "Weiter ohne Zustimmung", "kept2": "Link", "kept3": "OK then, 2 choices"
            }}}
            """)
        #expect(
            UITextExtractor.texts(in: document, paths: .defaults).map(\.text) == [
                "Weiter ohne Zustimmung", "Link", "OK then, 2 choices",
            ])
    }

    @Test func onlyKnownTextKeysOutsideUISections() throws {
        let document = try Self.document(
            """
            {"appConfig": {"bannerReason": "Geo rule Banner is enabled and is first launch.", "globalOptOutData": {"title": "Opt out"}},
             "otherSection": {"title": "A title outside", "note": "Not a known text key", "description": "Described"},
             "generalVendors": {"V1": {"name": "Brand, Inc.", "description": "What the vendor does"}},
             "iab2V2Vendors": {"purposes": {"1": {"name": "Store information"}}, "vendors": {"10": {"name": "Vendor"}}},
             "pcUIData": {"anyLabel": "A label", "textColor": "#000000", "name": "Not a purpose name"}}
            """)
        #expect(
            UITextExtractor.texts(in: document, paths: .defaults).map(\.pointer) == [
                "/otherSection/title", "/otherSection/description", "/generalVendors/V1/description",
                "/iab2V2Vendors/purposes/1/name", "/pcUIData/anyLabel",
            ])
    }

    @Test func cleansMarkup() throws {
        let document = try Self.document(
            """
            {"pcUIData": {"summary": {"description": {"text": "<p>We use <strong>cookies</strong>&nbsp;&amp; similar\\n technologies.</p><p>See our <a href='https://example.com'>privacy&#160;notice</a>.</p>"}}}}
            """)
        let texts = UITextExtractor.texts(in: document, paths: .defaults)
        #expect(texts.map(\.text) == ["We use cookies & similar technologies. See our privacy notice."])
        #expect(UITextCleaner.clean("a < b &unknown; c &#x41;") == "a < b c A")
        #expect(UITextCleaner.clean("Plain text") == "Plain text")
    }

    @Test func emptyAndScalarDocuments() throws {
        #expect(UITextExtractor.texts(in: try Self.document("{}"), paths: .defaults).isEmpty)
        #expect(UITextExtractor.texts(in: try Self.document("\"Just a string at the root\""), paths: .defaults).isEmpty)
        #expect(UITextExtractor.texts(in: try Self.document("[1, true, null]"), paths: .defaults).isEmpty)
    }
}

extension UITextPaths {
    /// The default rules' UI-text paths: `#UIText` and `#NotUIText` from rules/aliases.yml.
    static let defaults: UITextPaths = try! UITextPaths.defaultRules()
}
