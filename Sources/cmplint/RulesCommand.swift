import ArgumentParser
import CMPLint
import CMPLintCLI
import CMPLintDocuments
import Foundation

/// `cmplint rules [ID]`: lists the rules in force, or shows one rule with its examples; with
/// `--format markdown` renders the documentation pages (all of them into `--output DIR`).
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules in force, or show one rule's description and examples."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @Argument(help: "A rule id, e.g. ot-consent-string-leak.", completion: RuleIdCompletion.kind)
    var id: String?

    @Option(
        name: [.long, .customShort("c")],
        help: "Config file (default: the nearest .cmplint.yml from the working directory up to the repository root).")
    var config: String?

    @Flag(help: "Read no config file: the default rules only.")
    var isolated = false

    @Option(
        name: [.short, .long],
        help: "text (default), markdown (the pages under docs/rules/) or json (every rule as written, for tools).")
    var format: Format = .text

    @Option(
        name: [.short, .long],
        help:
            "With --format markdown and no ID: write one page per rule and an index into this folder; with --format json: write the list to this file."
    )
    var output: String?

    func run() throws {
        let configuration = try LintRunner.loadConfiguration(LintRequest(configFile: config, isolated: isolated))
        let ruleset = try configuration.ruleset()
        if let id {
            var found = ruleset.rule(id)
            if found == nil, let off = try configuration.ruleTurnedOff(id) {
                StandardStreams.error(
                    "rule '\(id)' is off: \(off.place) turns it off ('\(id): off'); to turn it on, "
                        + "remove that line or give a severity ('\(id): \(off.rule.defaultSeverity.rawValue)')")
                found = off.rule
            }
            guard let rule = found else {
                let hint = didYouMean(id, among: ruleset.ids).map { "; did you mean '\($0)'?" } ?? ""
                throw LintError("unknown rule '\(id)'\(hint) (`cmplint rules` lists them)")
            }
            switch format {
            case .text: try StandardStreams.print(RuleDocumentation.page(rule), terminator: "")
            case .markdown: try StandardStreams.print(RuleMarkdown.page(rule), terminator: "")
            case .json: try StandardStreams.print(RuleDocumentation.json(rule).prettyText())
            }
            return
        }
        switch (format, output) {
        case (.json, let file):
            try OutputWriter.write(RuleDocumentation.json(ruleset), to: file)
        case (.text, _):
            try StandardStreams.print(RuleDocumentation.list(ruleset), terminator: "")
        case (.markdown, nil):
            try StandardStreams.print(
                RuleMarkdown.pages(ruleset).map(\.text).joined(separator: "\n---\n\n"), terminator: "")
        case (.markdown, let directory?):
            try SafeFileWriter.createFolder(directory)
            for page in RuleMarkdown.pages(ruleset) {
                try OutputWriter.write(page.text, to: (directory as NSString).appendingPathComponent(page.name))
            }
        }
    }
}
