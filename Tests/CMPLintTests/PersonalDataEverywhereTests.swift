import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// E-mail addresses and identifiers of no recognisable shape stay out of every output: e-mail
/// addresses are found by shape (in URL parameters too, percent-encoded or not), `uid=` is an
/// identifier parameter, `fix` hides the values the leak rules found (a customer number under
/// `dsidText`, an e-mail under `OT_Identifier`) in its summary, diff and JSON, and a baseline's stale
/// entries hide the identifiers their messages were written with.
@Suite struct PersonalDataEverywhereTests {
    static let email = "jane.doe@example.com"
    static let customerNumber = "CUST-0012345"

    // MARK: - E-mail addresses by shape

    @Test func eMailAddressesAreFoundByShapeAndOthersAreNot() {
        func found(_ text: String) -> [String] {
            PersonalDataFinder.matches(in: text).filter { $0.kind == .emailAddress }.map {
                String(decoding: Array(text.utf8)[$0.range], as: UTF8.self)
            }
        }
        #expect(found("Write to jane.doe@example.com.") == ["jane.doe@example.com"])
        #expect(
            found("https://cdn.example.com/logo.png?email=jane.doe%40example.co.uk&x=1") == ["jane.doe%40example.co.uk"]
        )
        #expect(found("mailto:a+tag@sub.example.org?subject=x") == ["a+tag@sub.example.org"])
        #expect(found("\"…ok .x@y.de\"") == ["x@y.de"])
        for text in [
            "@media screen", "user@localhost", "a@b.c", "a@b..de", "@example.com", "x@example.c0m", "100% @ 40",
        ] {
            #expect(found(text).isEmpty, "\(text)")
        }
        #expect(
            PersonalDataRedaction.text("contact jane.doe@example.com today")
                == "contact [redacted e-mail address, 20 chars, #\(StableHash.hex(Self.email).prefix(6))] today")
    }

    @Test func eachAtSignCostsBoundedReadingWhateverTheTextRepeats() {
        // Every "%40" a candidate whose local part would run back to the start of the text, and
        // every "@" one whose domain would run to its end: RFC 5321's lengths bound both.
        for text in [
            String(repeating: "x%40", count: 250_000), String(repeating: "a@", count: 250_000),
            String(repeating: "b.", count: 500_000) + "@",
        ] {
            let start = ContinuousClock.now
            #expect(PersonalDataFinder.matches(in: text).allSatisfy { $0.kind != .emailAddress })
            #expect(ContinuousClock.now - start < .seconds(5))
        }
        let longest = String(repeating: "l", count: 64) + "@" + String(repeating: "d", count: 252) + ".de"
        #expect(PersonalDataFinder.matches(in: "<\(longest)>").map(\.kind) == [.emailAddress])
        #expect(PersonalDataFinder.matches(in: "<l\(longest)>").allSatisfy { $0.kind != .emailAddress })
        #expect(PersonalDataFinder.matches(in: "<\(longest)e>").allSatisfy { $0.kind != .emailAddress })
    }

    @Test func uidIsAnIdentifierParameter() {
        let matches = PersonalDataFinder.matches(in: "https://cdn.example.com/l.png?uid=8812345&size=2")
        #expect(matches.map(\.kind) == [.identifier] && matches.first?.value == "8812345")
    }

    /// A logo URL and a button label carrying an e-mail address (percent-encoded and not) and a
    /// `uid=`: no inspect, diff or simulate format shows them, unless `--show-personal-data`.
    @Test func inspectDiffAndSimulateHideEMailAddressesAndUIDsInURLs() throws {
        let sets = GeneratedSets()
        defer { sets.remove() }
        let url = "https://cdn.example.com/logo.png?email=jane.doe%40example.com&uid=8812345"
        try sets.copy(
            "clean/US-CA_en",
            edits: [
                .banner: { document in
                    set(&document, ["bannerUIData", "logo", "url"], url)
                    set(&document, ["bannerUIData", "buttons", "acceptAll", "text"], "Accept (\(Self.email))")
                }
            ])
        let secrets = ["jane.doe", "8812345"]
        func outputs(revealing: Bool) throws -> [String] {
            let reading = LintRequest(
                paths: ["US-CA_en"], workingDirectory: sets.root.path, revealPersonalData: revealing)
            var outputs = try InspectionFormat.allCases.map {
                try InspectRunner.run(InspectRequest(lint: reading, format: $0)).text
            }
            outputs += try InspectionFormat.allCases.map { format in
                try DiffRunner.run(
                    DiffRequest(
                        old: repositoryRoot.appendingPathComponent("samples/clean/US-CA_en").path, new: "US-CA_en",
                        reading: reading, format: format)
                ).text
            }
            outputs += try SimulationFormat.allCases.map { format in
                try SimulateRunner.run(
                    SimulateRequest(lint: reading, conditions: StartConditions(loadOffline: true), format: format)
                ).text
            }
            return outputs
        }
        for text in try outputs(revealing: false) {
            #expect(!secrets.contains { text.contains($0) }, "\(text.prefix(300))")
        }
        let revealed = try outputs(revealing: true)
        #expect(revealed[0].contains("email=jane.doe%40example.com&uid=8812345") && revealed[0].contains(Self.email))
        #expect(
            revealed.suffix(SimulationFormat.allCases.count).allSatisfy { $0.contains("8812345") },
            "simulate shows the logo URL when revealing")
    }

    // MARK: - fix

    /// A set whose preferences carry an e-mail address as `OT_Identifier` and a customer number as
    /// `dsIdDetails.dsidText` (the identifier-leak sample's shape, OneTrust's Get Preference Center Data).
    func leakingSet() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-pd-\(UUID().uuidString)")
            .path
        let sample = repositoryRoot.appendingPathComponent("samples/broken/identifier-leak/US-CA_en").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: sample, toPath: folder + "/US-CA_en")
        let file = folder + "/US-CA_en/OneTrustPCData.json"
        let text = try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(
                of: "\"OT_Identifier\": \"5c0f7e2a-93d1-4b6e-8a4f-2d7c9b1e6a30\"",
                with: "\"OT_Identifier\": \"\(Self.email)\""
            )
            .replacingOccurrences(of: "\"dsidText\": \"\"", with: "\"dsidText\": \"\(Self.customerNumber)\"")
        #expect(text.contains(Self.email) && text.contains(Self.customerNumber))
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return folder
    }

    func fix(_ folder: String, revealing: Bool, dryRun: Bool, format: ReportFormat) throws -> FixOutcome {
        let lint = LintRequest(
            paths: ["US-CA_en"], workingDirectory: folder, revealPersonalData: revealing,
            reports: [ReportRequest(format: format)], stepSummaryFile: nil)
        return try FixRunner.run(FixRequest(lint: lint, dryRun: dryRun, showDiff: true))
    }

    @Test(arguments: [ReportFormat.stylish, .json])
    func fixsSummaryDiffAndJSONHideEMailAndCustomerNumberIdentifiers(_ format: ReportFormat) throws {
        let folder = try leakingSet()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dryRun = try fix(folder, revealing: false, dryRun: true, format: format)
        let text = dryRun.lint.outputs.map(\.text).joined()
        #expect(!text.contains("jane.doe") && !text.contains("0012345"), "\(text)")
        #expect(text.contains("[redacted identifier, 12 chars]") && text.contains("[redacted identifier, 20 chars, #"))
        let applied = dryRun.summary.files.flatMap(\.fix.applied)
        #expect(
            applied.map(\.before) == [
                "\"[redacted identifier, 12 chars]\"",
                "\"[redacted identifier, 20 chars, #\(StableHash.hex(Self.email).prefix(6))]\"",
            ])
        let diff = try #require(dryRun.summary.files.first?.diff)
        #expect(
            diff.contains("-      \"dsidText\": \"[redacted identifier, 12 chars]\",\n+      \"dsidText\": \"\",\n"))
        // --show-personal-data shows them, in the diff and the summary.
        let revealed = try fix(folder, revealing: true, dryRun: true, format: format).lint.outputs.map(\.text).joined()
        #expect(revealed.contains(Self.email) && revealed.contains(Self.customerNumber))
        // Written for real: the summary hides them as the dry run did.
        let written = try fix(folder, revealing: false, dryRun: false, format: format)
        #expect(written.summary.changedFileCount == 1)
        let writtenText = written.lint.outputs.map(\.text).joined()
        #expect(!writtenText.contains("jane.doe") && !writtenText.contains("0012345"))
    }

    @Test func personalValuesHideStringLiteralsAsWrittenInTheFile() throws {
        var personal = PersonalValues()
        let document = try JSONParser.parse(Array(#"{"a": "CUST-1", "b": "C\u0055ST-2"}"#.utf8))
        for member in document.members(document.root) { personal.add(member.value, in: document) }
        // Each literal looked up as written in the file, escapes included; other strings kept.
        #expect(
            personal.redacted(jsonLine: #"  "a": "CUST-1", "b": "C\u0055ST-2", "c": "CUST-1x", "d": "\"CUST-1\""#)
                == #"  "a": "[redacted identifier, 6 chars]", "b": "[redacted identifier, 6 chars]", "c": "CUST-1x", "d": "\"CUST-1\""#
        )
        #expect(personal.placeholder(forValue: "CUST-2") == "[redacted identifier, 6 chars]")
    }

    // MARK: - Stale baseline entries

    @Test func staleEntriesOfABaselineWrittenWithShowPersonalDataHideTheirIdentifiers() throws {
        let folder = try leakingSet()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var revealing = LintRequest(
            paths: ["US-CA_en"], workingDirectory: folder, revealPersonalData: true, stepSummaryFile: nil)
        revealing.writeBaseline = "baseline.json"
        for output in try LintRunner.run(revealing).outputs {
            if case .file(let path) = output.destination {
                try output.text.write(toFile: path, atomically: true, encoding: .utf8)
            }
        }
        let baseline = try String(contentsOfFile: folder + "/baseline.json", encoding: .utf8)
        #expect(baseline.contains(Self.customerNumber) && baseline.contains(Self.email))
        _ = try fix(folder, revealing: false, dryRun: false, format: .stylish)
        let formats: [ReportFormat] = [.stylish, .json, .markdown, .html]
        let run = try LintRunner.run(
            LintRequest(
                paths: ["US-CA_en"], workingDirectory: folder, baselineFile: "baseline.json",
                reports: formats.map { ReportRequest(format: $0) }, stepSummaryFile: nil))
        let stale = run.report.fixedSinceBaseline.filter { $0.ruleId == "identifier-leak" }.map(\.message)
        #expect(
            stale == [
                "dsIdDetails.dsidText holds the data-subject identifier the preference center shows ([redacted identifier, 12 chars]): personal data that would ship inside the app",
                "storageKeys.OT_Identifier holds a data-subject identifier ([redacted identifier, 20 chars, #\(StableHash.hex(Self.email).prefix(6))]): personal data that would ship inside the app",
            ])
        for output in run.outputs {
            #expect(!output.text.contains("jane.doe") && !output.text.contains("0012345"), "\(output.text.prefix(300))")
        }
        // With --show-personal-data the entries are listed as written.
        let shown = try LintRunner.run(
            LintRequest(
                paths: ["US-CA_en"], workingDirectory: folder, revealPersonalData: true,
                baselineFile: "baseline.json", stepSummaryFile: nil))
        #expect(shown.report.fixedSinceBaseline.contains { $0.message.contains("(\(Self.customerNumber))") })
    }

    @Test func aStaleEntryWrittenRedactedKeepsItsShortForm() throws {
        let rule = try #require(try DefaultRuleset.load().rule("identifier-leak"))
        let written =
            "storageKeys.OT_Identifier holds a data-subject identifier (CU…5 (12 chars)): personal data that would ship inside the app"
        #expect(rule.message.hidingPersonalFacts(in: written) == written)
        // A message no template rendered is left to the shape-based redaction.
        #expect(rule.message.hidingPersonalFacts(in: "something else (CUST-1)") == "something else (CUST-1)")
    }
}
