import Foundation
import Testing

/// `cmplint test-rules`: users' own rules are tested like the default ones, from their examples.
struct TestRulesCommandTests {
    func config(_ examples: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-test-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(".cmplint.yml")
        try """
        extends: none
        rules:
          banner-country-de:
            summary: The banner is captured for Germany.
            severity: error
            scope: [banner]
            given: '#AppConfig.countryCode'
            then: {function: equals, functionOptions: {value: DE}}
            message: "the banner was captured for {{value}}, not DE"
            examples:
        \(examples)
        """.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func passingExamplesExitZeroWithACount() throws {
        let file = try config(
            """
                  pass:
                    - {name: German capture, banner: '{"appConfig": {"countryCode": "DE"}}'}
                  fail:
                    - {name: French capture, banner: '{"appConfig": {"countryCode": "FR"}}', findings: ['banner#/appConfig/countryCode']}
            """)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try CLIRunner.run(["test-rules", file.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("2 examples of 1 rules: 2 passed, 0 failed"))
    }

    @Test func aWrongExampleExitsOneNamingItsFileAndLine() throws {
        let file = try config(
            """
                  pass:
                    - {name: German capture, banner: '{"appConfig": {"countryCode": "DE"}}'}
                  fail:
                    - {name: wrongly expected, banner: '{"appConfig": {"countryCode": "DE"}}', findings: ['banner#/appConfig/countryCode']}
            """)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try CLIRunner.run(["test-rules", file.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(file.path):14:"))
        #expect(
            result.stdout.contains(
                "banner-country-de failing example 'wrongly expected': expected banner#/appConfig/countryCode, got none"
            ))
        #expect(result.stdout.contains("2 examples of 1 rules: 1 passed, 1 failed"))
    }
}
