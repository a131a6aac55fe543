import CMPLintDocuments

/// The `text` format of `cmplint diff`: per set, its status and one line per change, area first;
/// a summary line at the end. Snapshot text is made `ReportText.visible`.
public enum DiffTextReport {
    public static func render(_ diff: InspectionDiff, workingDirectory: String) -> String {
        var out = ""
        for set in diff.sets {
            out +=
                ReportText.visible(
                    "== \(DiffWords.title(set, workingDirectory: workingDirectory)): \(DiffWords.status(set))") + "\n"
            for change in set.changes {
                let area = change.area.rawValue
                out +=
                    "  " + area + String(repeating: " ", count: max(1, 16 - area.count))
                    + ReportText.visible(DiffWords.change(change)) + "\n"
            }
        }
        out += (diff.isEqual ? "no differences · " : "") + ReportText.visible(DiffWords.summary(diff)) + "\n"
        return out
    }
}
