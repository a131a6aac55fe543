import Foundation
import PackagePlugin

/// `swift package lint-snapshots [PATH...] [cmplint lint options]`: runs `cmplint lint` from the
/// package directory, so a package can lint its bundled snapshots without installing cmplint.
/// Output is streamed as cmplint writes it; a non-zero cmplint status fails the command.
@main
struct LintSnapshotsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try CMPLintCommandRun.run("lint", arguments, flags: CMPLintCommandRun.lintFlags, context: context)
    }
}
