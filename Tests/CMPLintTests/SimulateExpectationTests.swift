import Testing

@testable import CMPLint

/// `--expect KEY=VALUE`: parsing (unknown keys and values are usage errors naming the accepted
/// ones), every key read from the simulation, and `restricted` compared as a set of group ids.
@Suite struct SimulateExpectationTests {
    typealias F = SimulationFixtures

    @Test func parsesKeysAndRejectsUnknownKeysAndValues() throws {
        #expect(try SimulationExpectation.parse("banner=shown") == SimulationExpectation(key: .banner, value: "shown"))
        #expect(try SimulationExpectation.parse("restricted=C0004,C0005").value == "C0004,C0005")
        for (text, message) in [
            ("banner", "is not KEY=VALUE"), ("banner=", "is not KEY=VALUE"), ("colour=red", "unknown key 'colour'"),
            ("banner=maybe", "'maybe' is not one of shown, not-shown, undecided"),
        ] {
            do {
                _ = try SimulationExpectation.parse(text)
                Issue.record("\(text) parsed")
            } catch {
                #expect(
                    error.description.hasPrefix("--expect") && error.description.contains(message),
                    "\(error.description)")
            }
        }
    }

    @Test func everyKeyReadsTheSimulation() {
        let simulation = F.simulate(
            F.data(vendors: .missing),
            StartConditions(loadOffline: true, ageRange: ProfileAgeRange(lowerBound: 13, upperBound: 17)))
        let actual = Dictionary(
            uniqueKeysWithValues: SimulationExpectation.Key.allCases.map {
                ($0.rawValue, SimulationExpectation.actual($0, in: simulation))
            })
        #expect(
            actual == [
                "offline-mode": "engaged", "status": "success", "warning": "present", "banner": "shown",
                "vendor-list": "not-accessible",
                "banner-data": "offline", "preferences-data": "offline", "vendors-data": "unavailable",
                "geo-warning": "not-logged",
                "vendors-warning": "logged", "network-calls": "blocked", "restricted": "C0004",
            ])
        for key in SimulationExpectation.Key.allCases {
            if let values = key.values { #expect(values.contains(actual[key.rawValue] ?? ""), "\(key)") }
        }
    }

    @Test func restrictedComparesSetsAndNoneAndUndecidedExactly() throws {
        let restricted = F.simulate(
            F.data(ageGate: F.ageGate([("C0004", "0", "15"), ("C0002", "0", "15")])),
            StartConditions(loadOffline: true, ageRange: ProfileAgeRange(lowerBound: nil, upperBound: 12)))
        #expect(try SimulationExpectation.parse("restricted=C0002, C0004").holds(in: restricted))
        #expect(try !SimulationExpectation.parse("restricted=C0004").holds(in: restricted))
        #expect(try !SimulationExpectation.parse("restricted=none").holds(in: restricted))
        let undecided = F.simulate(
            F.data(),
            StartConditions(cached: [.preferences], ageRange: ProfileAgeRange(lowerBound: 13, upperBound: nil)))
        #expect(try SimulationExpectation.parse("restricted=undecided").holds(in: undecided))
        #expect(try !SimulationExpectation.parse("restricted=none").holds(in: undecided))
    }

    @Test func resultsCarryTheSimulatedValue() throws {
        let simulation = F.simulate(F.data(vendors: .missing), StartConditions(loadOffline: true))
        let result = ExpectationResult(try SimulationExpectation.parse("vendor-list=accessible"), in: simulation)
        #expect(!result.holds && result.actual == "not-accessible")
    }
}
