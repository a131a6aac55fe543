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
        help: "Config file (default: the nearest .cmplint.yml from the working directory up to the repository root).")
    var config: String?

    @Flag(help: "Read no config file: run the default rules' examples only.")
    var isolated = false

    func run() throws {
        let configuration = try LintRunner.loadConfiguration(LintRequest(configFile: config, isolated: isolated))
        let ruleset = try configuration.ruleset()
        let (checked, failures) = RuleExampleCheck.run(ruleset)
        for failure in failures { try StandardStreams.print(failure.description) }
        let rules = ruleset.rules.filter { !$0.examples.isEmpty }.count
        try StandardStreams.print(
            "\(checked) examples of \(rules) rules: \(checked - failures.count) passed, \(failures.count) failed")
        if !failures.isEmpty { throw ExitCode(1) }
    }
}
