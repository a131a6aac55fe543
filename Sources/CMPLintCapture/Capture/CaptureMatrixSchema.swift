import CMPLint
import CMPLintDocuments

/// JSON Schema of a capture matrix file (`cmplint capture --matrix FILE`, committed as
/// `schema/cmplint-capture-matrix.schema.json`): the vocabulary `CaptureMatrix.parse` reads.
public enum CaptureMatrixSchema {
    public static var matrixFile: JSONValue {
        let language = SchemaValue.type("string", description: "BCP 47 language tag, e.g. de or pt-BR.")
        let entry = SchemaValue.object(
            ("type", .string("object")),
            ("description", .string("A geolocation and the languages the app supports there: one set per language.")),
            (
                "properties",
                .object(
                    RuleSchema.expectationProperties.filter { ["country", "region"].contains($0.key) }
                        + [
                            JSONMember(
                                key: "language",
                                value: SchemaValue.oneOrMany(
                                    language, minItems: 1,
                                    description: "A language, or a list of languages."))
                        ]
                )
            ),
            ("required", SchemaValue.strings(["country", "language"])),
            ("additionalProperties", .bool(false))
        )
        return SchemaValue.object(
            ("$schema", .string(RuleSchema.draft)),
            ("$comment", .string(SchemaFiles.generatedNote)),
            ("title", .string("cmplint capture matrix (--matrix FILE)")),
            (
                "description",
                .string(
                    "The sets `cmplint capture` fetches: each entry's country (and region) with each of its languages.")
            ),
            ("type", .string("object")),
            (
                "properties",
                SchemaValue.object(
                    (
                        "sets",
                        SchemaValue.object(
                            ("type", .string("array")),
                            (
                                "description",
                                .string("The geolocations to capture, at most \(CaptureMatrix.maxSets) sets in all.")
                            ),
                            ("minItems", .int(1)),
                            ("items", entry)
                        )
                    )
                )
            ),
            ("required", SchemaValue.strings(["sets"])),
            ("additionalProperties", .bool(false))
        )
    }
}

extension SchemaFiles {
    /// File name → JSON text of every committed schema file.
    public static func files() -> [(name: String, text: String)] {
        engineFiles() + [(captureMatrixFileName, CaptureMatrixSchema.matrixFile.prettyText() + "\n")]
    }
}
