import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Snapshot text cannot inject anything into a report: a set folder named like a GitHub workflow
/// command, keys and server messages holding ESC/OSC sequences, C1 controls, bidirectional
/// overrides and `##[` reach every format escaped (`ReportText.visible` for the human and
/// line-based formats, JSON escapes for JSON, SARIF and Code Climate).
@Suite struct ReportInjectionTests {
    static let folder = "FR_fr\n::error file=x,line=1::pwned"
    static let key = "a\u{1B}]0;title\u{07}b"
    static let serverMessage = "c\u{9B}31m \u{202E}fdp.exe ##[error]x\r\n  ::warning::y"

    /// A tree holding one set in `folder`, whose banner repeats `key` and carries an error response
    /// quoting `serverMessage`.
    func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-injection-\(UUID().uuidString)")
        let set = root.appendingPathComponent("sets").appendingPathComponent(Self.folder)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let key = JSONValue.quoted(Self.key)
        let banner =
            #"{"errors": [{"code": "E\n::error::e", "message": \#(JSONValue.quoted(Self.serverMessage))}], "#
            + #""bannerUIData": {"general": {}}, \#(key): 1, \#(key): 2}"#
        try banner.write(to: set.appendingPathComponent("OneTrustBannerData.json"), atomically: true, encoding: .utf8)
        try #"{"pcUIData": {"general": {}}}"#.write(
            to: set.appendingPathComponent("OneTrustPCData.json"), atomically: true, encoding: .utf8)
        return root
    }

    /// Every format's text, and the step summary, for the planted project.
    func outputs() throws -> [(name: String, text: String)] {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let reports = ReportFormat.allCases.map { ReportRequest(format: $0, path: "\($0.rawValue).out") }
        let outcome = try LintRunner.run(
            LintRequest(
                paths: ["sets"], workingDirectory: root.path, reports: reports,
                stepSummaryFile: "summary.md"))
        #expect(outcome.report.findings.contains { $0.ruleId == "duplicate-key" && $0.pointer == "/" + Self.key })
        #expect(
            outcome.report.findings.contains {
                $0.ruleId == "error-response" && $0.message.contains(Self.serverMessage)
            })
        return outcome.outputs.map { output in
            switch output.destination {
            case .file(let path), .appendToFile(let path): return ((path as NSString).lastPathComponent, output.text)
            case .standardOutput: return ("stdout", output.text)
            }
        }
    }

    @Test func noFormatCarriesARawControlOrACommandSequence() throws {
        let outputs = try outputs()
        #expect(outputs.count == ReportFormat.allCases.count + 1)
        for (name, text) in outputs {
            let raw = text.unicodeScalars.filter { $0.actsOnDisplay && $0 != "\n" }
            #expect(raw.isEmpty, "\(name) holds raw \(raw.map { String($0.value, radix: 16) })")
            #expect(!text.contains("##["), "\(name)")
            for line in text.split(separator: "\n") {
                let trimmed = line.drop { $0.isWhitespace }
                guard trimmed.hasPrefix("::") else { continue }
                // Only the github format's own annotations start with `::`.
                #expect(
                    name == "github.out"
                        && ["::error file=", "::warning file=", "::notice file="].contains { trimmed.hasPrefix($0) },
                    "\(name): \(line)")
            }
        }
    }

    @Test func jsonFormatsKeepTheTextExactly() throws {
        for (name, text) in try outputs()
        where ["json.out", "sarif.out", "codeclimate.out", "rdjson.out"].contains(name) {
            let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
            let strings = allStrings(parsed)
            #expect(strings.contains { $0.contains(Self.serverMessage) }, "\(name)")
            #expect(strings.contains { $0.contains(Self.folder) }, "\(name)")
        }
    }

    @Test func humanFormatsShowTheEscapes() throws {
        let outputs = Dictionary(try outputs().map { ($0.name, $0.text) }, uniquingKeysWith: { a, _ in a })
        let shownFolder = #"FR_fr\n::error file=x,line=1::pwned"#
        #expect(outputs["stylish.out"]?.contains("sets/" + shownFolder + "/OneTrustBannerData.json") == true)
        #expect(outputs["stylish.out"]?.contains(#"/a\u001b]0;title\u0007b"#) == true)
        #expect(
            outputs["stylish.out"]?.contains(#"c\u009b31m \u202efdp.exe ##\u005berror]x\r\n  ::warning::y"#) == true)
        #expect(outputs["xcode.out"]?.contains(shownFolder) == true)
        #expect(outputs["junit.out"]?.contains(shownFolder) == true)
        #expect(outputs["github.out"]?.contains(#"FR_fr\n%3A%3Aerror file=x%2Cline=1%3A%3Apwned"#) == true)
        #expect(outputs["markdown.out"]?.contains(#"`sets/FR_fr\n::error file=x,line=1::pwned`"#) == true)
    }

    @Test func visibleEscapesWhatActsOnADisplay() {
        #expect(ReportText.visible("plain, ünïcode 🍪 and a back\\slash") == "plain, ünïcode 🍪 and a back\\slash")
        #expect(ReportText.visible("a\nb\rc\td") == #"a\nb\rc\td"#)
        #expect(
            ReportText.visible("\u{1B}[31mred\u{1B}]0;t\u{07}\u{7F}\u{85}\u{9B}")
                == #"\u001b[31mred\u001b]0;t\u0007\u007f\u0085\u009b"#)
        #expect(
            ReportText.visible("\u{202A}\u{202E}\u{2066}\u{2069}\u{200F}\u{2028}")
                == #"\u202a\u202e\u2066\u2069\u200f\u2028"#)
        #expect(ReportText.visible("::error::x") == #"\u003a:error::x"#)
        #expect(ReportText.visible(" \u{A0}::notice::x") == " \u{A0}\\u003a:notice::x")
        #expect(ReportText.visible("a ::b") == "a ::b")
        #expect(ReportText.visible("x ##[error]y ###[z] #[w]") == #"x ##\u005berror]y ###\u005bz] #[w]"#)
        #expect(JSONValue.quoted("\u{1B}\u{9B}\u{202E}ok ##[x]") == #""\u001b\u009b\u202eok ##\u005bx]""#)
    }

    private func allStrings(_ value: Any) -> [String] {
        switch value {
        case let s as String: return [s]
        case let a as [Any]: return a.flatMap(allStrings)
        case let d as [String: Any]: return d.keys.map { $0 } + d.values.flatMap(allStrings)
        default: return []
        }
    }
}
