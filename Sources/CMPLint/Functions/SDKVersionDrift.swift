import CMPLintDocuments
import CMPLintKnowledge

/// Reports a set captured for another OneTrust SDK release than the one the app links: the
/// manifest's `OT-SDK-Version` against what the app's own files declare (`SnapshotSet.linkedSDK`,
/// `LinkedSDKDiscovery`). OneTrust publishes the app's data per SDK version and tells apps to
/// "implement the SDK version that corresponds to the published API version" (install guides,
/// confirmed). Versions are compared at `YYYYMM.x`: the guides pin `X.X.0.0`, so that patch
/// releases share the published data is inferred, and a patch difference is not reported. A
/// declaration that names no exact version (a variable, a branch pin) is left out, never guessed
/// at, and a set whose app declares nothing readable is not reported.
package struct SDKVersionDrift: SetCheck {
    package static let summary =
        "The OT-SDK-Version a set was captured for must be the SDK release the app links (`YYYYMM.x`)."
    package static let options: [OptionSpec] = []
    package static let facts = [
        FactSpec("captured", "sdkVersion: the manifest's OT-SDK-Version"),
        FactSpec("linked", "sdkVersion: the SDK version the app declares, as written there"),
        FactSpec("declaredIn", "sdkVersion: where the app declares it (file:line, or archive!/entry)"),
        FactSpec("linkedHeader", "sdkVersion: the linked version as `OT-SDK-Version` takes it (YYYYMM.x.y)"),
    ]

    package init(options: FunctionOptions) throws(YAMLError) {}

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let (manifest, _, document) = set.readManifest,
            let captured = OneTrustSDKVersion(manifest.request.sdkVersion)
        else { return [] }
        return set.linkedSDK.compactMap { linked -> FunctionResult? in
            guard case .version(let version) = linked.declaration.value,
                version.difference(from: captured) == .release
            else { return nil }
            return .inManifest(
                document, at: "/request/sdkVersion",
                facts: [
                    "captured": .string(manifest.request.sdkVersion), "linked": .string(version.text),
                    "declaredIn": .string(linked.place), "linkedHeader": .string(version.description),
                ])
        }
    }
}
