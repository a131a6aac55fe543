import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// The set's platform (config, app artifact, folder layout) and the advice it decides: the
/// `logo-not-bundled` fix text names the platform's logo API, and `logos:` accepts only the logos
/// the platform has.
struct PlatformTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-platform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Copies the sample `broken/logo-not-bundled/US-CA_en` set (its banner has a logo URL) to `relative` under the
    /// test's folder. Android's `res/raw` takes lower-case names only, so there the files are renamed.
    func placeSample(at relative: String) throws {
        let target = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for name in ["OneTrustBannerData.json", "OneTrustPCData.json"] {
            let saved = relative.contains("/res/raw") ? name.lowercased() : name
            try Data(ZipFixture.sample("broken/logo-not-bundled/US-CA_en/\(name)")).write(
                to: target.appendingPathComponent(saved))
        }
    }

    /// What a lint run of `path` (under the test's folder) makes of each set: platform, where it
    /// came from, and the advice of its `logo-not-bundled` findings.
    func run(_ path: String, config: String? = nil) throws -> [(platform: AppPlatform, from: String?, advice: [String])]
    {
        if let config {
            try config.write(to: folder.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        }
        let outcome = try LintRunner.run(LintRequest(paths: [path], workingDirectory: folder.path, reports: []))
        return outcome.report.sets.map { set in
            let advice = outcome.report.findings.filter { $0.setPath == set.path && $0.ruleId == "logo-not-bundled" }
                .compactMap(\.howToFix)
            return (set.expectations.platform, set.expectations.platformSource?.description, advice)
        }
    }

    @Test(arguments: [
        ("app/src/main/assets/onetrust/US-CA_en", AppPlatform.android, "folder layout 'src/main/assets'"),
        ("app/src/release/assets/US-CA_en", .android, "folder layout 'src/release/assets'"),
        ("app/src/main/res/raw", .android, "folder layout 'res/raw'"),
        ("app/src/main/res/raw-de", .android, "folder layout 'res/raw-de'"),
        ("MyApp/Resources/en.lproj", .ios, "folder layout 'en.lproj'"),
        ("MyApp/Assets.xcassets/OneTrust.dataset", .ios, "folder layout 'Assets.xcassets'"),
        ("mobile/ios/OneTrust/US-CA_en", .ios, "folder layout 'ios'"),
        ("mobile/android/app/onetrust/US-CA_en", .android, "folder layout 'android'"),
    ])
    func theFolderLayoutTellsThePlatform(path: String, platform: AppPlatform, from: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try placeSample(at: path)
        let sets = try run(path)
        #expect(!sets.isEmpty && sets.allSatisfy { $0.platform == platform && $0.from == from })
    }

    @Test func anXcodeProjectBesideAFolderAboveTheSetMakesItIOS() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try placeSample(at: "MyApp/MyApp/Resources/OneTrust/US-CA_en")
        #expect(try run("MyApp").map(\.platform) == [.unknown])
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("MyApp/MyApp.xcodeproj"), withIntermediateDirectories: true)
        let sets = try run("MyApp")
        #expect(sets.map(\.platform) == [.ios])
        #expect(sets.map(\.from) == ["folder layout 'MyApp.xcodeproj'"])
    }

    @Test func aFolderThatSaysNothingLeavesThePlatformUnknownAndTheAdviceNamesBoth() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try placeSample(at: "snapshots/US-CA_en")
        let sets = try run("snapshots")
        #expect(sets.map(\.platform) == [.unknown])
        let advice = try #require(sets.first?.advice.first)
        #expect(advice.contains("OTOfflineData.LogoData") && advice.contains("setBannerLogo"))
    }

    @Test(arguments: [
        ("app-release.apk", AppPlatform.android), ("app.aab", .android), ("MyApp.ipa", .ios), ("MyApp.IPA", .ios),
    ])
    func theAppArtifactTellsThePlatform(name: String, platform: AppPlatform) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try ZipFixture.write(
            try ZipFixture.sampleSet("clean/US-CA_en", at: "onetrust/US-CA_en"), to: folder.appendingPathComponent(name)
        )
        let sets = try run(name)
        #expect(sets.map(\.platform) == [platform])
        #expect(sets.map(\.from) == ["app artifact '\(name)'"])
    }

    @Test func aZipIsToldByTheLayoutInsideIt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try ZipFixture.write(
            try ZipFixture.sampleSet("clean/US-CA_en", at: "Payload/MyApp.app"),
            to: folder.appendingPathComponent("build.zip"))
        #expect(try run("build.zip").map(\.from) == ["folder layout 'MyApp.app'"])
    }

    @Test func theConfigWinsOverTheLayoutAndASetsEntryOverTheTopLevel() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try placeSample(at: "app/src/main/assets/US-CA_en")
        try placeSample(at: "shared/US-CA_en")
        let sets = try run(
            ".",
            config: """
                platform: ios
                sets:
                  - path: app/src/main/assets/*
                    platform: android
                """)
        #expect(sets.map(\.platform) == [.android, .ios])
        #expect(sets.map(\.from) == ["config file .cmplint.yml", "config file .cmplint.yml"])
    }

    @Test func logoNotBundledNamesThePlatformsLogoAPI() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try placeSample(at: "android/app/src/main/assets/US-CA_en")
        try placeSample(at: "ios/MyApp/en.lproj")
        let sets = try run(".")
        #expect(sets.map(\.platform) == [.android, .ios])
        let android = try #require(sets[0].advice.first)
        let ios = try #require(sets[1].advice.first)
        #expect(
            android.contains("OTConfiguration.OTConfigurationBuilder.setBannerLogo(...)")
                && !android.contains("OTOfflineData"))
        #expect(ios.contains("OTOfflineData.LogoData") && !ios.contains("setBannerLogo"))
    }

    @Test func theDocumentedConfigurationExampleLoads() throws {
        let yaml = try docYAML("docs/configuration.md", after: "# Configuration")
        #expect(try SchemaValidation.configErrors(yaml).isEmpty)
        #expect(try !SchemaValidation.configErrors("platform: windows\n").isEmpty)
        let config = try Configuration.parse(text: yaml, file: "/p/.cmplint.yml")
        #expect(config.platform == .ios)
        #expect(config.sets.map(\.expectations.platform) == [.unknown, .unknown, .android])
        #expect(config.expectations(forDirectory: "/p/snapshots/eu/DE")?.platform == .ios)
    }

    @Test func printConfigAndInspectSayWhichPlatformAndWhy() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try placeSample(at: "app/src/main/assets/US-CA_en")
        let request = LintRequest(paths: ["app"], workingDirectory: folder.path, reports: [], stepSummaryFile: nil)
        let effective = try EffectiveConfiguration(request)
        #expect(effective.json.contains("\"platform\": \"android\""))
        #expect(effective.json.contains("folder layout 'src/main/assets'"))
        let set = try #require(try LintSetup(request).sources.first)
        let expectations = LintRunner.expectations(for: set, request: request, configuration: Configuration())
        #expect(InspectionWords.meantFor(expectations).hasSuffix("platform Android (folder layout 'src/main/assets')"))
    }

    @Test func aRuleMayRunOnOnePlatformAndNameIt() throws {
        let config = try Configuration.parse(
            text: """
                extends: none
                rules:
                  android-assets-only:
                    summary: s
                    scope: [banner]
                    when: [{expected: platform, in: [android]}]
                    then: {function: truthy, field: bannerUIData}
                    message: "the {{expected.platform}} banner has no bannerUIData"
                """, file: "/p/.cmplint.yml")
        let linter = Linter(ruleset: try config.ruleset())
        func messages(_ platform: AppPlatform) -> [String] {
            linter.lint(
                snapshotSet([.banner: #"{"appConfig": {}}"#], expectations: SetExpectations(platform: platform))
            ).map(\.message)
        }
        #expect(messages(.android) == ["the android banner has no bannerUIData"])
        #expect(messages(.ios).isEmpty && messages(.unknown).isEmpty)
    }

    @Test func logosThePlatformDoesNotHaveAreALocatedConfigError() throws {
        let entry = "sets:\n  - path: app\n    platform: android\n    logos: [banner, att]\n"
        #expect(throws: YAMLError.self) { try Configuration.parse(text: entry, file: "/p/.cmplint.yml") }
        do { _ = try Configuration.parse(text: entry, file: "/p/.cmplint.yml") } catch {
            #expect(
                String(describing: error)
                    == "/p/.cmplint.yml:4:12: logo 'att' does not exist on Android (its 'platform'): an Android app can supply banner, preferences, ageGate"
            )
        }
        let topLevel = "platform: android\nsets:\n  - path: app\n    logos: [att]\n"
        do {
            _ = try Configuration.parse(text: topLevel, file: "/p/.cmplint.yml")
            Issue.record("no error")
        } catch {
            #expect(
                String(describing: error).hasPrefix(
                    "/p/.cmplint.yml:4:12: logo 'att' does not exist on Android (the config's top-level 'platform')"))
        }
        // An iOS set, or one whose platform is unknown, may bundle the ATT logo.
        for platform in ["platform: ios\n", ""] {
            let config = try Configuration.parse(
                text: platform + "sets:\n  - path: app\n    logos: [att]\n", file: "/p/.cmplint.yml")
            #expect(config.sets.first?.expectations.bundledLogos == [.att])
        }
        #expect(throws: YAMLError.self) {
            try Configuration.parse(text: "platform: windows\n", file: "/p/.cmplint.yml")
        }
    }
}
