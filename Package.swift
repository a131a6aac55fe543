// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cmplint",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CMPLint", targets: ["CMPLint"]),
        .executable(name: "cmplint", targets: ["cmplint"]),
        // For app packages: lint bundled snapshots on every build (diagnostics inline) or on demand.
        .plugin(name: "LintSnapshotsPlugin", targets: ["LintSnapshotsBuildTool"]),
        .plugin(name: "LintSnapshotsCommand", targets: ["LintSnapshotsCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libyaml, the YAML parser for rule and config files.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Turns rules/*.yml into Swift string literals so the default ruleset travels inside the binary.
        .executableTarget(name: "cmplint-embed-rules"),
        .plugin(
            name: "EmbedDefaultRules",
            capability: .buildTool(),
            dependencies: ["cmplint-embed-rules"]
        ),
        .target(
            name: "CMPLint",
            dependencies: ["CYAML"],
            plugins: ["EmbedDefaultRules"]
        ),
        .executableTarget(
            name: "cmplint",
            dependencies: [
                "CMPLint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Build-tool plugin: `cmplint lint` over the snapshot files a target bundles, as Xcode diagnostics.
        .plugin(
            name: "LintSnapshotsBuildTool",
            capability: .buildTool(),
            dependencies: ["cmplint"]
        ),
        // Command plugin: `swift package lint-snapshots [PATH...] [options]`.
        .plugin(
            name: "LintSnapshotsCommand",
            capability: .command(intent: .custom(
                verb: "lint-snapshots",
                description: "Lint OneTrust CMP API snapshots with cmplint (default PATH: the package directory)."
            )),
            dependencies: ["cmplint"]
        ),
        // Parser throughput benchmark: cmplint's JSON parser against Foundation's JSONSerialization.
        .executableTarget(name: "cmplint-bench", dependencies: ["CMPLint"]),
        .testTarget(name: "CMPLintTests", dependencies: ["CMPLint"]),
        .testTarget(name: "CLITests", dependencies: ["CMPLint"]),
    ]
)
