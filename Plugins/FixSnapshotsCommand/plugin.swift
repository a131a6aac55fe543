import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory fix-snapshots [PATH...] [cmplint fix options]`:
/// runs `cmplint fix` from the package directory (default PATH: the package directory), so a
/// package can sanitise its bundled snapshots without installing cmplint. `--unsafe-fixes`,
/// `--dry-run`, `--diff` and lint's options pass through. Output is streamed as cmplint writes it; a
/// non-zero cmplint status fails the command.
@main
struct FixSnapshotsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try CMPLintCommandRun.run(
            "fix", arguments, flags: CMPLintCommandRun.lintFlags.union(["--unsafe-fixes", "--dry-run", "--diff"]),
            context: context)
    }
}
