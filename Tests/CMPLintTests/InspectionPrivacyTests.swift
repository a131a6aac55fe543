import Foundation
import Testing

@testable import CMPLint

/// No inspect or diff format shows a consent string or identifier unless personal data is
/// revealed: a valid TC string, a `dsId` and an otConsentString carrying one are planted in a
/// generated copy of a sample set wherever the inspection reads text (captured state, a button
/// label, a logo URL, the banner reason, a purpose's id and name, an age-gate title) and none of
/// them appears, even as a 16-character piece; with `--show-personal-data` they do.
@Suite struct InspectionPrivacyTests {
    typealias V = PersonalDataVectors
    static let secrets = [V.tcString, V.dsId, V.otConsentString]

    static func planted(_ sets: GeneratedSets) throws {
        try sets.copy(
            "clean/US-CA_en",
            edits: [
                .banner: { document in
                    set(&document, ["storageKeys", "IABTCF_TCString"], V.tcString)
                    set(&document, ["appConfig", "bannerReason"], "consent \(V.tcString) was valid")
                    set(&document, ["bannerUIData", "buttons", "acceptAll", "text"], "Accept \(V.tcString)")
                    set(
                        &document, ["bannerUIData", "logo", "url"],
                        "https://cdn.example.com/logo.png?gdpr_consent=\(V.tcString)&dsid=\(V.dsId)")
                },
                .preferences: { document in
                    set(&document, ["otConsentString"], V.otConsentString)
                    set(&document, ["pcUIData", "purposeTree", "purposes", 0, "groupName"], "Necessary for \(V.dsId)")
                    set(&document, ["pcUIData", "purposeTree", "purposes", 1, "groupId"], V.dsId)
                    set(&document, ["prompts", "ageGate", "titleText"], V.dsId)
                },
            ])
    }

    static func outputs(revealing: Bool) throws -> [String] {
        let sets = GeneratedSets()
        defer { sets.remove() }
        try planted(sets)
        let reading = LintRequest(workingDirectory: sets.root.path, revealPersonalData: revealing)
        var outputs: [String] = []
        for format in InspectionFormat.allCases {
            var request = reading
            request.paths = ["US-CA_en"]
            outputs.append(try InspectRunner.run(InspectRequest(lint: request, format: format)).text)
            let diff = DiffRequest(
                old: repositoryRoot.appendingPathComponent("samples/clean/US-CA_en").path, new: "US-CA_en",
                reading: reading, format: format)
            outputs.append(try DiffRunner.run(diff).text)
        }
        return outputs
    }

    @Test func noFormatShowsAPlantedValue() throws {
        let outputs = try Self.outputs(revealing: false)
        #expect(outputs.count == 2 * InspectionFormat.allCases.count)
        for text in outputs {
            #expect(V.leaks(in: text, of: Self.secrets).isEmpty, "\(text.prefix(200))")
            #expect(text.contains("[redacted"), "the planted values are there, redacted")
        }
        // The captured state is found and decoded all the same.
        #expect(outputs[0].contains("TCF v2 TC string") && outputs[0].contains("OneTrust otConsentString"))
    }

    @Test func showPersonalDataShowsThem() throws {
        let outputs = try Self.outputs(revealing: true)
        let inspectText = outputs[0]
        let diffText = outputs[1]
        #expect(inspectText.contains("Accept \(V.tcString)") && inspectText.contains("Necessary for \(V.dsId)"))
        #expect(inspectText.contains("dsid=\(V.dsId)"))
        #expect(diffText.contains(V.dsId) && diffText.contains(V.tcString))
    }
}
