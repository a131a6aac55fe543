import CMPLint

/// What a drift check found: every set checked, compared as `diff` compares two captures (the
/// set on disk → what the CMP API serves now), the sets that could not be checked and why, and the
/// sets `--update` re-captured. Exit status 0 when nothing drifted, 1 when a set drifted, 2 when a
/// set could not be checked (or re-captured), whatever the others did.
public struct DriftCheckOutcome: Sendable {
    /// Checked sets only: unchanged ones (a 304, or a 200 whose content compares equal) and drifted ones.
    public let diff: InspectionDiff
    /// `diff` rendered in the requested format.
    public let text: String
    /// Why each set that could not be checked could not, naming the set; server text redacted and escaped.
    public let failures: [String]
    /// The sets `--update` re-captured.
    public let updated: [String]
    public let notices: [String]

    public var drifted: Int { diff.count(.changed) }

    public var exitStatus: Int32 { failures.isEmpty ? (drifted == 0 ? 0 : 1) : 2 }

    /// One line for standard error: how many sets drifted, could not be checked, were updated.
    public var summary: String {
        let checked = diff.sets.count
        var line = "\(drifted) of \(checked + failures.count) \(checked + failures.count == 1 ? "set" : "sets") drifted"
        if !failures.isEmpty { line += ", \(failures.count) could not be checked" }
        if !updated.isEmpty { line += ", \(updated.count) re-captured" }
        return line
    }
}
