import Foundation
import PackagePlugin

/// Embeds the package's `rules/*.yml` into the CMPLint library at build time (see cmplint-embed-rules).
@main
struct EmbedDefaultRules: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let rulesDirectory = context.package.directoryURL.appending(path: "rules")
        let ruleFiles = try FileManager.default
            .contentsOfDirectory(at: rulesDirectory, includingPropertiesForKeys: nil)
            .filter { ["yml", "yaml"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedDefaultRules.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default ruleset (\(ruleFiles.count) files from rules/)",
                executable: try context.tool(named: "cmplint-embed-rules").url,
                arguments: [output.path] + ruleFiles.map(\.path),
                inputFiles: ruleFiles,
                outputFiles: [output]
            )
        ]
    }
}
