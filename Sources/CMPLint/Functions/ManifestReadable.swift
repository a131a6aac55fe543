import CMPLintDocuments

/// Reports a capture manifest that cannot be read, where it is wrong: not JSON, a later schema
/// version, an unknown key, a field of the wrong shape (`CaptureManifest.read`). Such a manifest
/// says nothing reliable about the set, so the other checks skip it; reporting it keeps a broken
/// manifest from passing as no manifest at all.
package struct ManifestReadable: SetCheck {
    package static let summary = "The set's capture manifest, when it has one, must be a manifest cmplint can read."
    package static let options: [OptionSpec] = []
    package static let facts = [FactSpec("problem", "readable: what is wrong, as the manifest reader says it")]

    package init(options: FunctionOptions) throws(YAMLError) {}

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let manifest = set.manifest, case .failure(let error) = manifest.content else { return [] }
        var result = FunctionResult(facts: ["problem": .string(error.message)], position: error.position)
        result.inManifest = true
        return [result]
    }
}
