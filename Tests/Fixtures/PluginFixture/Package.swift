// swift-tools-version:6.0
import PackageDescription

// An app-side package that bundles OneTrust snapshots and lints them with cmplint's plugins; built
// by Tests/CLITests/PluginIntegrationTests.swift. Two sets: one with a warning (duplicate-key), one
// with errors (a captured otConsentString), so the build prints both and fails.
let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ConsentSnapshots", targets: ["ConsentSnapshots"])
    ],
    dependencies: [
        .package(name: "cmplint", path: "../../..")
    ],
    targets: [
        .target(
            name: "ConsentSnapshots",
            resources: [.copy("Snapshots")],
            plugins: [.plugin(name: "LintSnapshotsPlugin", package: "cmplint")]
        )
    ]
)
