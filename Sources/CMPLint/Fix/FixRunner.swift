import CMPLintDocuments
import Foundation

/// Runs `cmplint fix`: the lint run's setup (configuration, discovery, ignore entries, baseline;
/// `LintSetup`), then set by set: read, fix (`Fixer`), write each changed file (`SnapshotWriter`,
/// unless `--dry-run`), record the new hashes and the fixes in the set's capture manifest when it
/// has one (`CaptureManifest.recordFix`), and lint the set again as it now is. The report is lint's, of what is left,
/// with the fixes summarised in `stylish` and `json`, and lint's exit status; a file that could not
/// be written is an error naming it (exit 2) after every other set was fixed. With `--dry-run`
/// nothing is written, the report is of what would be left, and a change that would be made fails
/// the run (exit 1), so CI can require fixed snapshots.
///
/// Sets are fixed one after another, each read just before it is fixed, so a file that two PATHs
/// both name is fixed once and then found clean.
public enum FixRunner {
    public static func run(_ request: FixRequest, writer: SnapshotWriter = SnapshotWriter()) throws(LintError)
        -> FixOutcome
    {
        let lint = request.lint
        guard lint.writeBaseline == nil else {
            throw LintError("fix writes no baseline; run lint --write-baseline after fixing")
        }
        if request.diffShown, let standard = lint.reports.first(where: { $0.path == nil }),
            ![.stylish, .json].contains(standard.format)
        {
            throw LintError(
                "the diff goes to standard output, and so would the \(standard.format.rawValue) report: write the report to a file with --format \(standard.format.rawValue)=FILE"
            )
        }
        let setup = try LintSetup(lint)
        if !request.dryRun, let archived = setup.sources.first(where: \.isArchived) {
            throw LintError(
                "\(archived.path): snapshots inside an app artifact cannot be fixed in place; fix the snapshots the app is built from "
                    + "and build it again (--dry-run shows the fixes)")
        }
        let fixer = Fixer(
            ruleset: setup.ruleset, unsafeFixes: request.unsafeFixes, ignore: setup.ignore,
            workingDirectory: lint.workingDirectory, limits: setup.limits,
            maxListedFixes: setup.linter.maxFindingsPerRule)
        var findings: [Finding] = []
        var sets: [LintReport.CheckedSet] = []
        var files: [FixedFile] = []
        var unsafeFixesLeft = 0
        var unsettled: [String] = []
        var manifestErrors: [String] = []
        for source in setup.sources {
            let set = try source.load(
                expectations: LintRunner.expectations(for: source, request: lint, configuration: setup.configuration),
                revealPersonalData: lint.revealPersonalData, limits: setup.limits, run: setup.run)
            let result = fixer.fix(set)
            unsafeFixesLeft += result.unsafeFixesLeft
            if !result.settled { unsettled.append(set.path) }
            let written = result.files.map { write($0, of: set, request, writer) }
            files += written
            let manifest = recordFixes(written, in: set, request, writer)
            if let error = manifest.error { manifestErrors.append(error) }
            // What is left is what is on disk now (or would be, with --dry-run).
            var final = result.set.files
            for file in written where file.error != nil { final[file.fix.component] = set[file.fix.component] }
            findings += setup.linter.lint(
                SnapshotSet(
                    path: set.path, files: final, expectations: set.expectations, isPartial: set.isPartial,
                    revealPersonalData: set.revealPersonalData, naming: set.naming, run: set.run,
                    manifest: manifest.file))
            sets.append(
                LintReport.CheckedSet(
                    path: set.path, expectations: set.expectations, files: source.files,
                    assembly: source.naming.assembly?.summary, capture: manifest.file.map(InspectedCapture.init)))
        }
        let rules = setup.ruleset.rules.filter { $0.scope != .suppressions }.map(RuleInfo.init)
        let report = setup.suppress(LintReport(findings: findings, sets: sets, rules: rules), lint)
        let summary = FixSummary(
            files: files, dryRun: request.dryRun, unsafeFixesLeft: unsafeFixesLeft, unsettledSets: unsettled)
        var lintOutcome = outcome(report, summary, request, setup)
        if !manifestErrors.isEmpty {
            lintOutcome.notices += manifestErrors
            lintOutcome.exitStatus = 2
        }
        return FixOutcome(lint: lintOutcome, summary: summary)
    }

    /// Records the fixes of the files written (or, with `--dry-run`, that would be) in the set's
    /// capture manifest and writes it as the snapshots are written; returns the manifest as it now
    /// is (or would be), and why it could not be written.
    private static func recordFixes(
        _ written: [FixedFile], in set: SnapshotSet, _ request: FixRequest, _ writer: SnapshotWriter
    ) -> (file: SetManifest?, error: String?) {
        guard let file = set.manifest, var manifest = file.manifest, let document = file.document else {
            return (set.manifest, nil)
        }
        var changed = false
        for fixed in written where fixed.error == nil {
            changed =
                manifest.recordFix(
                    component: fixed.fix.component, name: (fixed.fix.path as NSString).lastPathComponent,
                    original: fixed.fix.original, fixed: fixed.fix.fixed,
                    rules: fixed.fix.applied.compactMap(\.ruleIds.first)) || changed
        }
        guard changed else { return (file, nil) }
        let bytes = manifest.bytes
        if !request.dryRun {
            do {
                try writer.write(bytes, over: document.bytes, at: request.lint.resolved(file.path), named: file.path)
            } catch {
                return (file, error.description + "; the fixed snapshots no longer match it")
            }
        }
        return (SetManifest(path: file.path, bytes: bytes), nil)
    }

    /// Writes one fixed file (unless `--dry-run`), with its diff when asked for.
    private static func write(_ fix: FileFix, of set: SnapshotSet, _ request: FixRequest, _ writer: SnapshotWriter)
        -> FixedFile
    {
        var error: String?
        if !request.dryRun {
            do {
                try writer.write(fix.fixed, over: fix.original, at: request.lint.resolved(fix.path), named: fix.path)
            } catch let failure {
                error = failure.description
            }
        }
        let diff =
            request.diffShown && error == nil
            ? UnifiedDiff.text(
                path: fix.path, original: fix.original, edits: fix.edits, revealing: request.lint.revealPersonalData,
                personal: fix.personalValues) : nil
        return FixedFile(
            fix: fix, setPath: set.path, written: !request.dryRun && error == nil, error: error, diff: diff)
    }

    /// Lint's decisions on what is left, with the fix summary in `stylish` and `json`, the diff on
    /// standard output (or in the `json` report there), the files not written as notices, and the
    /// exit status: 2 when a file was not written, 1 when `--dry-run` would change one.
    private static func outcome(_ report: LintReport, _ summary: FixSummary, _ request: FixRequest, _ setup: LintSetup)
        -> LintOutcome
    {
        let lint = request.lint
        var outcome = LintRunner.outcome(report, request: lint, setup: setup) { format, shown, options in
            switch format {
            case .stylish:
                return (lint.quiet ? "" : FixSummaryReporter.stylish(summary, options: options))
                    + format.render(shown, options: options)
            case .json:
                return JSONReporter.render(
                    shown, options: options, adding: [FixSummaryReporter.json(summary, withDiffs: request.diffShown)])
            default: return format.render(shown, options: options)
            }
        }
        let diffInJSON = lint.reports.contains { $0.path == nil && $0.format == .json }
        let diff = summary.files.compactMap(\.diff).joined()
        if !diff.isEmpty && !diffInJSON {
            outcome.outputs.insert(.init(destination: .standardOutput, text: diff), at: 0)
        }
        outcome.notices += summary.files.compactMap(\.error)
        if !summary.unsettledSets.isEmpty {
            outcome.notices.append(
                "fixes still changed \(summary.unsettledSets.joined(separator: ", ")) after \(Fixer.maxPasses) passes; the rules' fixes may undo each other"
            )
        }
        if summary.files.contains(where: { $0.error != nil }) {
            outcome.exitStatus = 2
        } else if request.dryRun && !summary.files.isEmpty {
            outcome.exitStatus = 1
        }
        return outcome
    }
}
