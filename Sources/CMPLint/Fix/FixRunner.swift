/// Runs `cmplint fix`: the lint run's setup (configuration, discovery, ignore entries, baseline;
/// `LintSetup`), then set by set: read, fix (`Fixer`), write each changed file (`SnapshotWriter`,
/// unless `--dry-run`), and lint the set again as it now is. The report is lint's, of what is left,
/// with the fixes summarised in `stylish` and `json`, and lint's exit status; a file that could not
/// be written is an error naming it (exit 2) after every other set was fixed. With `--dry-run`
/// nothing is written, the report is of what would be left, and a change that would be made fails
/// the run (exit 1), so CI can require fixed snapshots.
///
/// Sets are fixed one after another, each read just before it is fixed, so a file that two PATHs
/// both name is fixed once and then found clean.
public enum FixRunner {
    public static func run(_ request: FixRequest, writer: SnapshotWriter = SnapshotWriter()) throws(LintError) -> FixOutcome {
        let lint = request.lint
        if request.diffShown, let standard = lint.reports.first(where: { $0.path == nil }), ![.stylish, .json].contains(standard.format) {
            throw LintError("the diff goes to standard output, and so would the \(standard.format.rawValue) report: write the report to a file with --format \(standard.format.rawValue)=FILE")
        }
        let setup = try LintSetup(lint)
        let fixer = Fixer(ruleset: setup.ruleset, unsafeFixes: request.unsafeFixes, ignore: setup.ignore,
                          workingDirectory: lint.workingDirectory, limits: setup.limits)
        var findings: [Finding] = []
        var sets: [LintReport.CheckedSet] = []
        var files: [FixedFile] = []
        var unsafeFixesLeft = 0
        var unsettled: [String] = []
        for source in setup.sources {
            let expectations = LintRunner.expectations(for: source, request: lint, configuration: setup.configuration)
            let set = try source.load(expectations: expectations, revealPersonalData: lint.revealPersonalData, limits: setup.limits)
            let result = fixer.fix(set)
            unsafeFixesLeft += result.unsafeFixesLeft
            if !result.settled { unsettled.append(set.path) }
            var final = result.set.files
            for fix in result.files {
                var error: String?
                if !request.dryRun {
                    do {
                        try writer.write(fix.fixed, over: fix.original, at: lint.resolved(fix.path), named: fix.path)
                    } catch let failure {
                        error = failure.description
                        final[fix.component] = set[fix.component]
                    }
                }
                let diff = request.diffShown && error == nil
                    ? UnifiedDiff.text(path: fix.path, original: fix.original, edits: fix.edits, revealing: lint.revealPersonalData) : nil
                files.append(FixedFile(fix: fix, setPath: set.path, written: !request.dryRun && error == nil, error: error, diff: diff))
            }
            let fixedSet = SnapshotSet(path: set.path, files: final, expectations: set.expectations, isPartial: set.isPartial,
                                       revealPersonalData: set.revealPersonalData, naming: set.naming)
            findings += setup.linter.lint(fixedSet)
            sets.append(LintReport.CheckedSet(path: set.path, expectations: set.expectations, files: source.files))
        }
        let report = setup.suppress(LintReport(findings: findings, sets: sets, rules: setup.ruleset.rules.filter { $0.scope != .suppressions }.map(RuleInfo.init)), lint)
        let summary = FixSummary(files: files, dryRun: request.dryRun, unsafeFixesLeft: unsafeFixesLeft, unsettledSets: unsettled)
        let diffInJSON = request.diffShown && lint.reports.contains { $0.path == nil && $0.format == .json }
        var outcome = LintRunner.outcome(report, request: lint, setup: setup) { format, shown, options in
            switch format {
            case .stylish: return (lint.quiet ? "" : FixSummaryReporter.stylish(summary, options: options)) + format.render(shown, options: options)
            case .json: return JSONReporter.render(shown, options: options, adding: [FixSummaryReporter.json(summary, withDiffs: diffInJSON)])
            default: return format.render(shown, options: options)
            }
        }
        if request.diffShown && !diffInJSON {
            let diff = files.compactMap(\.diff).joined()
            if !diff.isEmpty { outcome.outputs.insert(.init(destination: .standardOutput, text: diff), at: 0) }
        }
        for file in files { if let error = file.error { outcome.notices.append(error) } }
        if !unsettled.isEmpty {
            outcome.notices.append("fixes still changed \(unsettled.joined(separator: ", ")) after \(Fixer.maxPasses) passes; the rules' fixes may undo each other")
        }
        if files.contains(where: { $0.error != nil }) {
            outcome.exitStatus = 2
        } else if request.dryRun && !files.isEmpty {
            outcome.exitStatus = 1
        }
        return FixOutcome(lint: outcome, summary: summary)
    }
}
