import ArgumentParser

/// What `cmplint gvl` says about itself, shared by `cmplint` (which lists it and runs
/// `cmplint-capture gvl`) and `cmplint-capture` (which does the work), so the help cannot drift.
public enum GVLHelp {
    public static func configuration(
        commandName: String, subcommands: [any ParsableCommand.Type] = []
    ) -> CommandConfiguration {
        CommandConfiguration(
            commandName: commandName,
            abstract: "Download IAB Europe's Global Vendor List (GVL v3), to pin it beside your snapshots.",
            subcommands: subcommands
        )
    }
}
