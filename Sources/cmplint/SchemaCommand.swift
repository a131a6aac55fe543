import ArgumentParser
import CMPLint
import Foundation

/// `cmplint schema`: the JSON Schemas of rule files and `.cmplint.yml`, generated from the functions'
/// declarations; `--output schema/` rewrites the committed files.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print or write the JSON Schemas of rule files and .cmplint.yml (for editors and CI).",
        discussion: "cmplint schema --output schema/ writes \(SchemaFiles.rulesFileName) and \(SchemaFiles.configFileName)."
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case rules, config
    }

    @Argument(help: "Print one schema: rules (rule files) or config (.cmplint.yml).")
    var kind: Kind?

    @Option(help: "Write both schemas into this folder.")
    var output: String?

    func validate() throws {
        if kind == nil && output == nil {
            throw ValidationError("name a schema (rules or config) or give --output DIR")
        }
    }

    func run() throws {
        let files = SchemaFiles.files()
        if let output {
            try SafeFileWriter.createFolder(output)
            for file in files where kind == nil || file.name == name(of: kind!) {
                try OutputWriter.write(file.text, to: (output as NSString).appendingPathComponent(file.name))
            }
            return
        }
        if let kind, let file = files.first(where: { $0.name == name(of: kind) }) {
            try OutputWriter.write(file.text, to: nil)
        }
    }

    private func name(of kind: Kind) -> String {
        kind == .rules ? SchemaFiles.rulesFileName : SchemaFiles.configFileName
    }
}
