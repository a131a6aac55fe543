import CMPLintDocuments
import CMPLintKnowledge

extension CaptureManifest {
    /// The manifest as written: keys in a fixed order, optional fields left out when absent, two
    /// spaces of indentation and a final line break, so the same capture writes the same bytes
    /// and a change to it reads well in a diff.
    public var json: JSONValue {
        func members(_ pairs: [(String, JSONValue?)]) -> JSONValue {
            .object(pairs.compactMap { key, value in value.map { JSONMember(key: key, value: $0) } })
        }
        return members([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("cmplintVersion", .string(cmplintVersion)),
            ("capturedAt", .string(ISO8601Date.dateTimeText(capturedAt.milliseconds))),
            ("appId", members([("kind", .string(appId.kind.rawValue)), ("sha256", .string(appId.sha256))])),
            (
                "request",
                members([
                    ("server", .string(request.server)),
                    ("sdkVersion", .string(request.sdkVersion)),
                    ("platform", request.platform.map(JSONValue.string)),
                    ("deviceType", .string(request.deviceType)),
                    ("cdnLocation", .string(request.cdnLocation)),
                    ("country", .string(request.country)),
                    ("region", request.region.map(JSONValue.string)),
                    ("language", .string(request.language)),
                ])
            ),
            (
                "files",
                .array(
                    files.map { file in
                        members([
                            ("component", .string(file.component.rawValue)),
                            ("name", .string(file.name)),
                            ("requestPath", .string(file.requestPath)),
                            ("etag", file.etag.map(JSONValue.string)),
                            ("sha256", .string(file.sha256)),
                            ("size", .int(file.size)),
                            (
                                "fixes",
                                file.fixes.isEmpty
                                    ? nil
                                    : .array(
                                        file.fixes.map { fix in
                                            members([
                                                ("rules", .array(fix.rules.map(JSONValue.string))),
                                                ("previousSha256", .string(fix.previousSHA256)),
                                            ])
                                        })
                            ),
                        ])
                    })
            ),
        ])
    }

    /// The file's bytes.
    public var bytes: [UInt8] { Array((json.prettyText() + "\n").utf8) }
}
