import CMPLint
import CMPLintDocuments
import Foundation
import SeededRandom

/// A OneTrust CMP API vendors response of >= 1.2 MB synthesised deterministically (mixed German and
/// English text, 1,000 IAB vendors, 1,100 Google and 300 general vendors), for the parser comparison.
func synthesiseVendorsResponse() -> [UInt8] {
    var rng = SplitMix64(seed: 0xC0FFEE)
    var out = ""
    out.reserveCapacity(1_600_000)
    func q(_ s: String) -> String { JSONValue.quoted(s) }
    func ints(_ xs: [Int]) -> String { "[" + xs.map(String.init).joined(separator: ",") + "]" }

    let words = [
        "Daten", "Werbung", "Messung", "Inhalte", "Geräte", "Profile", "Zielgruppen", "Präferenzen",
        "Speicherung", "Zugriff", "Informationen", "Endgerät", "personalisierte", "Anzeigen", "Marktforschung",
        "Produktentwicklung", "Genauigkeit", "Standortdaten", "Überprüfung", "Sicherheit", "Betrugsprävention",
        "store", "access", "information", "device", "select", "basic", "ads", "measure", "performance", "apply",
        "research", "develop", "improve", "products", "content", "audience", "insights", "größere", "Nutzer",
    ]
    func sentence(_ count: Int) -> String {
        var s = (0..<count).map { _ in rng.pick(words) }.joined(separator: " ")
        s.replaceSubrange(s.startIndex...s.startIndex, with: s.prefix(1).uppercased())
        return s + "."
    }
    let purposeNames = [
        "Informationen auf einem Gerät speichern und/oder abrufen", "Einfache Anzeigen auswählen",
        "Ein personalisiertes Anzeigen-Profil erstellen", "Personalisierte Anzeigen auswählen",
        "Ein personalisiertes Inhalts-Profil erstellen", "Personalisierte Inhalte auswählen",
        "Anzeigen-Leistung messen", "Inhalte-Leistung messen",
        "Marktforschung einsetzen, um Erkenntnisse über Zielgruppen zu gewinnen",
        "Produkte entwickeln und verbessern", "Use limited data to select content",
    ]
    func iabSection(_ name: String, _ count: Int, _ illustrations: Bool) -> String {
        var parts: [String] = []
        for id in 1...count {
            var item =
                "{\"id\":\(id),\"name\":\(q(purposeNames[(id - 1) % purposeNames.count])),\"description\":\(q(sentence(rng.int(25...45))))"
            if illustrations {
                item +=
                    ",\"iabIllustrations\":["
                    + (0..<rng.int(1...3)).map { _ in q(sentence(rng.int(12...25))) }.joined(separator: ",") + "]"
            }
            item += ",\"descriptionLegal\":\(q(sentence(rng.int(20...40))))}"
            parts.append("\"\(id)\":" + item)
        }
        return "\(q(name)):{" + parts.joined(separator: ",") + "}"
    }

    out += "{\"errors\":[],\"warnings\":[],"
    out +=
        "\"appConfig\":{\"showBanner\":true,\"bannerReason\":\"NO_CONSENT\",\"bannerReasonCode\":1,\"templateType\":\"IAB2V2\","
    out += "\"countryCode\":\"DE\",\"regionCode\":\"\",\"consentModel\":\"opt-in\",\"skipBannerIfConsented\":false,"
    out +=
        "\"domainId\":\"3f1a2b4c-0000-4e5f-9a8b-123456789abc\",\"lastReconsentDate\":null,\"gpcEnabled\":true,\"tcfPolicyVersion\":5},"
    out +=
        "\"iab2V2Vendors\":{\"groupPrefixes\":{\"stack\":\"ISTK\",\"feature\":\"IFE\",\"purpose\":\"IABV2_\",\"specialPurpose\":\"ISPV2_\",\"specialFeature\":\"ISFV2_\"},"
    out += iabSection("purposes", 11, true) + ","
    out += iabSection("specialPurposes", 3, true) + ","
    out += iabSection("features", 3, true) + ","
    out += iabSection("specialFeatures", 2, true) + ","
    out += "\"vendors\":{"
    let companies = ["Media", "Ads", "Analytics", "Data", "Tech", "Werbe", "Digital", "Mobile", "Verlag", "Commerce"]
    let suffixes = ["GmbH", "AG", "Ltd", "Inc.", "S.A.", "SAS", "B.V.", "GmbH & Co. KG"]
    var vendorIDs = Set<Int>()
    while vendorIDs.count < 1000 { vendorIDs.insert(rng.int(1...1400)) }
    var first = true
    for id in vendorIDs.sorted() {
        if !first { out += "," }
        first = false
        let name =
            "\(rng.pick(companies))\(rng.pick(companies)) \(rng.pick(["Nord", "Süd", "Ost", "West", "Zentral", "Global"])) \(rng.pick(suffixes))"
        let host = name.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        let purposes = rng.subset(1...11)
        let legInt = rng.subset(2...11).filter { !purposes.contains($0) }
        let flexible = rng.subset(2...11).filter { purposes.contains($0) || legInt.contains($0) }
        var retention = "{\"stdRetention\":\(rng.int(1...730)),\"purposes\":{"
        retention += purposes.map { "\"\($0)\":\(rng.int(1...730))" }.joined(separator: ",")
        retention += "},\"specialPurposes\":{\"1\":\(rng.int(1...365)),\"2\":\(rng.int(1...365))}}"
        var urls = "["
        urls += (0..<rng.int(1...2)).map { k in
            "{\"langId\":\(q(k == 0 ? "de" : "en")),\"privacy\":\(q("https://www.\(host).example/\(k == 0 ? "datenschutz" : "privacy")")),\"legIntClaim\":\(q("https://www.\(host).example/legitimate-interest"))}"
        }.joined(separator: ",")
        urls += "]"
        out += "\"\(id)\":{\"id\":\(id),\"name\":\(q(name)),\"iab2V2GVLVersion\":\(rng.int(100...160)),"
        out +=
            "\"purposes\":\(ints(purposes)),\"legIntPurposes\":\(ints(legInt)),\"flexiblePurposes\":\(ints(flexible)),"
        out +=
            "\"specialPurposes\":\(ints(rng.subset(1...3))),\"features\":\(ints(rng.subset(1...3))),\"specialFeatures\":\(ints(rng.subset(1...2))),"
        out += "\"dataDeclaration\":\(ints(rng.subset(1...11))),\"urls\":\(urls),\"dataRetention\":\(retention),"
        out += "\"cookieMaxAgeSeconds\":\(rng.bool() ? "null" : String(rng.int(0...63_072_000))),"
        out += "\"usesCookies\":\(rng.bool()),\"cookieRefresh\":\(rng.bool()),\"usesNonCookieAccess\":\(rng.bool()),"
        out += "\"deviceStorageDisclosureUrl\":\(q("https://cdn.\(host).example/deviceStorage.json")),"
        out += "\"consentStatus\":\"1\",\"legIntStatus\":\"-1\"}"
    }
    out += "},\"iabDataCategories\":{"
    out += (1...11).map {
        "\"\($0)\":{\"id\":\($0),\"name\":\(q(sentence(3))),\"description\":\(q(sentence(rng.int(10...20))))}"
    }.joined(separator: ",")
    out += "},\"vendorListVersion\":156,\"lastUpdated\":\"2025-06-05T16:00:50Z\"},"
    out += "\"googleVendors\":{\"vendors\":{"
    out += (1...1100).map { id in
        "\"\(id)\":{\"id\":\(id),\"name\":\(q("\(rng.pick(companies)) \(rng.pick(companies)) \(rng.pick(suffixes))")),\"policyUrl\":\(q("https://ads\(id).example/policy")),\"domains\":\(q("ads\(id).example")),\"consentStatus\":\"\(rng.bool() ? 1 : 0)\"}"
    }.joined(separator: ",")
    out += "},\"vendorListVersion\":\"1.0\"},"
    out += "\"generalVendors\":{\"vendors\":["
    out += (1...300).map { id in
        "{\"VendorCustomId\":\"V\(id)\",\"Name\":\(q("Allgemeiner Anbieter \(id) – \(rng.pick(companies))")),\"Description\":\(q(sentence(rng.int(8...20)))),\"PolicyUrl\":\(q("https://vendor\(id).example/datenschutz")),\"Purposes\":\(ints(rng.subset(1...11))),\"Cookies\":["
            + (0..<rng.int(0...4)).map { k in
                "{\"Name\":\"_v\(id)_\(k)\",\"Host\":\"vendor\(id).example\",\"Length\":\(rng.int(0...400)),\"description\":\(q(sentence(rng.int(4...10))))}"
            }.joined(separator: ",") + "],\"consentStatus\":\"0\"}"
    }.joined(separator: ",")
    out += "]},"
    out +=
        "\"vendorListUIData\":{\"showVendorsList\":true,\"vendorListLinkText\":\"Liste der Partner (Anbieter)\",\"vendorListTitle\":\(q("Unsere Partner – Übersicht")),"
    out +=
        "\"labels\":{" + (1...40).map { "\"label\($0)\":\(q(sentence(rng.int(2...8))))" }.joined(separator: ",") + "}},"
    out += "\"otConsentString\":\"\"}"

    let bytes = Array(out.utf8)
    if bytes.count < 1_200_000 {
        // The generator is deterministic, so this only trips if it is edited carelessly.
        FileHandle.standardError.write(Data("cmplint-bench: synthetic document too small: \(bytes.count) bytes\n".utf8))
        exit(2)
    }
    return bytes
}
