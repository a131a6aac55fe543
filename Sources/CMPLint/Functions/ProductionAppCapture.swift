import CMPLintDocuments

/// Reports a set captured with a test app id (the production id with `-test`, recorded as
/// `appId.kind` in the manifest): the CMP API then answers with what the OneTrust console
/// published to the test environment, which need not be what production users get.
package struct ProductionAppCapture: SetCheck {
    package static let summary = "The set must have been captured with the production app id, not its `-test` id."
    package static let options: [OptionSpec] = []
    package static let facts = [
        FactSpec("sdkVersion", "productionApp: the OT-SDK-Version the set was captured for"),
        FactSpec("capturedDay", "the UTC day of the capture, e.g. 2026-11-28"),
    ]

    package init(options: FunctionOptions) throws(YAMLError) {}

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let (manifest, _, document) = set.readManifest, manifest.appId.kind == .test else { return [] }
        return [
            .inManifest(
                document, at: "/appId/kind",
                facts: [
                    "sdkVersion": .string(manifest.request.sdkVersion),
                    "capturedDay": .string(manifest.capturedAt.day),
                ])
        ]
    }
}
