import Foundation

@testable import CMPLint
@testable import CMPLintCapture
@testable import CMPLintDocuments

/// Validates YAML text against the generated schemas, as an editor with the schema would: one call
/// per rule file, config file, capture matrix or README example.
enum SchemaValidation {
    static let rules = JSONSchemaValidator(RuleSchema.ruleFile)
    static let config = JSONSchemaValidator(ConfigSchema.configFile)
    static let captureMatrix = JSONSchemaValidator(CaptureMatrixSchema.matrixFile)

    /// Violations of the rule-file schema (`schema/cmplint-rules.schema.json`); empty when valid.
    static func ruleFileErrors(_ yaml: String, file: String = "test.yml") throws -> [String] {
        rules.errors(try json(yaml, file: file))
    }

    /// Violations of the config schema (`schema/cmplint-config.schema.json`); empty when valid.
    static func configErrors(_ yaml: String, file: String = ".cmplint.yml") throws -> [String] {
        config.errors(try json(yaml, file: file))
    }

    /// Violations of the capture matrix schema (`schema/cmplint-capture-matrix.schema.json`); empty when valid.
    static func captureMatrixErrors(_ yaml: String, file: String = "capture.yml") throws -> [String] {
        captureMatrix.errors(try json(yaml, file: file))
    }

    /// The YAML as JSON, the way cmplint reads rule options (YAML 1.2 core schema).
    static func json(_ yaml: String, file: String) throws -> JSONValue {
        try YAMLParser.parse(yaml, file: file)?.jsonValue() ?? .null
    }
}
