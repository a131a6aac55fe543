import ArgumentParser
import CMPLint

/// `cmplint rules [ID]`: lists the rules in force, or shows one rule with its examples.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules in force, or show one rule's description and examples."
    )

    @Argument(help: "A rule id, e.g. ot-consent-string-leak.")
    var id: String?

    @Option(help: "Config file (default: the nearest .cmplint.yml from the working directory up).")
    var config: String?

    func run() throws {
        let configuration = try LintRunner.loadConfiguration(LintRequest(configFile: config))
        let ruleset = try configuration.ruleset(defaults: try DefaultRuleset.load())
        guard let id else {
            print(RuleDocumentation.list(ruleset), terminator: "")
            return
        }
        guard let rule = ruleset.rule(id) else {
            let hint = didYouMean(id, among: ruleset.ids).map { "; did you mean '\($0)'?" } ?? ""
            throw LintError("unknown rule '\(id)'\(hint) (`cmplint rules` lists them)")
        }
        print(RuleDocumentation.page(rule), terminator: "")
    }
}
