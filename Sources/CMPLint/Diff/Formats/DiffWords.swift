import CMPLintDocuments

/// How the human formats word a diff.
package enum DiffWords {
    /// `templateType: IAB2V2 → GDPR`, `+ C0005 "Social Media" COOKIE`, `- IAB vendor 755 "…"`.
    package static func change(_ change: InspectionChange) -> String {
        (change.isSevere ? "SEVERE " : "") + plain(change)
    }

    private static func plain(_ change: InspectionChange) -> String {
        switch change.kind {
        case .changed:
            guard let old = change.old else { return "\(change.subject): \(change.new ?? "")" }
            return "\(change.subject): \(old) → \(change.new ?? "")"
        case .added: return "+ \(change.subject)" + (change.new.map { ": \($0)" } ?? "")
        case .removed: return "- \(change.subject)" + (change.old.map { ": \($0)" } ?? "")
        }
    }

    /// `old/DE_de → new/DE_de`, or the side the set is on.
    package static func sides(_ set: SetDiff, workingDirectory: String) -> String {
        let old = set.old.map { ReportPath.relative($0.path, to: workingDirectory) }
        let new = set.new.map { ReportPath.relative($0.path, to: workingDirectory) }
        switch (old, new) {
        case (let old?, let new?): return "\(old) → \(new)"
        case (let old?, nil): return "only in old: \(old)"
        case (nil, let new?): return "only in new: \(new)"
        default: return ""
        }
    }

    /// `DE_de (old/DE_de → new/DE_de)`; two sets given directly are named by their paths alone.
    package static func title(_ set: SetDiff, workingDirectory: String) -> String {
        let sides = sides(set, workingDirectory: workingDirectory)
        return set.name == "." ? sides : "\(set.name) (\(sides))"
    }

    package static func status(_ set: SetDiff) -> String {
        switch set.status {
        case .unchanged: return "unchanged"
        case .changed: return "\(set.changes.count) \(ReportText.plural(set.changes.count, "change"))"
        case .onlyInOld: return "only in old"
        case .onlyInNew: return "only in new"
        }
    }

    /// `3 sets: 1 changed, 1 unchanged, 1 only in old, 0 only in new`.
    package static func summary(_ diff: InspectionDiff) -> String {
        "\(diff.sets.count) \(ReportText.plural(diff.sets.count, "set")): \(diff.count(.changed)) changed, "
            + "\(diff.count(.unchanged)) unchanged, \(diff.count(.onlyInOld)) only in old, \(diff.count(.onlyInNew)) only in new"
            + (diff.severeCount == 0 ? "" : "; \(diff.severeCount) severe: consent state or identifiers newly captured")
    }
}
