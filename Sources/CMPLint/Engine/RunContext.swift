import CMPLintKnowledge
import Foundation

/// What a run knows besides the snapshots and what each set is meant for: the day it runs on
/// (`--today`, so that checks of how old something is give the same result in tests and CI reruns)
/// and the Global Vendor List it compares the snapshots with (`--gvl`, config `gvl:`). One value for
/// the whole run, which every function sees with the set (`SnapshotSet.run`, `NodeTarget.run`).
public struct RunContext: Sendable {
    /// The run's date: `--today` (midnight UTC), else the moment the run started.
    public var today: StoredDate
    /// The pinned Global Vendor List; nil when the run has none, and the rules that need one report
    /// nothing.
    package var vendorList: GlobalVendorList?
    /// Where the pinned list was read from, as the run shows paths.
    package var vendorListFile: String?

    public init(today: StoredDate = StoredDate(Date())) {
        self.today = today
    }

    package init(today: StoredDate, vendorList: GlobalVendorList?, vendorListFile: String?) {
        self.today = today
        self.vendorList = vendorList
        self.vendorListFile = vendorListFile
    }
}
