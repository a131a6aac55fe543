import ArgumentParser
@testable import cmplint
import XCTest

/// `LintArgumentScanner` must give exactly the command swift-argument-parser gives, and give up
/// (nil, so that swift-argument-parser parses) on everything it does not read the same way.
final class LintArgumentScannerTests: XCTestCase {
    /// The whole command, every property wrapper's state included: a property the scanner left
    /// unset shows as a definition where swift-argument-parser's command holds a value.
    private func dumped(_ command: any ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    private func scanned(_ arguments: [String]) -> LintCommand? {
        LintArgumentScanner.command(arguments, commandNames: CMPLintCommand.commandNames)
    }

    func testScannedCommandsEqualSwiftArgumentParsersOnes() throws {
        let lists: [[String]] = [
            [],
            ["lint"],
            ["samples"],
            ["lint", "samples/clean/DE_de", "samples/clean/FR_fr"],
            ["a", "--format", "json", "-f", "sarif=out.sarif", "--strict", "b"],
            ["--format=junit=report.xml", "x"],
            ["x", "--country", "DE", "--region", "BY", "--language", "de", "-c", "cfg.yml", "--ignore-file", "ign.yml",
             "--show-personal-data", "--max-file-size", "64MB"],
            ["x", "-o", "out.txt", "--fail-severity", "warning", "--max-warnings", "3", "--statistics", "-q",
             "--max-findings-per-rule", "5", "--baseline", "b.json", "--color", "never"],
            ["--quiet", "--color=always", "--max-warnings=0", "x"],
            ["--banner", "b.json", "--preferences", "p.json", "--vendors", "v.json"],
            ["lint", "--write-baseline", "baseline.json", "x"],
            ["lint", "--print-config", "x", "--format", "json"],
            ["lint", "x", "--require-meant-for"],
            ["lint", "x", "--isolated", "--quiet"],
        ]
        for arguments in lists {
            let scanned = try XCTUnwrap(scanned(arguments), "\(arguments)")
            let parsed = try CMPLintCommand.parseAsRoot(arguments)
            XCTAssertTrue(parsed is LintCommand, "\(arguments)")
            XCTAssertEqual(dumped(scanned), dumped(parsed), "\(arguments)")
        }
    }

    func testTheComparisonSeesAValueThatDiffers() throws {
        let scanned = try XCTUnwrap(scanned(["x", "--color", "never"]))
        XCTAssertNotEqual(dumped(scanned), dumped(try CMPLintCommand.parseAsRoot(["x", "--color", "always"])))
        XCTAssertNotEqual(dumped(scanned), dumped(try CMPLintCommand.parseAsRoot(["x"])))
    }

    func testGivesUpOnWhatSwiftArgumentParserReadsOtherwiseOrRejects() {
        let lists: [[String]] = [
            ["--version"], ["--help"], ["-h"], ["help"], ["lint", "--help"],
            ["fix", "x"], ["rules"], ["lint", "inspect"],
            ["x", "--output", "a", "--output", "b"], ["--strict", "--strict"], ["--strict=yes"],
            ["x", "--", "-y"], ["--format", "-x"], ["--format"], ["-fjson"], ["-qf", "json"],
            ["--color", "purple"], ["--max-warnings", "many"], ["--max-warnings", "-1"], ["--fail-severity", "fatal"],
            ["--format", "yaml"], ["--unknown", "x"], ["-"], [""], ["x", "--output="], ["x", "--config", ""],
        ]
        for arguments in lists {
            XCTAssertNil(scanned(arguments), "\(arguments)")
        }
    }

    /// Every spelling of every `lint` option in its help (which swift-argument-parser writes from the
    /// command's definition) is one the scanner reads, and no other: an option added to `lint`
    /// fails here until the scanner reads it.
    func testReadsEveryOptionOfLintAndNoOther() throws {
        let help = LintCommand.helpMessage(columns: 10_000)
        let pattern = try NSRegularExpression(pattern: #"^\s+(?:(-[a-z]), )?(--[a-z-]+)"#, options: .anchorsMatchLines)
        var spellings: Set<String> = []
        for match in pattern.matches(in: help, range: NSRange(help.startIndex..., in: help)) {
            for group in 1...2 {
                if let range = Range(match.range(at: group), in: help) { spellings.insert(String(help[range])) }
            }
        }
        spellings.subtract(["-h", "--help", "--version"])
        XCTAssertGreaterThan(spellings.count, 20)
        XCTAssertEqual(spellings, LintArgumentScanner.spellings)
    }
}
