import Foundation
import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge
@testable import CMPLintPaths

/// The IAB vendor table the coherence rules share: what it reads from each vendor, how it counts
/// vendors per id, and that a set reads it once.
struct IABVendorTableTests {
    func table(_ vendors: String) throws -> IABVendorTable {
        let document = try JSONParser.parse(Array(#"{"iab2V2Vendors": {"vendors": \#(vendors)}}"#.utf8))
        return try #require(
            IABReading.vendors(SelectorWalker(selectors: [PathSelector("$.iab2V2Vendors.vendors")]), in: document))
    }

    /// Vendor `vendor`'s array `name` as (id, pointer) pairs.
    func read(_ table: IABVendorTable, _ vendor: Int, _ name: String) -> [String] {
        table.elements(of: vendor, slot: table.slot(name)).map {
            "\(table.ids[$0]) \(table.node(ofElement: $0).map(table.document.pointer) ?? "none")"
        }
    }

    @Test func readsEachVendorsArraysWithTheirNodes() throws {
        let t = try table(
            #"""
            {"7": {"name": "A", "purposes": [1, "2", 3.5, 4], "features": [2], "purposes": [5], "urls": {"x": 1}},
             "8": "not a vendor",
             "9": {"features": [], "purp\u006fses": [6, -1], "purposes": "not an array"},
             "10": {"name": 3},
             "11": {"features": ["x", 3.5, 8, {"y": 1}, 9]}}
            """#)
        #expect(t.vendors.count == 4)
        #expect((0..<4).map(t.key(of:)) == ["7", "9", "10", "11"])
        // An element's node is found past the elements that are not integers.
        #expect(
            read(t, 3, "features") == [
                "8 /iab2V2Vendors/vendors/11/features/2", "9 /iab2V2Vendors/vendors/11/features/4",
            ])
        #expect(t.node(ofElement: t.ids.count) == nil)
        #expect(t.string(of: 0, member: "name") == "A")
        #expect(t.string(of: 2, member: "name") == nil)
        #expect(t.string(of: 0, member: nil) == nil)
        // A repeated name reads its last array; elements that are not integers are left out.
        #expect(read(t, 0, "purposes") == ["5 /iab2V2Vendors/vendors/7/purposes/0"])
        #expect(read(t, 0, "features") == ["2 /iab2V2Vendors/vendors/7/features/0"])
        // An escaped key is its decoded name; a later member of that name that is not an array does not count.
        #expect(
            read(t, 1, "purposes") == [
                "6 /iab2V2Vendors/vendors/9/purposes/0", "-1 /iab2V2Vendors/vendors/9/purposes/1",
            ])
        #expect(read(t, 1, "features").isEmpty)
        #expect(read(t, 2, "purposes").isEmpty)
        #expect(t.slot("urls") == nil)
        #expect(t.slot("nothing") == nil)
        #expect(t.elements(of: 0, slot: nil).isEmpty)
    }

    @Test func noVendorListIsNil() throws {
        let document = try JSONParser.parse(Array(#"{"iab2V2Vendors": {"vendors": []}}"#.utf8))
        let walker = SelectorWalker(selectors: [try PathSelector("$.iab2V2Vendors.vendors")])
        #expect(IABReading.vendors(walker, in: document) == nil)
    }

    @Test func usageCountsAVendorOncePerId() throws {
        let t = try table(
            #"""
            {"1": {"purposes": [1, 1, 700, -3], "legIntPurposes": [1, 2, 9223372036854775807]},
             "2": {"legIntPurposes": [2, 700], "features": [1]},
             "3": {"purposes": [-3, 0]}}
            """#)
        let usage = t.usage(of: ["purposes", "legIntPurposes"])
        #expect(
            usage.sorted.map { "\($0.id):\($0.value)" } == [
                "-3:2", "0:1", "1:1", "2:2", "700:2", "9223372036854775807:1",
            ])
        #expect(usage[1] == 1 && usage[3] == nil && usage[-3] == 2)
        #expect(t.usage(of: ["features", "features"]).sorted.map { "\($0.id):\($0.value)" } == ["1:1"])
        #expect(t.usage(of: ["unknown"]).sorted.isEmpty)
    }

    /// Vendors generated with their arrays in varying orders and some missing: the table's counts
    /// equal counting every vendor's arrays from a plain JSON reading.
    @Test func usageMatchesAPlainReadingOfGeneratedVendors() throws {
        let names = [
            "purposes", "legIntPurposes", "flexiblePurposes", "specialPurposes", "features", "specialFeatures",
        ]
        var generator = SplitMix64(seed: 11)
        var vendors: [String] = []
        var expected: [Int: Int] = [:]
        var lists: [[String: [Int]]] = []
        let counted = ["legIntPurposes", "features"]
        for vendor in 0..<400 {
            var arrays = names.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }
            arrays.shuffle(using: &generator)
            var ids: Set<Int> = []
            lists.append([:])
            let members = arrays.map { name -> String in
                let list = (0..<Int.random(in: 0..<6, using: &generator)).map { _ in
                    Int.random(in: 1..<13, using: &generator)
                }
                lists[vendor][name] = list
                if counted.contains(name) { ids.formUnion(list) }
                return #""\#(name)": \#(list)"#
            }
            for id in ids { expected[id, default: 0] += 1 }
            vendors.append(#""\#(vendor)": {"id": \#(vendor), \#(members.joined(separator: ", "))}"#)
        }
        let t = try table("{" + vendors.joined(separator: ", ") + "}")
        #expect(t.vendors.count == 400)
        // Each vendor's arrays, whatever their order and whichever it leaves out.
        for vendor in 0..<400 {
            for name in names {
                #expect(
                    t.elements(of: vendor, slot: t.slot(name)).map { t.ids[$0] } == lists[vendor][name] ?? [],
                    "vendor \(vendor) \(name)")
            }
        }
        #expect(
            t.usage(of: counted).sorted.map { "\($0.id):\($0.value)" }
                == expected.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
    }

    @Test func aSetReadsItsVendorsOnce() throws {
        let set = snapshotSet([.vendors: #"{"iab2V2Vendors": {"vendors": {"1": {"purposes": [1]}}}}"#])
        let walker = SelectorWalker(selectors: [try PathSelector("$.iab2V2Vendors.vendors")])
        let first = try #require(IABReading.vendors(walker, in: set))
        #expect(IABReading.vendors(walker, in: set) === first)
        #expect(IABReading.vendorUsage(walker, arrays: ["purposes"], in: set)[1] == 1)
    }

    @Test func idMapHoldsSmallAndOtherIds() {
        var map = IABIDMap<String>()
        for id in [3, 0, -1, 511, 512, Int.max, Int.min] { map[id] = "\(id)" }
        map[3] = nil
        map[100] = nil
        #expect(map.sorted.map(\.value) == ["\(Int.min)", "-1", "0", "511", "512", "\(Int.max)"])
        #expect(map[3] == nil && map[100] == nil && map[511] == "511" && map[Int.min] == "\(Int.min)")
    }
}
