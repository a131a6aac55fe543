import CMPLintDocuments
import CMPLintKnowledge
import Foundation
import Testing

/// The GVL v3 reader: what it keeps of a real-shaped list, and that every malformed list is an
/// error naming the file, line and column of what is wrong.
struct GlobalVendorListTests {
    static let fixture = "Tests/Fixtures/gvl/vendor-list-v101.json"

    /// A list of one vendor, with `vendor` as its entry for vendor 10 and `top` replacing the head.
    static func text(
        vendor: String = #"{"id": 10, "name": "Index Exchange Inc.", "purposes": [1]}"#,
        top: String =
            #""gvlSpecificationVersion": 3, "vendorListVersion": 101, "tcfPolicyVersion": 5, "lastUpdated": "2025-05-29T16:00:00Z""#
    ) -> String {
        "{\(top),\n\"vendors\": {\"10\": \(vendor)}}"
    }

    static func error(_ text: String) -> String {
        do {
            _ = try GlobalVendorList.read(Array(text.utf8), file: "vendor-list.json")
            return "read without error"
        } catch {
            return error.description
        }
    }

    @Test func readsTheFixture() throws {
        let list = try GlobalVendorList.load(
            file: Self.fixture, at: repositoryRoot.appendingPathComponent(Self.fixture).path)
        #expect(list.specificationVersion == 3)
        #expect(list.vendorListVersion == 101)
        #expect(list.tcfPolicyVersion == 5)
        #expect(list.lastUpdated == "2025-05-29T16:00:00Z")
        #expect(list.vendors.count == 26)
        let exchange = try #require(list.vendors[10])
        #expect(exchange.name == "Index Exchange Inc.")
        #expect(exchange.declarations[.purposes] == [1, 2])
        #expect(exchange.declarations[.legIntPurposes] == [7, 9, 10])
        #expect(exchange.declarations[.flexiblePurposes] == [2])
        #expect(exchange.deletedDate == nil)
        let deleted = try #require(list.vendors[278])
        #expect(deleted.deletedDate == "2025-05-22T16:00:00Z")
        #expect(deleted.deletedAt == 1_747_929_600_000)
        #expect(list.vendors[1120]?.deletedAt != nil)
    }

    @Test func sortsIdsAndDropsRepeats() throws {
        let list = try GlobalVendorList.read(
            Array(Self.text(vendor: #"{"id": 10, "name": "X", "features": [3, 1, 3]}"#).utf8), file: "gvl")
        #expect(list.vendors[10]?.declarations[.features] == [1, 3])
        #expect(list.vendors[10]?.declarations[.purposes] == nil)
    }

    @Test(arguments: [
        ("[]", "vendor-list.json:1:1: not a Global Vendor List"),
        ("{\"vendors\": {}}", "vendor-list.json:1:1: no 'gvlSpecificationVersion'"),
        (
            "{\"gvlSpecificationVersion\": 2}",
            "vendor-list.json:1:29: gvlSpecificationVersion is 2; cmplint reads version 3"
        ),
        (
            "{\"gvlSpecificationVersion\": 3, \"vendorListVersion\": \"98\"}",
            "vendor-list.json:1:53: 'vendorListVersion' must be a positive integer"
        ),
        (
            "{\"gvlSpecificationVersion\": 3,\n \"vendorListVersion\": 1, \"tcfPolicyVersion\": 5, \"lastUpdated\": \"yesterday\"}",
            "vendor-list.json:2:64: 'lastUpdated' must be an ISO 8601 date"
        ),
        (
            "{\"gvlSpecificationVersion\": 3, \"vendorListVersion\": 1, \"tcfPolicyVersion\": 5, \"lastUpdated\": \"2025-05-29\"}",
            "vendor-list.json:1:1: no 'vendors'"
        ),
        ("{\"gvlSpecificationVersion\": 3,", "vendor-list.json:1:31: "),
    ])
    func malformedListsAreLocated(text: String, expected: String) {
        let message = Self.error(text)
        #expect(message.hasPrefix(expected), "\(message)")
    }

    @Test(arguments: [
        (#"{"id": 11, "name": "X"}"#, "vendor-list.json:2:26: vendor 10 has id 11"),
        (#"{"id": 10}"#, "vendor-list.json:2:19: vendor 10 has no 'name' string"),
        (#"{"id": 10, "name": "X", "purposes": [1, 65]}"#, "vendor-list.json:2:59: 'purposes' of vendor 10 holds 65"),
        (
            #"{"id": 10, "name": "X", "purposes": "1"}"#,
            "vendor-list.json:2:55: 'purposes' of vendor 10 must be an array"
        ),
        (
            #"{"id": 10, "name": "X", "deletedDate": 0}"#,
            "vendor-list.json:2:58: 'deletedDate' must be an ISO 8601 date"
        ),
        ("[1]", "vendor-list.json:2:19: vendor 10 must be an object"),
    ])
    func malformedVendorsAreLocated(vendor: String, expected: String) {
        let message = Self.error(Self.text(vendor: vendor))
        #expect(message.hasPrefix(expected), "\(message)")
    }

    @Test func boundsWhatAListHolds() {
        let many = "[" + (1...65).map { _ in "1" }.joined(separator: ", ") + "]"
        #expect(
            Self.error(Self.text(vendor: #"{"id": 10, "name": "X", "features": \#(many)}"#)).contains(
                "holds 65 ids, more than the 64 a declaration can have"))
        let outside = Self.text().replacingOccurrences(of: "\"10\": {\"id\": 10", with: "\"70000\": {\"id\": 70000")
        #expect(Self.error(outside).hasPrefix("vendor-list.json:2:13: vendor key '70000' is not a vendor id"))
        let twice = Self.text(vendor: #"{"id": 10, "name": "A"}, "10": {"id": 10, "name": "B"}"#)
        #expect(Self.error(twice).hasPrefix("vendor-list.json:2:44: vendor 10 is listed twice"))
    }

    /// A name is quoted in messages: what would act on a terminal is kept escaped, within the
    /// length bound. The fuzz target found an ESC in a name reaching `vendor-deleted`'s message.
    @Test func namesAreKeptDisplaySafe() throws {
        let escaped = try GlobalVendorList.read(
            Array(Self.text(vendor: #"{"id": 10, "name": "Int\u001begral\nAds"}"#).utf8), file: "gvl")
        #expect(escaped.vendors[10]?.name == #"Int\u001begral\nAds"#)
        let long = String(repeating: #"\u001b"#, count: 400)
        let bounded = try GlobalVendorList.read(
            Array(Self.text(vendor: #"{"id": 10, "name": "\#(long)"}"#).utf8), file: "gvl")
        let name = try #require(bounded.vendors[10]?.name)
        #expect(name.count == GlobalVendorList.nameLength)
        #expect(!name.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func theFileSizeLimitApplies() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-gvl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("vendor-list.json")
        try Data(Self.text().utf8).write(to: file)
        #expect(throws: LintError.self) {
            try GlobalVendorList.load(file: "vendor-list.json", at: file.path, limits: JSONParseLimits(maxBytes: 64))
        }
        do {
            _ = try GlobalVendorList.load(
                file: "vendor-list.json", at: file.path, limits: JSONParseLimits(maxBytes: 64))
        } catch {
            #expect(error.description.hasPrefix("vendor-list.json: the Global Vendor List is"))
            #expect(error.description.contains("--max-file-size"))
        }
    }
}
