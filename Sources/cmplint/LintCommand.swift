import ArgumentParser
import CMPLint
import CMPLintCLI
import CMPLintDocuments
import Foundation

/// `cmplint lint`: maps flags to one `LintRequest`, writes what `LintRunner` decided, exits with its status.
struct LintCommand: ParsableCommand, LintOptionGroups {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint snapshot sets: set folders, single files, or trees holding many sets."
    )

    @OptionGroup var sets: SetPathOptions
    @OptionGroup var expectations: SetExpectationOptions
    @OptionGroup var files: ReadingOptions
    @OptionGroup var reporting: LintReportingOptions
    @OptionGroup var runContext: RunContextOptions

    @Option(help: "Write the findings of this run (not those the ignore file covers) to a baseline file, and exit 0.")
    var writeBaseline: String?

    @Flag(
        help:
            "Lint only the sets with a file changed since the merge base of HEAD and the default branch (origin/HEAD, origin/main, origin/master, main, master), uncommitted and untracked files included; PATH defaults to the working directory."
    )
    var changed = false

    @Option(
        help: ArgumentHelp(
            "With --changed: compare with the merge base of HEAD and REF (a branch, tag or commit) instead.",
            valueName: "ref"))
    var since: String?

    @Option(
        help: ArgumentHelp(
            "Print the configuration that applies to the sets at PATH (YAML; JSON with --format json) and the files it came from, and exit.",
            valueName: "path"))
    var printConfig: String?

    func run() throws {
        if let printConfig {
            var request = try options.request()
            request.paths = [printConfig]
            let effective = try EffectiveConfiguration(request)
            try OutputWriter.write(
                request.reports.first?.format == .json ? effective.json : effective.yaml,
                to: request.reports.first?.path)
            return
        }
        var request = try options.request(writeBaseline: writeBaseline)
        if let since, !changed {
            throw LintError("--since \(since) goes with --changed (lint the sets changed since REF)")
        }
        if changed {
            request.changedSince = since.map(ChangeBase.revision) ?? .defaultBranch
            if request.paths.isEmpty && request.explicitFiles.isEmpty { request.paths = ["."] }
        }
        let progress = TerminalProgress.forRun(quiet: request.quiet)
        if let progress { request.progress = { progress.report($0) } }
        let outcome: LintOutcome
        do {
            defer { progress?.finish() }  // before the report is written
            outcome = try LintRunner.run(request)
        }
        try OutputWriter.write(outcome)
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }
}
