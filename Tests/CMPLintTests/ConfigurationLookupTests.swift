import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Config lookup from the linted paths, baselines relative to their file and scoped to the sets
/// linted, each file linted once, `--print-config` and `cmplint init`, at the library level.
@Suite(.serialized)
struct ConfigurationLookupTests {
    /// root/project/{.cmplint.yml, snapshots/<name>/…} with the clean German sample's files.
    func project(sets names: [String], config: String? = "failSeverity: warning\n") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-lookup-\(UUID().uuidString)")
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("samples/clean/DE_de")
        for name in names {
            let folder = root.appendingPathComponent("project/snapshots/\(name)")
            try FileManager.default.createDirectory(
                at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: sample, to: folder)
        }
        if let config {
            try config.write(to: root.appendingPathComponent("project/.cmplint.yml"), atomically: true, encoding: .utf8)
        }
        return root
    }

    /// The batch lookup (each folder asked once) finds for every folder what a lookup of its own
    /// finds, whichever folder comes first and whether the nearest file is above or inside.
    @Test func theBatchLookupFindsWhatEachLookupFinds() throws {
        let root = try project(sets: ["DE_de", "FR_fr", "AT_de"])
        defer { try? FileManager.default.removeItem(at: root) }
        let snapshots = root.appendingPathComponent("project/snapshots")
        try "extends: none\n".write(
            to: snapshots.appendingPathComponent("FR_fr/.cmplint.yml"), atomically: true, encoding: .utf8)
        let folders =
            ["FR_fr", "DE_de", "FR_fr", "AT_de", "."].map { snapshots.appendingPathComponent($0).path } + [root.path]
        let one = folders.map { Configuration.find(from: $0) }
        #expect(Configuration.find(fromEach: folders) == one)
        #expect(Configuration.find(fromEach: Array(folders.reversed())) == Array(one.reversed()))
        #expect(one[0]?.hasSuffix("snapshots/FR_fr/.cmplint.yml") == true)
        #expect(one[1]?.hasSuffix("project/.cmplint.yml") == true)
        #expect(one[5] == nil || one[5]?.hasPrefix(root.path) == false)
    }

    @Test func theConfigComesFromThePathNotTheWorkingDirectory() throws {
        let root = try project(sets: ["DE_de"])
        defer { try? FileManager.default.removeItem(at: root) }
        let fromRoot = try LintRunner.run(
            LintRequest(paths: ["project/snapshots"], workingDirectory: root.path, stepSummaryFile: nil))
        let fromInside = try LintRunner.run(
            LintRequest(paths: ["snapshots"], workingDirectory: root.path + "/project", stepSummaryFile: nil))
        #expect(fromRoot.failSeverity == .warning)
        #expect(fromInside.failSeverity == .warning)
        #expect(fromRoot.configuration.file == "project/.cmplint.yml")
    }

    @Test func aNestedConfigInsideTheTreeAppliesToItsSetsInLint() throws {
        let root = try project(sets: ["DE_de", "FR_fr"])
        defer { try? FileManager.default.removeItem(at: root) }
        try "extends: none\n".write(
            to: root.appendingPathComponent("project/snapshots/FR_fr/.cmplint.yml"), atomically: true, encoding: .utf8)
        let request = LintRequest(paths: ["project/snapshots"], workingDirectory: root.path, stepSummaryFile: nil)
        let outcome = try LintRunner.run(request)
        #expect(outcome.report.sets.map(\.path) == ["project/snapshots/DE_de", "project/snapshots/FR_fr"])
        #expect(
            outcome.outputs.first?.text.hasSuffix(
                "configs project/.cmplint.yml (1 set), project/snapshots/FR_fr/.cmplint.yml (1 set) · ignore file none\n"
            )
                == true)
        // The other commands still read one configuration per run.
        #expect(throws: LintError.self) { try EffectiveConfiguration(request) }
        // --config names one for the whole run.
        let named = try LintRunner.run(
            LintRequest(
                paths: ["project/snapshots"], configFile: "project/.cmplint.yml",
                workingDirectory: root.path, stepSummaryFile: nil))
        #expect(named.report.sets.count == 2)
    }

    @Test func relativePathsWalkUp() {
        #expect(RelativePath.from("/repo/c", to: "/repo/a/b.json") == "../a/b.json")
        #expect(RelativePath.from("/repo", to: "/repo/a/b.json") == "a/b.json")
        #expect(RelativePath.absolute("../a/b.json", against: "/repo/c") == "/repo/a/b.json")
    }

    @Test func baselineEntriesOfSetsNotLintedAreNotFixed() throws {
        let root = try project(sets: ["DE_de", "FR_fr"], config: "sets:\n  - path: snapshots/*\n    country: US\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let written = try LintRunner.run(
            LintRequest(
                paths: ["project/snapshots"], workingDirectory: root.path, reports: [],
                writeBaseline: "project/baseline.json", stepSummaryFile: nil))
        for output in written.outputs {
            if case .file(let path) = output.destination {
                try output.text.write(toFile: path, atomically: true, encoding: .utf8)
            }
        }
        let baseline = try Baseline.load(file: root.appendingPathComponent("project/baseline.json").path)
        #expect(baseline.entries.allSatisfy { $0.file.hasPrefix("snapshots/") })
        // One set linted from another directory: its findings are known, the other set's entries are not "fixed".
        let one = try LintRunner.run(
            LintRequest(
                paths: ["snapshots/DE_de"], workingDirectory: root.path + "/project",
                baselineFile: "baseline.json", stepSummaryFile: nil))
        #expect(one.report.findings.isEmpty)
        #expect(!one.report.suppressed.isEmpty)
        #expect(one.report.fixedSinceBaseline.isEmpty)
    }

    @Test func aFolderAndAFileInsideItAreOneSet() throws {
        let root = try project(sets: ["DE_de"], config: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = try SnapshotDiscovery.discover(
            paths: ["project/snapshots/DE_de/OneTrustBannerData.json", "project/snapshots", "./project/snapshots/"],
            workingDirectory: root.path)
        #expect(sources.count == 1)
        #expect(sources.first?.isPartial == false)
    }

    @Test func printConfigSaysWhereEachValueCameFrom() throws {
        let root = try project(sets: ["DE_de"], config: "rules:\n  duplicate-key: off\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let effective = try EffectiveConfiguration(
            LintRequest(paths: ["project/snapshots/DE_de"], workingDirectory: root.path, stepSummaryFile: nil))
        #expect(effective.yaml.contains("configFile: project/.cmplint.yml"))
        #expect(effective.yaml.contains("\"off\":\n- duplicate-key"))  // quoted: YAML 1.1 reads a bare off as false
        #expect(
            effective.yaml.contains("geoFrom: folder name 'DE_de'")
                || effective.yaml.contains("geoFrom: \"folder name 'DE_de'\""))
        #expect(try YAMLParser.parse(effective.yaml, file: "printed.yml")?.jsonValue() == effective.value)
    }

    @Test func folderNamesAreGuessed() {
        #expect(FolderNameGuess.guess("DE").country == "DE")
        #expect(FolderNameGuess.guess("de").language == "de")
        #expect(FolderNameGuess.guess("fr-CA").country == "CA")
        #expect(FolderNameGuess.guess("pt_BR").language == "pt-BR")
        #expect(FolderNameGuess.guess("ios") == SetExpectations())
        let nested = FolderNameGuess.expectations(folders: ["DE", "de"])
        #expect(nested.country == "DE" && nested.language == "de")
    }

    @Test func theStarterIsValidAgainstTheSchemaAndLoads() throws {
        let root = try project(sets: ["DE", "fr-CA", "misc"], config: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let starter = try StarterConfiguration(directory: "project", workingDirectory: root.path)
        #expect(starter.setCount == 3)
        #expect(try SchemaValidation.configErrors(starter.text).isEmpty)
        try starter.text.write(toFile: starter.location, atomically: true, encoding: .utf8)
        let configuration = try Configuration.load(file: starter.location)
        #expect(configuration.sets.count == 3)
        #expect(throws: LintError.self) { try StarterConfiguration(directory: "project", workingDirectory: root.path) }
        #expect(try StarterConfiguration(directory: "project", workingDirectory: root.path, force: true).setCount == 3)
    }
}
