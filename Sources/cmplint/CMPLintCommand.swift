import ArgumentParser
import CMPLint
import CMPLintDocuments

/// `cmplint`: the root command; `lint` is the default subcommand.
struct CMPLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cmplint",
        abstract: "Lint captured OneTrust CMP API snapshots (banner, preferences, vendors) before they ship.",
        discussion: """
            Exit status: 0 no finding at or above --fail-severity; 1 findings at or above it; \
            2 usage, configuration, rule-file or I/O error.
            """,
        version: ToolInfo.versionLine,
        subcommands: [
            LintCommand.self, FixCommand.self, CaptureLauncher.self, GVLLauncher.self, InitCommand.self,
            InspectCommand.self, DiffCommand.self, SimulateCommand.self, RulesCommand.self, TestRulesCommand.self,
            FunctionsCommand.self, SchemaCommand.self,
        ],
        defaultSubcommand: LintCommand.self
    )

    /// The names that choose a command (`help` included) rather than name a PATH.
    static let commandNames = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
}
