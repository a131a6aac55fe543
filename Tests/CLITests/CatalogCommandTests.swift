import Foundation
import Testing

/// `cmplint functions`, `cmplint rules --format json` and `cmplint schema` end to end.
struct CatalogCommandTests {
    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func functionsAsJSON() throws {
        let result = try CLIRunner.run(["functions", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let functions = try #require(try object(result.stdout)["functions"] as? [[String: Any]])
        let equals = try #require(functions.first { $0["name"] as? String == "equals" })
        let options = try #require(equals["options"] as? [[String: Any]])
        #expect(options.compactMap { $0["name"] as? String } == ["value", "expected", "caseInsensitive"])
        #expect(
            options.first { $0["name"] as? String == "expected" }?["values"] as? [String] == [
                "country", "region", "language", "geo",
            ])
    }

    @Test func oneFunctionAsTextAndUnknownNames() throws {
        let one = try CLIRunner.run(["functions", "truthy"])
        #expect(one.status == 0)
        #expect(one.stdout.hasPrefix("truthy  (node)\n"))
        #expect(!one.stdout.contains("falsy"))
        let unknown = try CLIRunner.run(["functions", "truthey"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("unknown function 'truthey'; did you mean 'truthy'?"))
        let markdown = try CLIRunner.run(["functions", "--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("# cmplint functions\n"))
    }

    @Test func rulesAsJSON() throws {
        let result = try CLIRunner.run(["rules", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let rules = try #require(try object(result.stdout)["rules"] as? [[String: Any]])
        let duplicateKey = try #require(rules.first { $0["id"] as? String == "duplicate-key" })
        #expect(duplicateKey["family"] as? String == "syntax")
        #expect(duplicateKey["function"] as? String == "duplicateKeys")
        #expect(duplicateKey["docs"] as? String == "docs/rules/duplicate-key.md")
        let one = try object(try CLIRunner.run(["rules", "duplicate-key", "--format", "json"]).stdout)
        #expect(one["id"] as? String == "duplicate-key")
        #expect(one["severity"] as? String == "warning")
    }

    @Test func schemaMatchesTheCommittedFiles() throws {
        let files = [
            ("rules", "cmplint-rules.schema.json"), ("config", "cmplint-config.schema.json"),
            ("capture-matrix", "cmplint-capture-matrix.schema.json"),
            ("capture-manifest", "cmplint-capture.schema.json"),
        ]
        for (kind, file) in files {
            let result = try CLIRunner.run(["schema", kind])
            #expect(result.status == 0, "\(result.stderr)")
            let committed = try String(
                contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("schema/\(file)"), encoding: .utf8)
            let upToDate = result.stdout == committed
            #expect(upToDate, "schema/\(file): regenerate with `swift run cmplint schema --output schema/`")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-schema-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = try CLIRunner.run(["schema", "--output", directory.path])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)) == Set(files.map(\.1)))
        #expect(try CLIRunner.run(["schema"]).status != 0)
    }
}
