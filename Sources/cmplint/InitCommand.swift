import ArgumentParser
import CMPLint
import CMPLintCLI
import CMPLintDocuments
import Foundation

/// `cmplint init [DIR]`: writes the starter `.cmplint.yml` that `StarterConfiguration` plans.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter .cmplint.yml with a sets: entry per snapshot set found under DIR.",
        discussion:
            "Country and language are guessed from folder names (DE, de, fr-CA, pt_BR, DE_de). An existing config file is never overwritten without --force."
    )

    @Argument(
        help: "The project folder to write .cmplint.yml into (default: the working directory).", completion: .directory)
    var directory = "."

    @Flag(help: "Replace an existing .cmplint.yml.")
    var force = false

    @Option(
        help: ArgumentHelp(
            "Skip folders and files matching GLOB (.gitignore syntax, relative to the working directory; repeatable); the file excludes them too.",
            valueName: "glob"))
    var exclude: [String] = []

    func run() throws {
        let starter = try StarterConfiguration(
            directory: directory, workingDirectory: FileManager.default.currentDirectoryPath, force: force,
            exclude: exclude)
        try SafeFileWriter.write(starter.text, to: starter.location)
        StandardStreams.error(
            "wrote \(starter.shown) with \(starter.setCount) \(starter.setCount == 1 ? "set" : "sets"); check the guessed countries and languages"
        )
    }
}
