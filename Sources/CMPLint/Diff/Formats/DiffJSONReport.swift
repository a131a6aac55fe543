import CMPLintDocuments

/// The `json` format of `cmplint diff`: `{"version": 1, "tool", "old", "new", "equal", "sets",
/// "summary"}`, each set with its status and changes (`area`, `subject`, `change`: added, removed
/// or changed, `old`, `new`); documented in docs/commands/diff.md. Version 1 only ever gains keys.
public enum DiffJSONReport {
    public static func render(_ diff: InspectionDiff, workingDirectory: String) -> String {
        let sets: [JSONValue] = diff.sets.map { set in
            .object([
                JSONMember(key: "name", value: .string(set.name)),
                JSONMember(key: "status", value: .string(set.status.rawValue)),
                JSONMember(key: "old", value: .optional(set.old?.path)),
                JSONMember(key: "new", value: .optional(set.new?.path)),
                JSONMember(
                    key: "changes",
                    value: .array(
                        set.changes.map { change in
                            .object([
                                JSONMember(key: "area", value: .string(change.area.rawValue)),
                                JSONMember(key: "subject", value: .string(change.subject)),
                                JSONMember(key: "change", value: .string(change.kind.rawValue)),
                                JSONMember(key: "old", value: .optional(change.old)),
                                JSONMember(key: "new", value: .optional(change.new)),
                                JSONMember(key: "severe", value: .bool(change.isSevere)),
                            ])
                        })),
            ])
        }
        return JSONValue.object([
            JSONMember(key: "version", value: .int(1)),
            JSONMember(key: "tool", value: InspectionJSONReport.tool),
            JSONMember(key: "old", value: .string(diff.old)),
            JSONMember(key: "new", value: .string(diff.new)),
            JSONMember(key: "equal", value: .bool(diff.isEqual)),
            JSONMember(key: "sets", value: .array(sets)),
            JSONMember(
                key: "summary",
                value: .object([
                    JSONMember(key: "sets", value: .int(diff.sets.count)),
                    JSONMember(key: "changed", value: .int(diff.count(.changed))),
                    JSONMember(key: "unchanged", value: .int(diff.count(.unchanged))),
                    JSONMember(key: "onlyInOld", value: .int(diff.count(.onlyInOld))),
                    JSONMember(key: "onlyInNew", value: .int(diff.count(.onlyInNew))),
                    JSONMember(key: "changes", value: .int(diff.sets.reduce(0) { $0 + $1.changes.count })),
                    JSONMember(key: "severe", value: .int(diff.severeCount)),
                ])),
        ]).prettyText() + "\n"
    }
}
