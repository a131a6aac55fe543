import ArgumentParser
import CMPLint
import CMPLintCLI
import Foundation

/// `cmplint test-rules [CONFIG]`: runs the examples of every rule in force (a config's own rules
/// included), exit 1 when one fails.
struct TestRulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test-rules",
        abstract: "Run the passing and failing examples of the rules in force (your config's custom rules included)."
    )

    @Argument(
        help: ArgumentHelp(
            "Config file (default: the nearest .cmplint.yml from the working directory up to the repository root).",
            valueName: "config"),
        completion: .file(extensions: ["yml", "yaml"]))
    var configArgument: String?

    @Option(
        name: [.long, .customShort("c")],
        help: "Config file, as CONFIG (as every command that reads a config takes it).",
        completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    @Flag(help: "Read no config file: run the default rules' examples only.")
    var isolated = false

    @Flag(name: [.long, .customShort("q")], help: "Print only the failing examples, not the count of those checked.")
    var quiet = false

    func validate() throws {
        if config != nil && configArgument != nil {
            throw ValidationError("give the config file once: as CONFIG or with --config")
        }
    }

    func run() throws {
        let configuration = try LintRunner.loadConfiguration(
            LintRequest(configFile: config ?? configArgument, isolated: isolated))
        let ruleset = try configuration.ruleset()
        let (checked, failures) = RuleExampleCheck.run(ruleset)
        for failure in failures { try StandardStreams.print(failure.description) }
        let rules = ruleset.rules.filter { !$0.examples.isEmpty }.count
        if !quiet {
            try StandardStreams.print(
                "\(checked) examples of \(rules) rules: \(checked - failures.count) passed, \(failures.count) failed")
        }
        if !failures.isEmpty { throw ExitCode(1) }
    }
}
