import Testing

@testable import CMPLint

/// `shouldShowBanner` step by step, one test per step of Display User Interfaces, "How
/// shouldShowBanner is computed"
/// (https://developer.onetrust.com/onetrust/docs/display-user-interfaces-ios-next-gen), each
/// checking the step's answer, the data it read and where that came from.
@Suite struct SimulateBannerTests {
    typealias F = SimulationFixtures

    static func step(_ simulation: Simulation, _ number: Int) throws -> BannerDecision.Step {
        try #require(simulation.banner.steps.first { $0.number == number })
    }

    static let returning = StoredDate(milliseconds: 1_735_689_600_000)  // 2025-01-01T00:00:00Z

    @Test func step1_geoRuleWithoutBannerReturnsFalse() throws {
        let simulation = F.simulate(
            F.data(config: F.config(showBanner: false, reasonCode: "150")), StartConditions(loadOffline: true))
        let step = try Self.step(simulation, 1)
        #expect(step.answer == .returns(false) && simulation.banner.result == .notShown)
        #expect(step.reads.first?.origin == .snapshot && step.reads.first?.value.hasPrefix("false (150") == true)
        #expect(
            step.explanation.source == .shouldShowBannerStep(1)
                && step.explanation.inference?.contains("showAlertNotice") == true)
        #expect(
            step.explanation.text.hasSuffix(
                "reason code 150 says the geolocation rule shows no banner (a configuration choice), so no user of this set sees one"
            ))
        #expect(try Self.step(simulation, 2).answer == .notReached)
    }

    @Test func step1_theReasonTextDecidesWithoutACodeInEitherWording() throws {
        func text(_ reason: String) throws -> String {
            let config = InspectedAppConfig(
                showBanner: false, bannerReasonCode: nil, bannerReason: reason, templateType: "GDPR", countryCode: "DE",
                regionCode: "", lastReconsentDate: nil, shouldResetLocalState: false)
            return try Self.step(F.simulate(F.data(config: config), StartConditions(loadOffline: true)), 1).explanation
                .text
        }
        #expect(
            try text("Banner will not be shown as cross device sync is hundred percent complete.").contains(
                "the bannerReason describes the capturing profile"))
        #expect(try text("Geo rule Banner is not enabled.").contains("geolocation rule shows no banner"))
        #expect(
            try text("Hundred percent sync has not happened for cross device sync enabled scenario.")
                == "no: showBanner is false")
    }

    @Test func step1_capturedConsentedProfileSuppressesTheBannerForEveryUser() throws {
        let simulation = F.simulate(
            F.data(config: F.config(showBanner: false, reasonCode: "151")), StartConditions(loadOffline: true))
        #expect(try Self.step(simulation, 1).explanation.text.contains("capturing profile"))
    }

    @Test func step1_aCachedBannerCannotBeDecidedHere() throws {
        let simulation = F.simulate(F.data(), StartConditions(cached: [.banner]))
        let step = try Self.step(simulation, 1)
        #expect(step.answer == .undecided(couldReturn: false) && step.reads.first?.origin == .cached)
        #expect(simulation.banner.result == .undecided, "step 6 returns true for a new user, step 1 might return false")
    }

    @Test func step2_newerPublishReconsentDateReturnsTrue() throws {
        let conditions = StartConditions(
            loadOffline: true, consentDate: Self.returning, reconsentDate: StoredDate(milliseconds: 1_700_000_000_000))
        let simulation = F.simulate(F.data(), conditions)  // snapshot lastReconsentDate 2025-03-01
        let step = try Self.step(simulation, 2)
        #expect(step.answer == .returns(true) && simulation.banner.result == .shown)
        #expect(
            step.reads.map(\.origin) == [.snapshot, .device] && step.reads[0].value.contains("2025-03-01T00:00:00Z"))
    }

    @Test func step2_olderOrMissingValuesGoOn() throws {
        let stored = StoredDate(milliseconds: 1_750_000_000_000)  // after 2025-03-01
        let older = F.simulate(
            F.data(), StartConditions(loadOffline: true, consentDate: Self.returning, reconsentDate: stored))
        #expect(try Self.step(older, 2).answer == .continues)
        let none = F.simulate(F.data(), StartConditions(loadOffline: true))
        #expect(
            try Self.step(none, 2).answer == .continues && Self.step(none, 2).explanation.text.contains("needs both"))
    }

    @Test func step3_expiredTimerReturnsTrueCountingDatesNotTimes() throws {
        let consent = StoredDate(milliseconds: 1_767_139_140_000)  // 2025-12-30T23:59:00Z; today is 2026-01-01
        let conditions = StartConditions(loadOffline: true, consentDate: consent, reconsentFrequencyDays: 2)
        let simulation = F.simulate(F.data(), conditions)
        let step = try Self.step(simulation, 3)
        #expect(step.answer == .returns(true) && step.explanation.text.contains("2 days since consent"))
        #expect(step.reads.map(\.name).contains("current date"))
        let notYet = F.simulate(
            F.data(), StartConditions(loadOffline: true, consentDate: consent, reconsentFrequencyDays: 3))
        #expect(try Self.step(notYet, 3).answer == .continues)
    }

    @Test func step3_withoutTheFrequencyItCannotBeDecided() throws {
        let simulation = F.simulate(
            F.data(),
            StartConditions(
                loadOffline: true, consentDate: Self.returning, consentedGroups: ["C0001", "C0002", "C0004"]))
        let step = try Self.step(simulation, 3)
        #expect(step.answer == .undecided(couldReturn: true) && step.explanation.text.contains("--reconsent-frequency"))
        #expect(simulation.banner.result == .undecided)
    }

    @Test func step4_offlineNoProfileIsSyncedAndOnlineTheServerDecides() throws {
        let offline = F.simulate(F.data(), StartConditions(loadOffline: true))
        #expect(
            try Self.step(offline, 4).answer == .continues
                && Self.step(offline, 4).reads.first?.origin == .notInResponses)
        let online = F.simulate(F.data(), StartConditions(network: .available))
        #expect(try Self.step(online, 4).answer == .undecided(couldReturn: false))
    }

    @Test func step5_offlineNoNewPurposesFromTheProfileAndOnlineTheServerDecides() throws {
        #expect(try Self.step(F.simulate(F.data(), StartConditions(loadOffline: true)), 5).answer == .continues)
        #expect(
            try Self.step(F.simulate(F.data(), StartConditions(network: .available)), 5).answer
                == .undecided(couldReturn: true))
    }

    @Test func step6_noStoredConsentReturnsTrueForAFirstLaunch() throws {
        let simulation = F.simulate(F.data(), StartConditions(loadOffline: true))
        #expect(try Self.step(simulation, 6).answer == .returns(true) && simulation.banner.result == .shown)
        #expect(try Self.step(simulation, 7).answer == .notReached)
    }

    @Test func step6_storedConsentGoesOnToStep7AsInferred() throws {
        let conditions = StartConditions(
            loadOffline: true, consentDate: Self.returning, consentedGroups: ["C0001", "C0002", "C0004"])
        let step = try Self.step(F.simulate(F.data(), conditions), 6)
        #expect(step.answer == .continues && step.explanation.inference?.contains("step 7") == true)
    }

    @Test func step6_beforeTheRedesignACapturedConsentStringMayStandForConsent() throws {
        let fields = [OfflineData.SanitizableField(component: .banner, name: "otConsentString", length: 508)]
        let simulation = F.simulate(
            F.data(sanitizable: fields), StartConditions(loadOffline: true, sdkVersion: SDKVersion("202601.1.0")))
        #expect(
            try Self.step(simulation, 6).answer == .undecided(couldReturn: nil)
                && simulation.banner.result == .undecided)
        // A first-launch otConsentString records no choices: it stands for no consent.
        var firstLaunch = fields[0]
        firstLaunch.recordsNoChoices = true
        let anonymous = F.simulate(
            F.data(sanitizable: [firstLaunch]), StartConditions(loadOffline: true, sdkVersion: SDKVersion("202601.1.0"))
        )
        let step = try Self.step(anonymous, 6)
        #expect(
            step.answer == .returns(true) && anonymous.banner.result == .shown
                && step.explanation.text.contains("would share its dsId"))
    }

    @Test func step7_newCategorySinceConsentReturnsTrueElseFalse() throws {
        let covered = StartConditions(
            loadOffline: true, consentDate: Self.returning, reconsentFrequencyDays: 3650,
            consentedGroups: ["C0001", "C0002", "C0004"])
        let same = F.simulate(F.data(), covered)
        #expect(try Self.step(same, 7).answer == .returns(false) && same.banner.result == .notShown)
        let older = StartConditions(
            loadOffline: true, consentDate: Self.returning, reconsentFrequencyDays: 3650,
            consentedGroups: ["C0001", "C0002"])
        let added = F.simulate(F.data(), older)
        #expect(
            try Self.step(added, 7).answer == .returns(true) && Self.step(added, 7).explanation.text.hasSuffix("C0004"))
        #expect(added.banner.result == .shown)
    }

    @Test func step7_withoutTheConsentedGroupsItCannotBeDecided() throws {
        let simulation = F.simulate(
            F.data(), StartConditions(loadOffline: true, consentDate: Self.returning, reconsentFrequencyDays: 3650))
        #expect(
            try Self.step(simulation, 7).answer == .undecided(couldReturn: nil)
                && simulation.banner.result == .undecided)
    }

    @Test func step7_withoutGroupsHierarchyThePurposeTreeGivesTheCategories() throws {
        // A banner captured before 202606.2.1 has no groupsHierarchy: the preferences' tree answers.
        let conditions = StartConditions(
            loadOffline: true, consentDate: Self.returning, reconsentFrequencyDays: 3650,
            consentedGroups: ["C0001", "C0002"])
        let tree = [F.group("C0001", toggle: 2), F.group("C0002"), F.group("C0004")]
        let simulation = F.simulate(F.data(groups: nil, purposes: tree), conditions)
        let step = try Self.step(simulation, 7)
        #expect(
            step.answer == .returns(true) && step.explanation.text.hasSuffix("C0004")
                && simulation.banner.result == .shown)
        #expect(step.reads.first?.value.contains("before 202606.2.1") == true)
        #expect(
            step.reads.contains {
                $0.name == "purpose tree group ids (preferences)" && $0.value == "C0001, C0002, C0004"
                    && $0.origin == .snapshot
            })
        #expect(step.explanation.inference?.contains("purpose tree") == true)
        let covered = StartConditions(
            loadOffline: true, consentDate: Self.returning, reconsentFrequencyDays: 3650,
            consentedGroups: ["C0001", "C0002", "C0004"])
        #expect(try Self.step(F.simulate(F.data(groups: nil, purposes: tree), covered), 7).answer == .returns(false))
        // Neither a hierarchy nor a tree: undecided, saying why.
        let neither = try Self.step(F.simulate(F.data(groups: nil, purposes: []), covered), 7)
        #expect(
            neither.answer == .undecided(couldReturn: nil)
                && neither.explanation.text.contains("no preferences purpose tree"))
        // An empty hierarchy is the banner's answer: no categories, nothing new.
        #expect(try Self.step(F.simulate(F.data(groups: [], purposes: tree), conditions), 7).answer == .returns(false))
    }

    @Test func aBannerWithoutGroupsHierarchyIsReadAsOneCapturedBeforeIt() throws {
        let paths = try SimulationPaths(configuration: Configuration())
        func groups(_ banner: String) -> [String]? {
            let set = snapshotSet([.banner: banner])
            let inspection = SetInspector(paths: paths.inspection, ruleset: try! DefaultRuleset.load()).inspect(
                set, findings: [])
            return OfflineData(set: set, inspection: inspection, paths: paths).bannerGroups
        }
        let config = #""appConfig": {"showBanner": true, "bannerReasonCode": 101}, "bannerUIData": {"general": {}}"#
        #expect(groups("{\(config)}") == nil)
        #expect(groups(#"{\#(config), "groupsHierarchy": {}}"#) == [])
        #expect(
            groups(#"{\#(config), "groupsHierarchy": {"C0001": {}, "C0003": {"children": [{"C0008": {}}]}}}"#) == [
                "C0001", "C0003", "C0008",
            ])
    }

    @Test func aFirstLaunchOTConsentStringIsReadAsRecordingNoChoices() throws {
        let paths = try SimulationPaths(configuration: Configuration())
        func fields(_ consentString: String) -> [OfflineData.SanitizableField] {
            let set = snapshotSet([
                .banner:
                    #"{"appConfig": {"showBanner": true}, "bannerUIData": {}, "otConsentString": "\#(consentString)"}"#
            ])
            let inspection = SetInspector(paths: paths.inspection, ruleset: try! DefaultRuleset.load()).inspect(
                set, findings: [])
            return OfflineData(set: set, inspection: inspection, paths: paths).sanitizable
        }
        #expect(fields(LeakRuleTests.firstLaunchConsentString).map(\.recordsNoChoices) == [true])
        #expect(fields(LeakRuleTests.otConsentString).map(\.recordsNoChoices) == [false])
        #expect(fields("").map(\.recordsNoChoices) == [false])
    }

    @Test func failedStartUpEvaluatesNoStep() {
        let simulation = F.simulate(F.data(banner: .missing, preferences: .missing), StartConditions(network: .failing))
        #expect(
            simulation.banner.steps.isEmpty && simulation.banner.result == .notShown && simulation.banner.note != nil)
    }
}
