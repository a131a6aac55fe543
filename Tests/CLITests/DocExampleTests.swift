import ArchiveFixtures
import Foundation
import Testing

/// Every example command of README.md and docs/ (not docs/rules/ and docs/functions.md, which are
/// generated) runs against the built `cmplint`, as `DocExample` describes, so no example goes stale.
/// Each page's examples run in order in a folder of their own, like a user's project: a copy of
/// `samples/`, `Snapshots/` (the clean samples' sets) and `MyApp/Snapshots/` (a clean `DE_de` and
/// the `US-CA_en` set with a leaked consent string), `MyApp.ipa` (the same two sets in an iOS app),
/// and `.git`, so that no config above the folder is read.
struct DocExampleTests {
    static let pages: [String] = {
        let docs = CLIRunner.repositoryRoot.appendingPathComponent("docs")
        let found = FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? []
        let pages = found.filter { $0.hasSuffix(".md") && !$0.hasPrefix("rules/") && $0 != "functions.md" }
        return ["README.md"] + pages.sorted().map { "docs/" + $0 }
    }()

    static func workspace() throws -> URL {
        let root = try temporaryFolder("doc-examples")
        let files = FileManager.default
        let samples = CLIRunner.repositoryRoot.appendingPathComponent("samples")
        func copy(_ sample: String, to path: String) throws {
            let target = root.appendingPathComponent(path)
            try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.copyItem(at: samples.appendingPathComponent(sample), to: target)
        }
        try files.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try copy("", to: "samples")
        try copy("clean", to: "Snapshots")
        try copy("clean/DE_de", to: "MyApp/Snapshots/DE_de")
        try copy("broken/ot-consent-string-leak/US-CA_en", to: "MyApp/Snapshots/US-CA_en")
        var entries: [ZipWriter.Entry] = []
        for set in ["DE_de", "US-CA_en"] {
            let folder = root.appendingPathComponent("MyApp/Snapshots/\(set)")
            for file in try files.contentsOfDirectory(atPath: folder.path).sorted() {
                let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
                entries.append(ZipWriter.Entry("Payload/MyApp.app/\(set)/\(file)", [UInt8](bytes)))
            }
        }
        try ZipWriter.archive(entries).write(to: root.appendingPathComponent("MyApp.ipa"))
        return root
    }

    /// `command` through `/bin/sh` in `folder`, with the built `cmplint` first on `PATH`.
    static func shell(_ command: String, in folder: URL) throws -> CLIRunner.Result {
        let script = command.replacingOccurrences(of: "swift run cmplint", with: "cmplint")
        let bin = CLIRunner.executable.deletingLastPathComponent().path
        return try CLIRunner.run(
            ["-c", script], in: folder, executable: URL(fileURLWithPath: "/bin/sh"),
            environment: [
                "PATH": "\(bin):/usr/bin:/bin", "HOME": folder.path,
                "NO_COLOR": "1", "GITHUB_ACTIONS": "", "CI": "",
            ])
    }

    @Test(arguments: pages) func everyExampleRuns(page: String) throws {
        let text = try String(contentsOf: CLIRunner.repositoryRoot.appendingPathComponent(page), encoding: .utf8)
        let examples = try DocExample.parse(text, file: page)
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        for example in examples {
            let place = "\(page):\(example.line)"
            switch example.kind {
            case .notRun:
                continue
            case .script(let commands):
                for command in commands {
                    let result = try Self.shell(command, in: folder)
                    #expect(
                        result.status == 0 || result.status == 1,
                        "\(place): `\(command)` exited \(result.status): \(result.stderr)")
                }
            case .transcript(let steps):
                for step in steps {
                    let result = try Self.shell(step.command, in: folder)
                    if let status = step.status {
                        #expect(
                            result.status == status,
                            "\(place): `\(step.command)` exited \(result.status), the page shows \(status)")
                    } else {
                        #expect(
                            result.status == 0 || result.status == 1,
                            "\(place): `\(step.command)` exited \(result.status): \(result.stderr)")
                    }
                    let missing = DocExample.firstMissing(step.shown, in: result.stdout + result.stderr)
                    #expect(
                        missing == nil,
                        "\(place): `\(step.command)` does not print \"\(missing ?? "")\"; it printed:\n\(result.stdout)\(result.stderr)"
                    )
                }
            }
        }
    }

    /// Opting out stays rare and explained: every opted-out block gives its reason (`parse` throws
    /// otherwise), and at most one runnable block in four of all the pages is left out.
    @Test func optOutsAreRareAndExplained() throws {
        var examples: [DocExample] = []
        for page in Self.pages {
            let text = try String(contentsOf: CLIRunner.repositoryRoot.appendingPathComponent(page), encoding: .utf8)
            examples += try DocExample.parse(text, file: page)
        }
        let skipped = examples.filter { if case .notRun = $0.kind { return true } else { return false } }
        #expect(
            skipped.count * 4 <= examples.count,
            "\(skipped.count) of \(examples.count) examples are not run: \(skipped.map { "\($0.file):\($0.line)" })")
    }

    @Test func aTranscriptIsCheckedLineByLineInOrder() throws {
        let page = """
            <!-- example: not run (a real server) -->
            ```sh
            cmplint capture --app-id x
            ```

            ```
            $ cmplint lint a \\
            $ echo $?
            1
            $ cmplint rules
            first
            …
            last
            ```

            ```sh
            # a comment
            cmplint lint a \\
                --quiet
            ```

            ```sh
            #!/bin/sh
            if true; then cmplint lint a; fi
            ```
            """
        let examples = try DocExample.parse(page, file: "page.md")
        #expect(
            examples.map(\.kind) == [
                .notRun(reason: "a real server"),
                .transcript([
                    .init(command: "cmplint lint a \\", status: 1),
                    .init(command: "cmplint rules", shown: ["first", "last"]),
                ]),
                .script(["cmplint lint a --quiet"]),
                .script(["#!/bin/sh\nif true; then cmplint lint a; fi"]),
            ])
        #expect(DocExample.firstMissing(["first", "last"], in: "first\nmiddle\nlast  \n") == nil)
        #expect(DocExample.firstMissing(["last", "first"], in: "first\nmiddle\nlast\n") == "first")
        #expect(throws: ExampleError.self) {
            try DocExample.parse("<!-- example: skip -->\n```sh\nx\n```\n", file: "p.md")
        }
    }
}
