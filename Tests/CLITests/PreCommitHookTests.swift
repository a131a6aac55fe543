import CMPLint
import CMPLintDocuments
import Foundation
import Testing

/// `.pre-commit-hooks.yaml` (docs/ci.md, pre-commit): every hook has the keys pre-commit requires
/// (https://pre-commit.com/#creating-new-hooks), its `files` pattern picks the snapshot names, and
/// its entry with its default args, run as pre-commit runs it from the repository's root, lints the
/// sets there with the built binary standing in for `cmplint` on PATH.
struct PreCommitHookTests {
    struct Hook {
        let id: String
        let entry: String
        let language: String
        let files: String
        let args: [String]
        let passFilenames: Bool?
        let additionalDependencies: [String]
    }

    static func hooks() throws -> [Hook] {
        let file = ".pre-commit-hooks.yaml"
        let text = try String(contentsOf: CLIRunner.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        guard case .sequence(let nodes)? = try YAMLParser.parse(text, file: file)?.content else {
            throw LintError("\(file): no list of hooks")
        }
        return try nodes.map { node in
            let hook = try YAMLMapping(node, file: file, context: "hook")
            _ = try hook.requiredString("name")
            return Hook(
                id: try hook.requiredString("id"), entry: try hook.requiredString("entry"),
                language: try hook.requiredString("language"), files: try hook.string("files") ?? "",
                args: try hook.stringList("args") ?? [], passFilenames: try hook.bool("pass_filenames"),
                additionalDependencies: try hook.stringList("additional_dependencies") ?? [])
        }
    }

    @Test func hooksMatchSnapshotNamesOnly() throws {
        let hooks = try Self.hooks()
        #expect(hooks.map(\.id) == ["cmplint", "cmplint-bin", "cmplint-system"])
        #expect(hooks.map(\.language) == ["swift", "python", "system"])
        // The wheel hook pins the release it belongs to (packaging/pypi/make_wheel.py builds it).
        #expect(hooks.first { $0.id == "cmplint-bin" }?.additionalDependencies == ["cmplint-bin==\(ToolInfo.version)"])
        let matching = [
            "Snapshots/DE_de/OneTrustBannerData.json", "OneTrustPCData.json", "a/OneTrustVendorsData.json",
            "sets/US-CA_en/banner.json", "x/preferences.json", "x/pc.json", "x/vendors.json",
        ]
        let other = ["Package.json", "a/OneTrustBannerData.json.orig", "a/MyOneTrustBannerData.json", "a/banner.yml"]
        for hook in hooks {
            let pattern = try NSRegularExpression(pattern: hook.files)
            func matches(_ path: String) -> Bool {
                pattern.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
            }
            #expect(matching.allSatisfy(matches), "\(hook.id)")
            #expect(!other.contains(where: matches), "\(hook.id)")
            // Whole sets: a file passed on its own would be a partial set.
            #expect(hook.passFilenames == false && hook.args == ["."], "\(hook.id)")
        }
    }

    /// `language: swift` builds the package and puts its executables on PATH: the entry's command
    /// must be one of this package's executable products.
    @Test func entriesRunTheLinterOnTheRepository() throws {
        let manifest = try String(
            contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let repository = try temporaryFolder("pre-commit")
        defer { try? FileManager.default.removeItem(at: repository) }
        try copySample("clean/FR_fr", into: repository)
        for hook in try Self.hooks() {
            let words = hook.entry.split(separator: " ").map(String.init)
            #expect(words.first == "cmplint" && manifest.contains(".executable(name: \"cmplint\""), "\(hook.id)")
            let clean = try CLIRunner.run(Array(words.dropFirst()) + hook.args, in: repository)
            #expect(clean.status == 0, "\(hook.id): \(clean.stdout)\(clean.stderr)")
        }
        try copySample("broken/tc-string-leak", into: repository)
        for hook in try Self.hooks() {
            let words = hook.entry.split(separator: " ").map(String.init)
            let broken = try CLIRunner.run(Array(words.dropFirst()) + hook.args, in: repository)
            #expect(
                broken.status == 1 && broken.stdout.contains("tc-string-leak"),
                "\(hook.id): \(broken.stdout)\(broken.stderr)")
        }
    }
}
