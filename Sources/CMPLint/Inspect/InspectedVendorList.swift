import CMPLintDocuments
import CMPLintKnowledge

/// The vendors snapshot compared with the Global Vendor List the run pins (`--gvl`, config `gvl:`),
/// as the pinned-GVL rules compare them (`PinnedVendorListReading`): the version delta, the listed
/// vendors the GVL has deleted by the run's date, and those whose declarations differ. Nil in an
/// inspection without a pinned GVL or without a vendors response.
public struct InspectedVendorList: Sendable, Equatable {
    /// The pinned GVL's file, as the run shows paths.
    public let file: String
    /// The pinned GVL's `vendorListVersion` and `lastUpdated`.
    public let version: Int
    public let lastUpdated: String
    /// The snapshot's `iab2V2Vendors.vendorListVersion`, when it is an integer (or integer text).
    public let snapshotVersion: Int?
    /// Listed vendors the GVL deleted; `detail` is the `deletedDate`.
    public let deleted: [Vendor]
    /// Listed vendors whose declarations differ; `detail` names each difference.
    public let declaredOtherwise: [Vendor]

    /// One vendor of the comparison.
    public struct Vendor: Sendable, Equatable {
        public let id: Int
        /// The name in the pinned GVL.
        public let name: String
        public let detail: String
    }

    /// How many versions the snapshot's list is behind the pinned one (negative: ahead).
    public var behind: Int? { snapshotVersion.map { version - $0 } }

    package init?(_ set: SnapshotSet, paths: InspectionPaths) {
        guard let list = set.run.vendorList, let document = set.response(.vendors) else { return nil }
        file = set.run.vendorListFile ?? ""
        version = list.vendorListVersion
        lastUpdated = list.lastUpdated
        snapshotVersion =
            document.nodes(matching: paths.iabVendorListVersion).lazy.compactMap {
                document.integer($0) ?? document.string($0).flatMap { Int($0) }
            }.first
        deleted = PinnedVendorListReading.deletions(
            in: document, vendors: paths.iabVendorList, list: list, today: set.run.today
        ).map { Vendor(id: $0.id, name: $0.entry.name, detail: $0.entry.deletedDate ?? "") }
        declaredOtherwise = PinnedVendorListReading.mismatches(
            in: document, vendors: paths.iabVendorList, list: list,
            declarations: PinnedVendorListReading.defaultDeclarations
        ).map { Vendor(id: $0.id, name: $0.entry.name, detail: $0.differences) }
    }
}
