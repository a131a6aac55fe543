// swift-tools-version:6.0
import PackageDescription

/// The files of rules/, embedded in the CMPLint library.
let defaultRuleFiles = ["aliases.yml", "coherence.yml", "components.yml", "geo.yml", "language.yml", "leaks.yml", "sdk.yml", "suppressions.yml", "syntax.yml"]

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
        // Reads app artifacts (.ipa, .apk, .aab, .zip) entry by entry in memory (SnapshotArchive).
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // libyaml, the YAML parser for rule and config files.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The default ruleset travels inside the binary: Sources/CMPLint/DefaultRules is a link to
        // rules/ (the single source of truth), each file embedded as bytes. List a new rule file here
        // and in EmbeddedRuleFiles.swift; RuleFilesEmbeddedTests fails until both are done. (A
        // build-tool plugin would also work here, but SwiftPM skips it when an app builds cmplint as
        // a plugin's tool, so apps would see errors.)
        // libcurl for `cmplint capture`, loaded with dlopen on first use, never linked: no other
        // command pays for loading it, and cmplint runs where it is not installed.
        .target(
            name: "CCurlLoader",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        .target(
            name: "CMPLint",
            dependencies: ["CYAML", "CCurlLoader", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            resources: defaultRuleFiles.map { .embedInCode("DefaultRules/\($0)") }
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
        .testTarget(name: "CMPLintTests", dependencies: ["CMPLint", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        .testTarget(name: "CLITests", dependencies: ["CMPLint", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
    ]
)

// libFuzzer harnesses (Fuzz/, run by scripts/fuzz.sh): declared only when CMPLINT_FUZZ=1, so that
// `swift build` and `swift test` never see them. The script builds them into their own build folder
// with `-sanitize=fuzzer,address`.
if Context.environment["CMPLINT_FUZZ"] == "1" {
    package.targets += [
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CMPLint", "CLibFuzzer"], path: "Fuzz/FuzzSupport"),
    ]
    for harness in ["fuzz-json", "fuzz-yaml", "fuzz-tcf-v2", "fuzz-tcf-v1", "fuzz-gpp", "fuzz-ac", "fuzz-us-privacy",
                    "fuzz-ot-consent", "fuzz-personal-data", "fuzz-lint"] {
        package.targets.append(.executableTarget(name: harness, dependencies: ["CMPLint", "FuzzSupport"], path: "Fuzz/Harnesses/\(harness)"))
    }
}
