import CMPLintDocuments

/// The summary of a fix run in the formats that show it: `stylish` (before the findings that are
/// left) and `json` (a top-level `fix` key). Pointers and values come redacted from the fixes
/// (`AppliedFix`), and snapshot text is shown `ReportText.visible`.
public enum FixSummaryReporter {
    public static func stylish(_ summary: FixSummary, options: ReportOptions) -> String {
        let paint = Paint(enabled: options.color)
        var out = ""
        for file in summary.files {
            let heading = file.error != nil ? "Not fixed" : summary.dryRun ? "Would fix" : "Fixed"
            out += paint.underline(heading + " " + ReportText.visible(file.fix.path)) + "\n"
            if let error = file.error { out += "  " + paint.red(ReportText.visible(error)) + "\n" }
            let fixes = file.fix.applied
            let places = fixes.map { "\($0.start.line):\($0.start.column)" }
            let rules = fixes.map {
                $0.ruleIds.joined(separator: ", ") + ($0.applicability == .unsafe ? " (unsafe)" : "")
            }
            let placeWidth = places.map(\.count).max() ?? 0
            let ruleWidth = rules.map(\.count).max() ?? 0
            for (fix, (place, rule)) in zip(fixes, zip(places, rules)) {
                var line = "  " + paint.dim(place.padding(toLength: placeWidth, withPad: " ", startingAt: 0))
                line += "  " + rule.padding(toLength: ruleWidth, withPad: " ", startingAt: 0)
                line += "  " + ReportText.visible(fix.description)
                if !fix.pointer.isEmpty { line += "  " + paint.dim(ReportText.visible(fix.pointer)) }
                out += line + "\n"
            }
            let unlisted = file.fix.unlisted
            if unlisted.fixes > 0 {
                out +=
                    "  "
                    + paint.dim(
                        "… \(unlisted.fixes) more \(unlisted.fixes == 1 ? "fix" : "fixes") (\(unlisted.findings) \(ReportText.plural(unlisted.findings, "finding"))) not listed (--max-findings-per-rule)"
                    ) + "\n"
            }
            out += "\n"
        }
        out += line(summary, paint: paint, inputs: options.inputs) + "\n\n"
        return out
    }

    /// "✔ Fixed 3 problems in 2 files · 1 more fix with --unsafe-fixes · config .cmplint.yml": the
    /// config is named here too, since its rules decided what was rewritten.
    package static func line(_ summary: FixSummary, paint: Paint, inputs: RunInputs? = nil) -> String {
        let problems = "\(summary.fixedCount) \(ReportText.plural(summary.fixedCount, "problem"))"
        let files = "\(summary.changedFileCount) \(ReportText.plural(summary.changedFileCount, "file"))"
        var text: String
        if summary.fixedCount == 0 {
            text = paint.green("✔ Nothing to fix")
        } else if summary.dryRun {
            text = paint.yellow("⚠ Would fix \(problems) in \(files)") + " (--dry-run: nothing written)"
        } else {
            text = paint.green("✔ Fixed \(problems) in \(files)")
        }
        let failed = summary.files.filter { $0.error != nil }.count
        if failed > 0 { text += " · " + paint.red("\(failed) \(ReportText.plural(failed, "file")) not written") }
        if summary.unsafeFixesLeft > 0 {
            text +=
                " · \(summary.unsafeFixesLeft) more \(summary.unsafeFixesLeft == 1 ? "fix" : "fixes") with --unsafe-fixes"
        }
        if let inputs { text += " · " + ReportText.visible(inputs.configLine) }
        return text
    }

    /// The `fix` key of the JSON report: `dryRun`, per file its fixes (those of one rule beyond
    /// `--max-findings-per-rule` counted in `unlistedFixes`) and `diff` when asked for, and counts.
    public static func json(_ summary: FixSummary, withDiffs: Bool) -> JSONMember {
        let files: [JSONValue] = summary.files.map { file in
            SchemaValue.object(
                ("file", .string(file.fix.path)),
                ("component", .string(file.fix.component.rawValue)),
                ("set", .string(file.setPath)),
                ("written", .bool(file.written)),
                ("error", .optional(file.error)),
                ("fixes", .array(file.fix.applied.map(fixValue))),
                ("unlistedFixes", .int(file.fix.unlisted.fixes)),
                ("diff", withDiffs ? .optional(file.diff) : nil)
            )
        }
        return JSONMember(
            key: "fix",
            value: SchemaValue.object(
                ("dryRun", .bool(summary.dryRun)),
                ("files", .array(files)),
                (
                    "summary",
                    SchemaValue.object(
                        ("files", .int(summary.changedFileCount)),
                        ("fixed", .int(summary.fixedCount)),
                        ("notWritten", .int(summary.files.filter { $0.error != nil }.count)),
                        ("unsafeFixesLeft", .int(summary.unsafeFixesLeft))
                    )
                )
            ))
    }

    package static func fixValue(_ fix: AppliedFix) -> JSONValue {
        var value: JSONValue?
        if case .set(let literal) = fix.edit { value = literal }
        return SchemaValue.object(
            ("ruleIds", SchemaValue.strings(fix.ruleIds)),
            ("findings", .int(fix.findings)),
            ("pointer", .string(fix.pointer)),
            ("line", .int(fix.start.line)),
            ("column", .int(fix.start.column)),
            ("edit", .string(fix.edit.name)),
            ("value", value),
            ("applicability", .string(fix.applicability.rawValue)),
            ("before", .string(fix.before))
        )
    }
}
