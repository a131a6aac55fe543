import CMPLintDocuments

/// JSON Schema of a capture manifest (`cmplint-capture.json`, committed as
/// `schema/cmplint-capture.schema.json`): the shape `CaptureManifest.read` accepts. The reader's
/// bounds (sizes, lengths, counts) are in the descriptions; the reader enforces them.
public enum CaptureManifestSchema {
    static let hash = SchemaValue.object(
        ("type", .string("string")), ("pattern", SchemaValue.whole("[0-9a-f]{64}")),
        ("description", .string("SHA-256, 64 lower-case hexadecimal digits.")))

    static func text(_ description: String, pattern: String? = nil) -> JSONValue {
        SchemaValue.object(
            ("type", .string("string")), ("pattern", pattern.map(SchemaValue.whole)),
            ("description", .string(description + " At most \(CaptureManifest.maxFieldLength) bytes.")))
    }

    static func closed(_ properties: [(String, JSONValue?)], required: [String], description: String) -> JSONValue {
        SchemaValue.object(
            ("type", .string("object")), ("description", .string(description)),
            ("properties", SchemaValue.object(properties)), ("required", SchemaValue.strings(required)),
            ("additionalProperties", .bool(false)))
    }

    public static var manifestFile: JSONValue {
        let fix = closed(
            [
                (
                    "rules",
                    SchemaValue.object(
                        ("type", .string("array")), ("minItems", .int(1)), ("items", SchemaValue.type("string")),
                        ("description", .string("The ids of the rules whose fixes the run applied, sorted.")))
                ),
                ("previousSha256", hash),
            ], required: ["rules", "previousSha256"],
            description: "A `cmplint fix` run that changed the file, and the file's SHA-256 before it.")
        let components = ComponentKind.allCases
        let file = closed(
            [
                ("component", SchemaValue.object(("enum", SchemaValue.strings(components.map(\.rawValue))))),
                (
                    "name",
                    SchemaValue.object(
                        ("enum", SchemaValue.strings(components.flatMap(\.acceptedFileNames))),
                        ("description", .string("The file's name in the set folder, one the component accepts.")))
                ),
                ("requestPath", text("The path requested, e.g. /cfw/cmp/v1/banner.", pattern: "/.*")),
                ("etag", text("The response's ETag, as sent; absent when the server sent none.")),
                ("sha256", hash),
                (
                    "size",
                    SchemaValue.object(
                        ("type", .string("integer")), ("minimum", .int(0)), ("description", .string("Bytes.")))
                ),
                (
                    "fixes",
                    SchemaValue.object(
                        ("type", .string("array")), ("items", fix),
                        ("description", .string("Oldest first, at most \(CaptureManifest.maxFixes).")))
                ),
            ], required: ["component", "name", "requestPath", "sha256", "size"],
            description: "A snapshot as cmplint last wrote it (captured, or changed by `cmplint fix`).")
        return SchemaValue.object(
            ("$schema", .string(RuleSchema.draft)),
            ("$comment", .string(SchemaFiles.generatedNote)),
            ("title", .string("cmplint capture manifest (\(CaptureManifest.fileName))")),
            (
                "description",
                .string(
                    "How, when and for which app and SDK `cmplint capture` captured the set beside it, and the "
                        + "SHA-256 of each snapshot. At most \(CaptureManifest.maxBytes / 1024) KB; no key may repeat.")
            ),
            ("type", .string("object")),
            (
                "properties",
                SchemaValue.object(
                    (
                        "schemaVersion",
                        SchemaValue.object(
                            ("type", .string("integer")), ("minimum", .int(1)),
                            (
                                "description",
                                .string("This cmplint writes and reads version \(CaptureManifest.schemaVersion).")
                            ))
                    ),
                    ("cmplintVersion", text("The version of the cmplint that captured the set.")),
                    (
                        "capturedAt",
                        text(
                            "When the capture ran, ISO 8601 in UTC to the second, e.g. 2026-11-28T09:30:00Z.",
                            pattern: "[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z")
                    ),
                    (
                        "appId",
                        closed(
                            [
                                (
                                    "kind",
                                    SchemaValue.object(
                                        (
                                            "enum",
                                            SchemaValue.strings(CaptureManifest.AppIdKind.allCases.map(\.rawValue))
                                        ))
                                ),
                                ("sha256", hash),
                            ], required: ["kind", "sha256"],
                            description:
                                "The OT-App-Id: test when it is the production id with -test; its SHA-256 as sent, unsalted. "
                                + "Never the id itself.")
                    ),
                    (
                        "request",
                        closed(
                            [
                                ("server", text("Scheme, host and port of the CMP API.")),
                                ("sdkVersion", text("OT-SDK-Version.", pattern: "[0-9]{6}\\.[0-9]{1,4}\\.[0-9]{1,4}")),
                                ("platform", text("OT-Platform; absent when not sent.")),
                                ("deviceType", text("OT-Device-Type.")),
                                ("cdnLocation", text("OT-CDN-Location.")),
                                ("country", text("OT-Country-Code, ISO 3166-1 alpha-2.")),
                                ("region", text("OT-Region-Code; absent when not sent.")),
                                ("language", text("OT-Language, a BCP 47 tag.")),
                            ],
                            required: ["server", "sdkVersion", "deviceType", "cdnLocation", "country", "language"],
                            description: "The request headers that chose what the CMP API answered, but the app id.")
                    ),
                    (
                        "files",
                        SchemaValue.object(
                            ("type", .string("array")), ("minItems", .int(1)), ("items", file),
                            ("description", .string("One entry per component written, at most one each.")))
                    )
                )
            ),
            (
                "required",
                SchemaValue.strings(["schemaVersion", "cmplintVersion", "capturedAt", "appId", "request", "files"])
            ),
            ("additionalProperties", .bool(false))
        )
    }
}
