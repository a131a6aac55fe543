import CMPLintDocuments
import CMPLintKnowledge

/// What `gvl fetch` reads of a downloaded Global Vendor List before it keeps the file: the GVL v3
/// format (TCF "Consent string and vendor list formats v2", "Example Global Vendor List JSON
/// Object",
/// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework/blob/master/TCFv2/IAB%20Tech%20Lab%20-%20Consent%20string%20and%20vendor%20list%20formats%20v2.md#example-global-vendor-list-json-object,
/// confirmed): an object with `gvlSpecificationVersion` 3, an integer `vendorListVersion` and a
/// `vendors` object, so that an error page, a v2 list or another JSON file never replaces a good
/// one. A list that passes is then read as `lint --gvl` reads it (`GlobalVendorList`), so a file
/// that `gvl fetch` keeps is one that `lint` accepts.
public struct GVLHeader: Sendable, Equatable {
    public let vendorListVersion: Int
    /// `tcfPolicyVersion` and `lastUpdated`, when the list has them (both are in every published v3 list).
    public let tcfPolicyVersion: Int?
    public let lastUpdated: String?
    /// Members of `vendors`, deleted vendors included (they stay listed with a `deletedDate`).
    public let vendorCount: Int

    /// The header of `bytes`; else an error saying why they are no GVL v3, which quotes no server
    /// text (only `lastUpdated` is kept, cut and made visible).
    public static func read(_ bytes: [UInt8]) throws(LintError) -> GVLHeader {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw LintError(
                "the body is not JSON (\(error.message) at line \(error.position.line), column \(error.position.column))"
            )
        }
        let root = document.root
        guard document.kind(root) == .object else { throw LintError("the body is JSON but not an object") }
        func integer(_ key: String) -> Int? { document.member(root, key).flatMap { document.integer($0) } }
        let spec = document.member(root, "gvlSpecificationVersion")
        guard let spec, document.integer(spec) == 3 else {
            let found = spec.map { document.integer($0).map { "\($0)" } ?? "not an integer" } ?? "missing"
            throw LintError("it is no Global Vendor List v3: gvlSpecificationVersion is \(found), not 3")
        }
        guard let version = integer("vendorListVersion") else {
            throw LintError("it is no Global Vendor List v3: vendorListVersion is missing or not an integer")
        }
        guard let vendors = document.member(root, "vendors"), document.kind(vendors) == .object else {
            throw LintError("it is no Global Vendor List v3: vendors is missing or not an object")
        }
        do {
            _ = try GlobalVendorList.read(document, file: "vendor-list.json")
        } catch {
            throw LintError("it is no Global Vendor List v3 that cmplint can read: \(error.description)")
        }
        let lastUpdated = document.member(root, "lastUpdated").flatMap { document.string($0) }
        return GVLHeader(
            vendorListVersion: version, tcfPolicyVersion: integer("tcfPolicyVersion"),
            lastUpdated: lastUpdated.map { ReportText.visible($0.shortened(to: 64)) },
            vendorCount: document.childCount(vendors))
    }
}
