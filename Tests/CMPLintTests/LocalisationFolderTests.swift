import Foundation
import Testing

@testable import CMPLint

/// iOS and Android localisation folders say which language the snapshots bundled in them are for.
struct LocalisationFolderTests {
    @Test(arguments: [
        ("de.lproj", "de"), ("pt-BR.lproj", "pt-BR"), ("zh-Hans.lproj", "zh-Hans"), ("pt_BR.lproj", "pt-BR"),
        ("German.lproj", "de"),
        ("raw-de", "de"), ("raw-pt-rBR", "pt-BR"), ("raw-b+zh+Hans", "zh-Hans"), ("raw-b+sr+Latn", "sr-Latn"),
        ("raw-mcc262-de", "de"),
        ("raw-de-night", "de"),
    ])
    func eachFormNamesItsLanguage(folder: String, language: String) {
        #expect(LocalisationFolder.language(ofFolder: folder) == language)
    }

    @Test(arguments: ["Base.lproj", "raw", "raw-night", "raw-v21", "values-de", "de", "DE_de", "onetrust"])
    func otherNamesNameNoLanguage(folder: String) {
        #expect(LocalisationFolder.language(ofFolder: folder) == nil)
    }

    @Test func aLanguageFolderUnderAssetsCountsOnlyThere() {
        #expect(LocalisationFolder.language(ofDirectory: "/app/src/main/assets/de")?.tag == "de")
        #expect(LocalisationFolder.language(ofDirectory: "/app/src/main/assets/pt-BR")?.tag == "pt-BR")
        #expect(LocalisationFolder.language(ofDirectory: "/app/src/main/assets/js") == nil)
        #expect(LocalisationFolder.language(ofDirectory: "/app/snapshots/de") == nil)
        let expected = SetExpectations(localisationFolder: "/App/fr.lproj")
        #expect(expected?.language == "fr" && expected?.country == nil)
        #expect(expected?.languageSource == .folderName("fr.lproj"))
    }

    @Test func initGuessesTheLanguageOfALocalisationFolder() {
        #expect(
            FolderNameGuess.guess("pt-BR.lproj")
                == SetExpectations(language: "pt-BR", languageSource: .folderName("pt-BR.lproj")))
        #expect(FolderNameGuess.guess("raw-b+zh+Hans").language == "zh-Hans")
        let nested = FolderNameGuess.expectations(folders: ["app", "src", "main", "res", "raw-de"])
        #expect(nested.language == "de" && nested.country == nil)
    }

    /// An English capture bundled in `fr.lproj` is meant for French: a language-mismatch error, not
    /// a language-unknown info.
    @Test func anEnglishCaptureInAFrenchLocalisationIsAMismatch() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-lproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("MyApp/fr.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["OneTrustBannerData.json", "OneTrustPCData.json"] {
            try FileManager.default.copyItem(
                at: repositoryRoot.appendingPathComponent("samples/clean/US-CA_en/" + name),
                to: folder.appendingPathComponent(name))
        }
        let outcome = try LintRunner.run(
            LintRequest(paths: ["MyApp"], workingDirectory: root.path, reports: [], stepSummaryFile: nil))
        let mismatches = outcome.report.findings.filter { $0.ruleId == "language-mismatch" }
        #expect(!mismatches.isEmpty)
        #expect(mismatches.allSatisfy { $0.severity == .error })
        #expect(
            mismatches.first?.message.contains("but the set is meant for French (fr) (from the folder name 'fr.lproj')")
                == true,
            "\(mismatches.map(\.message))")
        #expect(!outcome.report.findings.contains { $0.ruleId == "language-unknown" })
        #expect(outcome.report.sets.first?.expectations.country == nil)
    }

    @Test func theStarterConfigurationGuessesAndroidResRawFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-raw-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let samples = repositoryRoot.appendingPathComponent("samples/clean")
        for (folder, set) in [("raw-de", "DE_de"), ("raw-b+ar", "AE_ar")] {
            let target = root.appendingPathComponent("app/res/" + folder)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: samples.appendingPathComponent(set + "/OneTrustBannerData.json"),
                to: target.appendingPathComponent("onetrust_banner_data.json"))
            try FileManager.default.copyItem(
                at: samples.appendingPathComponent(set + "/OneTrustPCData.json"),
                to: target.appendingPathComponent("ot_pc.json"))
        }
        let starter = try StarterConfiguration(directory: "app", workingDirectory: root.path)
        #expect(starter.setCount == 2)
        #expect(starter.text.contains("  - path: \"res/raw-b+ar\"\n    # country: DE"), "\(starter.text)")
        #expect(
            starter.text.contains("    language: ar               # from the folder name 'raw-b+ar'"), "\(starter.text)"
        )
        #expect(
            starter.text.contains("    language: de               # from the folder name 'raw-de'"), "\(starter.text)")
    }
}
