import ArgumentParser
import CMPLint
import CMPLintCLI
import CMPLintDocuments

/// `cmplint functions [NAME...]`: the functions rules can name, with their options, facts and
/// message cases.
struct FunctionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "functions",
        abstract: "List the functions rules can use, with their options, facts and message cases."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    @Argument(help: "Function names, e.g. equals (default: all).", completion: .list(FunctionRegistry.names))
    var names: [String] = []

    @Option(name: [.short, .long], help: "text (default), json or markdown.")
    var format: Format = .text

    @Option(name: [.short, .long], help: "Write the list to this file instead of standard output.")
    var output: String?

    func run() throws {
        for name in names where FunctionRegistry.function(named: name) == nil {
            let hint = didYouMean(name, among: FunctionRegistry.names).map { "; did you mean '\($0)'?" } ?? ""
            throw LintError("unknown function '\(name)'\(hint) (`cmplint functions` lists them)")
        }
        let functions = FunctionDocumentation.functions(named: names)
        let text: String
        switch format {
        case .text: text = FunctionDocumentation.text(functions)
        case .json: text = FunctionDocumentation.json(functions)
        case .markdown:
            text = FunctionDocumentation.markdown(functions, ruleset: try DefaultRuleset.load(examples: false))
        }
        try OutputWriter.write(text, to: output)
    }
}
