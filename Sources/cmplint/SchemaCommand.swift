import ArgumentParser
import CMPLint
import CMPLintCLI
import CMPLintCapture
import CMPLintDocuments
import Foundation

/// `cmplint schema`: the JSON Schemas of rule files, `.cmplint.yml` and capture matrix files,
/// generated from cmplint's declarations; `--output schema/` rewrites the committed files.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract:
            "Print or write the JSON Schemas of rule files, .cmplint.yml and capture matrix files (for editors and CI).",
        discussion:
            "cmplint schema --output schema/ writes \(SchemaFiles.rulesFileName), \(SchemaFiles.configFileName), \(SchemaFiles.captureMatrixFileName) and \(SchemaFiles.captureManifestFileName)."
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case rules, config
        case captureMatrix = "capture-matrix"
        case captureManifest = "capture-manifest"
    }

    @Argument(
        help:
            "Print one schema: rules (rule files), config (.cmplint.yml), capture-matrix (cmplint capture --matrix FILE) or capture-manifest (cmplint-capture.json)."
    )
    var kind: Kind?

    @Option(name: [.short, .long], help: "Write the schemas (or the one named) into this folder.")
    var output: String?

    func validate() throws {
        if kind == nil && output == nil {
            throw ValidationError(
                "name a schema (rules, config, capture-matrix or capture-manifest) or give --output DIR")
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
        switch kind {
        case .rules: SchemaFiles.rulesFileName
        case .config: SchemaFiles.configFileName
        case .captureMatrix: SchemaFiles.captureMatrixFileName
        case .captureManifest: SchemaFiles.captureManifestFileName
        }
    }
}
