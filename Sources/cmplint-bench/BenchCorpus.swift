import CMPLint
import CMPLintDocuments
import Foundation
import SeededRandom

/// The corpus the cost table measures, written deterministically from `samples/clean` into a folder:
///
/// - `realistic/`: 20 sets as a support engineer receives them. Sixteen are German IAB TCF sets
///   whose vendors snapshot lists 1,000 to 1,600 IAB vendors and as many Google vendors (0.6 to
///   1.4 MB, minified like real CMP API responses); the others are the Arabic, French and English
///   samples. Three sets carry a leak: a TC string, a GPP string, an Additional Consent string.
/// - `small/`: `smallSets` copies of `samples/clean/DE_de` (110 KB, hard links), for runs over
///   many sets.
struct BenchCorpus {
    let folder: URL
    let smallSets: Int

    var realistic: URL { folder.appendingPathComponent("realistic") }
    var small: URL { folder.appendingPathComponent("small") }

    /// `samples/clean` of this package, found from this source file (the benchmark runs from a
    /// checkout).
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("samples/clean")

    /// The non-German samples the realistic corpus mixes in (every fifth set).
    static let otherSamples = ["FR_fr", "AE_ar", "US-CA_en", "FR_fr"]
    static let realisticSets = 20

    /// Writes whatever is missing. A marker file records what a complete corpus holds, so a folder
    /// left by an interrupted or different run is written again.
    func prepare() throws {
        let marker = folder.appendingPathComponent(".complete")
        let expected = "corpus v1, \(Self.realisticSets) realistic sets, \(smallSets) small sets\n"
        if (try? String(contentsOf: marker, encoding: .utf8)) == expected { return }
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try writeRealistic()
        try writeSmall()
        try expected.write(to: marker, atomically: true, encoding: .utf8)
    }

    private func writeRealistic() throws {
        let vendorsTemplate = try Self.read("DE_de/OneTrustVendorsData.json")
        var rng = SplitMix64(seed: 0x5EED_CAFE)
        for index in 0..<Self.realisticSets {
            let name = index % 5 == 4 ? Self.otherSamples[(index / 5) % Self.otherSamples.count] : "DE_de"
            let set = realistic.appendingPathComponent(String(format: "%02d", index)).appendingPathComponent(name)
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            var banner = try Self.read("\(name)/OneTrustBannerData.json")
            switch index {
            case 3: banner = banner.setting(["otConsentString"], to: .string(Self.tcString))
            case 7: banner = banner.setting(["storageKeys", "IABGPP_HDR_GppString"], to: .string(Self.gppString))
            case 13: banner = banner.setting(["storageKeys", "IABTCF_AddtlConsent"], to: .string(Self.acString))
            default: break
            }
            try Self.write(banner, to: set.appendingPathComponent("OneTrustBannerData.json"))
            try Self.write(
                try Self.read("\(name)/OneTrustPCData.json"), to: set.appendingPathComponent("OneTrustPCData.json"))
            if name == "DE_de" {
                let vendors = Self.expanded(
                    vendorsTemplate, iabVendors: rng.int(1_000...1_600), googleVendors: rng.int(1_000...1_600),
                    rng: &rng)
                try Self.write(vendors, to: set.appendingPathComponent("OneTrustVendorsData.json"))
            }
        }
    }

    private func writeSmall() throws {
        let files = ["OneTrustBannerData.json", "OneTrustPCData.json", "OneTrustVendorsData.json"]
        for index in 0..<smallSets {
            let set = small.appendingPathComponent(String(format: "%03d/%05d/DE_de", index / 1000, index))
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            for file in files {
                try FileManager.default.linkItem(
                    at: Self.samples.appendingPathComponent("DE_de/\(file)"), to: set.appendingPathComponent(file))
            }
        }
    }

    /// The vendors snapshot with `iabVendors` IAB vendors and `googleVendors` Google vendors, each a
    /// copy of one of the sample's own under a new id and name.
    static func expanded(_ vendors: JSONValue, iabVendors: Int, googleVendors: Int, rng: inout SplitMix64) -> JSONValue
    {
        func clones(of list: JSONValue?, count: Int, ids: [Int]) -> JSONValue {
            guard case .object(let originals)? = list, !originals.isEmpty else { return .object([]) }
            return .object(
                ids.prefix(count).enumerated().map { offset, id in
                    let original = originals[offset % originals.count].value
                    let name = (original.member("name").flatMap(\.stringValue) ?? "Vendor") + " \(id)"
                    return JSONMember(
                        key: String(id),
                        value: original.setting(["id"], to: .number(String(id))).setting(["name"], to: .string(name)))
                })
        }
        var ids = Set<Int>()
        while ids.count < max(iabVendors, googleVendors) { ids.insert(rng.int(1...4_000)) }
        let sorted = ids.sorted()
        return
            vendors
            .setting(
                ["iab2V2Vendors", "vendors"],
                to: clones(of: vendors.member("iab2V2Vendors")?.member("vendors"), count: iabVendors, ids: sorted)
            )
            .setting(
                ["googleVendors", "vendors"],
                to: clones(of: vendors.member("googleVendors")?.member("vendors"), count: googleVendors, ids: sorted))
    }

    // Values the leak rules find (from their examples in rules/leaks.yml).
    static let tcString = "CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA"
    static let gppString = "DBABM~CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA"
    static let acString = "2~1.35.41.101~dv.9.21.81"

    static func read(_ sample: String) throws -> JSONValue {
        let bytes = try [UInt8](Data(contentsOf: samples.appendingPathComponent(sample)))
        let document = try JSONParser.parse(bytes)
        return document.value(document.root)
    }

    /// Minified, as the CMP API sends it.
    static func write(_ value: JSONValue, to url: URL) throws {
        try Data(value.jsonText.utf8).write(to: url)
    }
}

extension JSONValue {
    func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A copy with the member at `path` set to `value` (objects on the way are created).
    func setting(_ path: [String], to value: JSONValue) -> JSONValue {
        guard let key = path.first else { return value }
        var members: [JSONMember] = []
        if case .object(let existing) = self { members = existing }
        let rest = Array(path.dropFirst())
        if let index = members.lastIndex(where: { $0.key == key }) {
            members[index].value = members[index].value.setting(rest, to: value)
        } else {
            members.append(JSONMember(key: key, value: JSONValue.object([]).setting(rest, to: value)))
        }
        return .object(members)
    }
}
