import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Age-Based Consent (https://developer.onetrust.com/onetrust/docs/age-based-consent-for-ios-sdks):
/// `ProfileAgeRange` ("At least one bound is required"), the overlap rule with the page's own
/// examples, and the purposes a range restricts in a simulation.
@Suite struct SimulateAgeTests {
    typealias F = SimulationFixtures

    @Test func profileAgeRange_parsesTheThreeShapes() throws {
        #expect(try ProfileAgeRange.parse("13-17") == ProfileAgeRange(lowerBound: 13, upperBound: 17))
        #expect(try ProfileAgeRange.parse("18-") == ProfileAgeRange(lowerBound: 18, upperBound: nil))
        #expect(try ProfileAgeRange.parse("-12") == ProfileAgeRange(lowerBound: nil, upperBound: 12))
        #expect(try ProfileAgeRange.parse("16-16").description == "16–16")
    }

    @Test(arguments: [
        ("-", "at least one bound is required"), ("", "is not an age range"),
        ("17-13", "the upper bound 13 is below the lower bound 17"),
        ("16", "is not an age range"), ("a-b", "'a' is not an age"), ("1-2-3", "is not an age range"),
        ("1000-", "'1000' is not an age"),
        ("+5-9", "'+5' is not an age"),
    ])
    func profileAgeRange_rejectsWhatThePageForbids(_ text: String, _ message: String) {
        #expect(throws: LintError.self) { try ProfileAgeRange.parse(text) }
        do {
            _ = try ProfileAgeRange.parse(text)
        } catch {
            #expect(
                error.description.hasPrefix("--age-range") && error.description.contains(message),
                "\(error.description)")
        }
    }

    /// The page's examples for the restricted age group 0–15.
    @Test(
        arguments: [((0, 18), true), ((14, 16), true), ((10, 12), true), ((18, 25), false), ((18, nil), false)]
            as [((Int, Int?), Bool)])
    func overlapLogic_pageExamples(_ range: (Int, Int?), _ restricted: Bool) {
        #expect(
            ProfileAgeRange(lowerBound: range.0, upperBound: range.1).overlaps(lowerBound: 0, upperBound: 15)
                == restricted)
    }

    @Test func overlapLogic_openEndedBoundsOnEitherSide() {
        #expect(ProfileAgeRange(lowerBound: nil, upperBound: 12).overlaps(lowerBound: 10, upperBound: nil))
        #expect(!ProfileAgeRange(lowerBound: nil, upperBound: 12).overlaps(lowerBound: 13, upperBound: nil))
        #expect(
            ProfileAgeRange(lowerBound: 15, upperBound: nil).overlaps(lowerBound: nil, upperBound: 15),
            "partial overlap restricts")
    }

    @Test func restrictedUsers_overlappingPurposeIsHidden() {
        let simulation = F.simulate(
            F.data(), StartConditions(loadOffline: true, ageRange: ProfileAgeRange(lowerBound: 13, upperBound: 17)))
        #expect(simulation.age.restricted == ["C0004"] && simulation.age.steps.last?.source == .restrictedUsers)
        #expect(simulation.age.checks?.first?.groupName == "Group C0004")
    }

    @Test func nonRestrictedUsers_noOverlapKeepsEveryToggle() {
        let simulation = F.simulate(
            F.data(), StartConditions(loadOffline: true, ageRange: ProfileAgeRange(lowerBound: 18, upperBound: nil)))
        #expect(simulation.age.restricted == [] && simulation.age.steps.last?.source == .nonRestrictedUsers)
    }

    @Test func endToEndStep6_noAgeRangeRestrictsNothing() {
        let simulation = F.simulate(F.data(), StartConditions(loadOffline: true))
        #expect(
            simulation.age.range == nil && simulation.age.restricted == []
                && simulation.age.steps.last?.source == .noAgeRange)
    }

    @Test func cachedPreferencesHoldTheAgeGroupsSoTheRestrictionIsUndecided() {
        let simulation = F.simulate(
            F.data(), StartConditions(cached: [.preferences], ageRange: ProfileAgeRange(lowerBound: 13, upperBound: 17))
        )
        #expect(
            simulation.age.restricted == nil && simulation.age.steps.last?.text.contains("cached preferences") == true)
    }

    @Test func ageGroupsWithOpenBoundsAndBoundsThatAreNoNumbers() {
        let gate = F.ageGate([("C0002", nil, "12"), ("C0004", "x", "15")])
        let simulation = F.simulate(
            F.data(ageGate: gate),
            StartConditions(loadOffline: true, ageRange: ProfileAgeRange(lowerBound: nil, upperBound: 10)))
        #expect(simulation.age.restricted == ["C0002"])
        #expect(simulation.age.checks?.map(\.restricted) == [true, nil])
        #expect(simulation.age.steps.contains { $0.inference?.contains("age groups") == true })
    }

    @Test func ageGatedGroupAlreadyHiddenInTheSnapshotIsHiddenForEveryone() {
        let purposes = [F.group("C0001", toggle: 2), F.group("C0004", toggle: -1), F.group("ISP2V2_1", toggle: -1)]
        let simulation = F.simulate(F.data(purposes: purposes), StartConditions(loadOffline: true))
        #expect(
            simulation.age.hiddenInSnapshot == ["C0004"], "a special purpose without a toggle is no age restriction")
    }
}
