import ArgumentParser
import CMPLintCLI

/// `cmplint gvl`: runs `cmplint-capture gvl` with the same arguments, standard streams and exit
/// status. Downloading the Global Vendor List uses the network, so, like `capture`, it is done by
/// that executable and no other command links networking code.
struct GVLLauncher: ParsableCommand {
    static let configuration = GVLHelp.configuration(commandName: "gvl")

    @Argument(parsing: .captureForPassthrough, help: "The subcommand and its options (see cmplint gvl --help).")
    var arguments: [String] = []

    func run() throws {
        throw ExitCode(try CaptureLauncher.launch(["gvl"] + arguments, for: "gvl"))
    }
}
