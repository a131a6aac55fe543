/// IAB Europe's Global Vendor List (GVL), version 3 of its format: the registered vendors and what
/// each declares, published weekly at https://vendor-list.consensu.org/v3/vendor-list.json (IAB
/// Tech Lab, "Consent string and vendor list formats v2", section "The Global Vendor List",
/// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework).
/// Only what cmplint compares with a vendors snapshot is kept: the list's versions and date, and
/// per vendor its name, declarations and deletion date. `GlobalVendorList+Reading.swift` reads it.
package struct GlobalVendorList: Sendable {
    /// `gvlSpecificationVersion`: 3.
    package let specificationVersion: Int
    /// `vendorListVersion`: incremented with each published list.
    package let vendorListVersion: Int
    /// `tcfPolicyVersion`: the TCF policy the declarations are made under.
    package let tcfPolicyVersion: Int
    /// `lastUpdated` as written (ISO 8601).
    package let lastUpdated: String
    /// The vendors by GVL id, deleted ones included (ids are never reused).
    package let vendors: [Int: Vendor]

    package init(
        specificationVersion: Int, vendorListVersion: Int, tcfPolicyVersion: Int, lastUpdated: String,
        vendors: [Int: Vendor]
    ) {
        self.specificationVersion = specificationVersion
        self.vendorListVersion = vendorListVersion
        self.tcfPolicyVersion = tcfPolicyVersion
        self.lastUpdated = lastUpdated
        self.vendors = vendors
    }

    /// One vendor's entry.
    package struct Vendor: Sendable, Equatable {
        package let id: Int
        package let name: String
        /// Each declaration array the entry has, its ids sorted and without repeats; an array the
        /// entry leaves out is absent (the GVL says "Array may be empty" or "OPTIONAL").
        package let declarations: [Declaration: [Int]]
        /// `deletedDate` as written: the vendor "is considered deleted after this date/time and
        /// MUST NOT be established to users" (the GVL's field description).
        package let deletedDate: String?
        /// `deletedDate` in milliseconds since 1970 (UTC).
        package let deletedAt: Int64?

        package init(
            id: Int, name: String, declarations: [Declaration: [Int]], deletedDate: String? = nil,
            deletedAt: Int64? = nil
        ) {
            self.id = id
            self.name = name
            self.declarations = declarations
            self.deletedDate = deletedDate
            self.deletedAt = deletedAt
        }
    }

    /// A vendor's arrays of ids, by their member name (the same names in the GVL and in OneTrust's
    /// `iab2V2Vendors.vendors`).
    package enum Declaration: String, CaseIterable, Sendable {
        case purposes, legIntPurposes, flexiblePurposes, specialPurposes, features, specialFeatures
    }
}
