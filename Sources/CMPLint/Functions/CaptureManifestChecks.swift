import CMPLintDocuments

/// The checks of a set's capture manifest (rules/provenance.yml), one function whose `check` option
/// says which. They share the manifest `capture` writes beside a set (`cmplint-capture.json`,
/// `SnapshotSet.manifest`); a set without one is not checked, as before manifests existed.
package struct CaptureManifestChecks: SetCheckFamily {
    package static let name = "captureManifest"
    package static let summary =
        "A set's capture manifest: readable, captured with a production app id, recently, and matching the snapshots (option `check`)."
    package static let checks: [(name: String, type: any SetCheck.Type)] = [
        ("readable", ManifestReadable.self), ("productionApp", ProductionAppCapture.self),
        ("age", CaptureAge.self), ("unmodified", SnapshotUnmodified.self), ("sdkVersion", SDKVersionDrift.self),
    ]
    package static let options = joinedOptions()
    package static let facts = joinedFacts()
    package static let messageCases = joinedMessageCases()

    package let check: any SetCheck

    package init(check: any SetCheck) { self.check = check }
}

extension SnapshotSet {
    /// The set's manifest when it has one that could be read; the checks other than `readable`
    /// skip a broken one, which `readable` reports.
    var readManifest: (manifest: CaptureManifest, file: SetManifest, document: JSONDocument)? {
        guard let file = manifest, let read = file.manifest, let document = file.document else { return nil }
        return (read, file, document)
    }
}

extension FunctionResult {
    /// A result at `pointer` of the manifest `document`.
    static func inManifest(
        _ document: JSONDocument, at pointer: String, facts: [String: JSONValue], case name: String? = nil
    ) -> FunctionResult {
        var result = FunctionResult(facts: facts, case: name, node: document.node(atPointer: pointer) ?? document.root)
        result.inManifest = true
        return result
    }
}
