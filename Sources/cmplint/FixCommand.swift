import ArgumentParser
import CMPLint
import CMPLintCLI

/// `cmplint fix`: maps flags to one `FixRequest`, writes what `FixRunner` decided (the fixed files
/// are already written), exits with its status.
struct FixCommand: ParsableCommand, LintOptionGroups {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Apply the rules' automatic fixes to snapshot files, then lint again and report what is left.",
        discussion: """
            Safe fixes are applied by default; --unsafe-fixes adds the unsafe ones. Each file is replaced \
            atomically, keeping its permissions; a file that changed since it was read, a read-only file or a \
            symbolic link is not written (exit 2). Exit status as lint's; with --dry-run, 1 when a file would change.
            """
    )

    @OptionGroup var sets: SetPathOptions
    @OptionGroup var expectations: SetExpectationOptions
    @OptionGroup var files: ReadingOptions
    @OptionGroup var reporting: LintReportingOptions
    @OptionGroup var runContext: RunContextOptions

    @Flag(
        help:
            "Also apply unsafe fixes (they may remove more than the problem, e.g. a logo URL carrying a consent string)."
    )
    var unsafeFixes = false

    @Flag(
        help:
            "Write nothing: print a unified diff of what would change, report what would be left, and exit 1 when a file would change."
    )
    var dryRun = false

    @Flag(
        help:
            "Print a unified diff of what changes (consent strings and identifiers redacted unless --show-personal-data)."
    )
    var diff = false

    func run() throws {
        let request = FixRequest(lint: try options.request(), unsafeFixes: unsafeFixes, dryRun: dryRun, showDiff: diff)
        let outcome = try FixRunner.run(request)
        try OutputWriter.write(outcome.lint)
        if outcome.lint.exitStatus != 0 { throw ExitCode(outcome.lint.exitStatus) }
    }
}
