import ArgumentParser
import CMPLintCLI

/// `cmplint gvl` (run by `cmplint` as `cmplint-capture gvl`): the Global Vendor List commands.
struct GVLCommand: ParsableCommand {
    static let configuration = GVLHelp.configuration(commandName: "cmplint gvl", subcommands: [GVLFetchCommand.self])
}
