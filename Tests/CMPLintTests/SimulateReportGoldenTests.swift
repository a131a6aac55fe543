import Foundation
import Testing

@testable import CMPLint

/// Golden files for `cmplint simulate` on samples, three scenarios per format: a new user in DE
/// offline (with expectations), a CPRA set forced offline for a Virginia teenager (geo warning,
/// sanitization, missing Vendors, an age restriction), and a returning user on an SDK before
/// 202604.2.0 whose CMP API call fails (cached data only). Any change to what simulate shows is a
/// diff of `Tests/Fixtures/golden/`; `CMPLINT_UPDATE_GOLDEN=1 swift test --filter ReportGolden`
/// rewrites them.
@Suite struct SimulateReportGoldenTests {
    static let today = StoredDate(milliseconds: 1_767_225_600_000)  // 2026-01-01

    static func request(
        _ path: String, country: String? = nil, region: String? = nil, _ conditions: StartConditions,
        expect: [String] = [], format: SimulationFormat
    ) throws -> SimulateRequest {
        SimulateRequest(
            lint: LintRequest(
                paths: [path],
                expectations: try LintRequest.expectations(country: country, region: region, language: nil),
                workingDirectory: repositoryRoot.path),
            conditions: conditions, expectations: try expect.map(SimulationExpectation.parse), format: format)
    }

    static func scenarios(_ format: SimulationFormat) throws -> [SimulateRequest] {
        [
            try request(
                "samples/clean/DE_de", StartConditions(),
                expect: ["banner=shown", "vendor-list=accessible", "offline-mode=engaged"],
                format: format),
            try request(
                "samples/broken/ot-consent-string-leak/US-CA_en", country: "US", region: "VA",
                StartConditions(loadOffline: true, ageRange: ProfileAgeRange(lowerBound: 13, upperBound: 17)),
                format: format),
            try request(
                "samples/broken/tc-string-leak/DE_de",
                StartConditions(
                    network: .failing, cached: [.banner, .preferences], sdkVersion: SDKVersion("202604.1.0"),
                    consentDate: StoredDate(milliseconds: 1_736_467_200_000), reconsentFrequencyDays: 365),
                expect: ["banner=shown"], format: format),
        ]
    }

    static func rendered(_ format: SimulationFormat) throws -> String {
        try scenarios(format).map { try SimulateRunner.run($0, today: today).text }.joined(
            separator: format == .markdown ? "\n\n" : "\n")
    }

    @Test(arguments: SimulationFormat.allCases)
    func simulateMatchesGoldenFile(_ format: SimulationFormat) throws {
        let text = try Self.rendered(format)
        let ext = ["text": "txt", "markdown": "md", "json": "json"][format.rawValue] ?? "txt"
        try ReportGoldenTests.check(text, against: "simulate-\(format.rawValue).\(ext)")
        #expect(text == (try Self.rendered(format)))
    }
}
