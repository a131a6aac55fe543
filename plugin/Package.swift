// swift-tools-version:6.0
import PackageDescription

// cmplint's SwiftPM plugins running the prebuilt binary of a release (an artifact bundle, SE-0305),
// so an app's build never compiles cmplint and needs no libyaml. Published on its own as the
// package github.com/cmplint/cmplint-plugin by .github/workflows/release.yml, which replaces the
// path-based binary target below with the release's `.binaryTarget(url:checksum:)`
// (`scripts/dist.py plugin-manifest`). In this repository the path target serves a local build:
// `make dist`, then unzip .build/dist/cmplint.artifactbundle.zip into this folder.
// The plugins' sources are the source-built plugins' (links into ../Plugins).
let package = Package(
    name: "cmplint-plugin",
    products: [
        .plugin(name: "LintSnapshotsPlugin", targets: ["LintSnapshotsBuildTool"]),
        .plugin(name: "LintSnapshotsCommand", targets: ["LintSnapshotsCommand"]),
        .plugin(name: "FixSnapshotsCommand", targets: ["FixSnapshotsCommand"]),
    ],
    targets: [
        .binaryTarget(name: "cmplint", path: "cmplint.artifactbundle"),
        .plugin(
            name: "LintSnapshotsBuildTool",
            capability: .buildTool(),
            dependencies: ["cmplint"]
        ),
        .plugin(
            name: "LintSnapshotsCommand",
            capability: .command(
                intent: .custom(
                    verb: "lint-snapshots",
                    description: "Lint OneTrust CMP API snapshots with cmplint (default PATH: the package directory)."
                )),
            dependencies: ["cmplint"]
        ),
        .plugin(
            name: "FixSnapshotsCommand",
            capability: .command(
                intent: .custom(
                    verb: "fix-snapshots",
                    description:
                        "Apply cmplint's fixes to OneTrust CMP API snapshots (default PATH: the package directory)."
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "cmplint fix rewrites the snapshot files it fixes, in place.")
                ]),
            dependencies: ["cmplint"]
        ),
    ]
)
