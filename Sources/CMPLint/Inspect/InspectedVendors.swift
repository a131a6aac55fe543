import CMPLintKnowledge

/// The vendors response (OneTrust CMP API reference, "Get IAB and Google Vendors",
/// https://developer.onetrust.com/onetrust/reference/get_vendors, confirmed): IAB vendors by GVL
/// id, Google (Additional Consent) vendors by ATP id, general vendors by their custom id, the
/// vendor-list versions, the groupId prefixes, and which purposes and features the IAB vendors use.
/// A section the response lacks is nil; an empty one is an empty list.
public struct InspectedVendors: Sendable, Equatable {
    public let iab: [Vendor]?
    public let google: [Vendor]?
    public let general: [GeneralVendor]?
    /// `iab2V2Vendors.vendorListVersion` and `lastUpdated`, as written.
    public let iabVendorListVersion: String?
    public let iabLastUpdated: String?
    /// `googleVendors.vendorListVersion`.
    public let googleVendorListVersion: String?
    /// `groupPrefixes`, by item kind.
    public let groupPrefixes: [IABItemKind: String]
    /// The IAB family those prefixes are ("TCF 2.2", "TCF 2.0"), if they are one.
    public let tcfFamily: String?
    /// Per vendor member (`purposes`, `legIntPurposes`, …, `IABItemKind.allVendorArrays`), the ids
    /// IAB vendors list there and how many vendors list each, by id.
    public let usage: [ArrayUsage]
    /// IAB vendors using each item (`IABItemKind.vendorArrays`), for the purpose tree.
    package let itemVendorCounts: [IABGroupID: Int]

    /// A vendor: its key (GVL or ATP id) and name.
    public struct Vendor: Sendable, Equatable {
        public let id: String
        public let name: String?
    }

    /// A general vendor: its key (`V1`), name and `linkedGroupIds`.
    public struct GeneralVendor: Sendable, Equatable {
        public let id: String
        public let name: String?
        public let linkedGroupIds: [String]
    }

    /// One vendor member and, per id listed there, how many vendors list it.
    public struct ArrayUsage: Sendable, Equatable {
        public let array: String
        public let counts: [(id: Int, vendors: Int)]

        public static func == (a: ArrayUsage, b: ArrayUsage) -> Bool {
            a.array == b.array && a.counts.elementsEqual(b.counts) { $0.id == $1.id && $0.vendors == $1.vendors }
        }
    }

    /// How many IAB vendors use `item` (0 when none do).
    public func vendorCount(using item: IABGroupID) -> Int {
        itemVendorCounts[item] ?? 0
    }

    package init(reading reader: InspectionReader, paths: InspectionPaths) {
        let document = reader.document
        let vendorList = IABReading.vendors(paths.iabVendorList, in: document)
        func shown(_ text: String) -> String {
            InspectionReader.shown(text, revealPersonalData: reader.revealPersonalData)
        }
        iab = vendorList.map { table in
            Self.sorted(
                table.vendors.indices.map {
                    Vendor(id: shown(table.key(of: $0)), name: table.string(of: $0, member: "name").map(shown))
                })
        }
        groupPrefixes = IABReading.prefixes(paths.iabGroupPrefixes, in: document)
        tcfFamily = IABFamily.matching(groupPrefixes)?.name
        iabVendorListVersion = reader.first(paths.iabVendorListVersion).flatMap {
            VendorListVersion.text(of: $0, in: document)
        }.map(shown)
        iabLastUpdated = reader.string(reader.first(paths.iabVendors), "lastUpdated")
        let google = reader.first(paths.googleVendors)
        self.google = reader.member(google, "vendors").flatMap { document.kind($0) == .object ? $0 : nil }.map { list in
            Self.sorted(reader.members(list).map { Vendor(id: $0.key, name: reader.string($0.value, "name")) })
        }
        googleVendorListVersion = reader.member(google, "vendorListVersion").flatMap {
            VendorListVersion.text(of: $0, in: document)
        }.map(shown)
        let general = reader.first(paths.generalVendors)
        self.general = general.flatMap { document.kind($0) == .object ? $0 : nil }.map { object in
            reader.members(object).compactMap { member in
                guard document.kind(member.value) == .object else { return nil }
                return GeneralVendor(
                    id: member.key, name: reader.string(member.value, "name"),
                    linkedGroupIds: reader.strings(reader.member(member.value, "linkedGroupIds")))
            }
        }
        usage = IABItemKind.allVendorArrays.compactMap { array in
            let counts = vendorList?.usage(of: [array]).sorted ?? []
            return counts.isEmpty ? nil : ArrayUsage(array: array, counts: counts.map { ($0.id, $0.value) })
        }
        var itemCounts: [IABGroupID: Int] = [:]
        for kind in IABItemKind.numbered {
            for (id, count) in vendorList?.usage(of: kind.vendorArrays).sorted ?? [] {
                itemCounts[IABGroupID(kind: kind, number: id)] = count
            }
        }
        itemVendorCounts = itemCounts
    }

    /// Vendors by numeric id where the ids are numbers, else by id.
    package static func sorted(_ vendors: [Vendor]) -> [Vendor] {
        vendors.sorted { a, b in
            switch (Int(a.id), Int(b.id)) {
            case (let x?, let y?): return x != y ? x < y : a.id < b.id
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return a.id < b.id
            }
        }
    }
}
