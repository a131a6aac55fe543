import Testing

@testable import CMPLint

/// Whether offline mode engages and which way start-up goes, one test per statement of OneTrust
/// Offline Mode (https://developer.onetrust.com/onetrust/docs/ios-offline-mode) the simulation
/// implements: §5's three conditions and the normal online flow, §6's fallback priorities, §12's
/// behaviour before 202604.2.0, §13's FAQ on loadOffline without data.
@Suite struct SimulateOfflineModeTests {
    typealias F = SimulationFixtures

    @Test func section5_allConditions_loadOfflineTrueEngagesOfflineMode() {
        let simulation = F.simulate(F.data(), StartConditions(loadOffline: true, network: .available))
        #expect(simulation.decision.engaged && simulation.decision.path == .offlineMode)
        #expect(simulation.decision.steps.last?.source == .allConditions)
    }

    @Test func section5_offlineModeCondition_noConnectivityEngagesOfflineModeWithoutLoadOffline() {
        let simulation = F.simulate(F.data(), StartConditions(loadOffline: false, network: .offline))
        #expect(simulation.decision.engaged)
        #expect(
            simulation.decision.steps.contains {
                $0.source == .conditionOfflineMode && $0.text.contains("no network connectivity")
            })
    }

    @Test func section5_offlineModeCondition_connectedWithoutLoadOfflineIsTheOnlineFlow() {
        let simulation = F.simulate(F.data(), StartConditions(loadOffline: false, network: .available))
        #expect(!simulation.decision.engaged && simulation.decision.path == .live)
        #expect(simulation.components.allSatisfy { $0.source == .live })
        #expect(simulation.decision.steps.contains { $0.source == .normalOnlineFlow })
    }

    @Test func section5_offlineDataSetCondition_noResponseInTheSetIsNoOfflineData() {
        let data = F.data(banner: .invalidJSON("1:1: unexpected end"), preferences: .missing, vendors: .missing)
        let simulation = F.simulate(data, StartConditions(network: .offline))
        #expect(!simulation.decision.engaged && simulation.decision.path == .networkError)
        let step = simulation.decision.steps.first { $0.source == .conditionOfflineDataSet }
        #expect(
            step?.text.hasPrefix("offline data set? no") == true
                && step?.inference?.contains("banner: not valid JSON") == true)
    }

    @Test func section5_noOldFlowDataCondition_legacyDataOnDiskKeepsOfflineModeOff() {
        let simulation = F.simulate(F.data(), StartConditions(loadOffline: true, network: .available, legacyData: true))
        #expect(!simulation.decision.engaged && simulation.decision.path == .live)
        #expect(
            simulation.decision.steps.contains {
                $0.source == .conditionNoLegacyData && $0.text.hasPrefix("no old-flow data? no")
            })
    }

    @Test func section5_noOldFlowDataCondition_legacyUserOfflineGetsTheNetworkError() {
        let simulation = F.simulate(F.data(), StartConditions(network: .offline, legacyData: true))
        #expect(simulation.decision.path == .networkError && simulation.response.status == .failure)
        #expect(simulation.decision.steps.last?.inference?.contains("old-flow users") == true)
    }

    @Test func section6_priority1_failingCallMixesOfflineAndCachedData() {
        let simulation = F.simulate(F.data(), StartConditions(loadOffline: false, network: .failing, cached: [.banner]))
        #expect(!simulation.decision.engaged && simulation.decision.path == .fallbackMixing)
        #expect(simulation.components.map(\.source) == [.cached, .offline, .offline])
        #expect(simulation.response.status == .success && simulation.response.warning == true)
    }

    @Test func section6_priority2_cachedDataOnlyWithoutOfflineData() {
        let data = F.data(banner: .legacy, preferences: .missing, vendors: .missing)
        let simulation = F.simulate(data, StartConditions(network: .failing, cached: [.banner, .preferences]))
        #expect(simulation.decision.path == .cachedOnly)
        #expect(simulation.components.map(\.source) == [.cached, .cached, .unavailable])
        #expect(simulation.decision.steps.last?.source == .fallbackCachedOnly)
    }

    @Test func section6_priority3_neitherOfflineNorCachedReturnsTheNetworkError() {
        let data = F.data(banner: .missing, preferences: .missing, vendors: .missing)
        let simulation = F.simulate(data, StartConditions(network: .failing))
        #expect(simulation.decision.path == .networkError)
        #expect(simulation.response.status == .failure && simulation.response.error == "the original network error")
        #expect(simulation.response.warning == false)
    }

    @Test func section6_warning_fallbackPopulatesWarningWithStatusTrueAndNoError() {
        let simulation = F.simulate(F.data(), StartConditions(network: .offline))
        #expect(
            simulation.response
                == InitializationResult(status: .success, error: nil, warning: true, steps: simulation.response.steps))
        #expect(simulation.response.steps.first?.source == .fallbackWarning)
    }

    @Test func section12_allOrNothing_anyCachedDataSkipsOfflineModeBefore202604_2() {
        let conditions = StartConditions(
            loadOffline: true, network: .offline, cached: [.banner], sdkVersion: SDKVersion("202603.1.0"))
        let simulation = F.simulate(F.data(), conditions)
        #expect(!simulation.decision.engaged && simulation.decision.path == .cachedOnly)
        #expect(simulation.decision.steps.contains { $0.source == .beforeAllOrNothing })
        #expect(simulation.components.map(\.source) == [.cached, .unavailable, .unavailable])
        #expect(simulation.response.status == .undetermined)
    }

    @Test func section12_allOrNothing_withLoadOfflineAndANetworkTheLiveDataIsUsed() {
        let conditions = StartConditions(
            loadOffline: true, network: .available, cached: [.preferences], sdkVersion: SDKVersion("202511.1.0"))
        #expect(F.simulate(F.data(), conditions).decision.path == .live)
    }

    @Test func section12_noNetworkFailureFallback_offlineDataUnusedWithoutLoadOffline() {
        let conditions = StartConditions(loadOffline: false, network: .offline, sdkVersion: SDKVersion("202601.3.0"))
        let simulation = F.simulate(F.data(), conditions)
        #expect(simulation.decision.path == .networkError && simulation.response.status == .failure)
        #expect(
            simulation.decision.steps.contains {
                $0.source == .beforeNoFallback && $0.text.contains("even though offline data was supplied")
            })
    }

    @Test func section12_noNetworkFailureFallback_loadOfflineTrueStillUsesOfflineData() {
        let conditions = StartConditions(loadOffline: true, network: .offline, sdkVersion: SDKVersion("202601.3.0"))
        let simulation = F.simulate(F.data(), conditions)
        #expect(simulation.decision.engaged && simulation.components.allSatisfy { $0.source == .offline })
        #expect(simulation.response.status == .success && simulation.response.warning == nil)
        #expect(simulation.response.steps.first?.source == .beforeNoWarning)
    }

    @Test func section13_faq_loadOfflineWithoutOfflineDataFailsToInitialize() {
        let data = F.data(banner: .missing, preferences: .missing, vendors: .missing)
        let simulation = F.simulate(data, StartConditions(loadOffline: true, network: .available))
        #expect(simulation.decision.path == .missingOfflineData)
        #expect(simulation.response.status == .failure && simulation.response.error != nil)
        #expect(simulation.banner.result == .notShown && simulation.vendorList.accessible == false)
    }

    @Test func section13_faq_bannerWithoutPreferencesFailsToInitialize() {
        let simulation = F.simulate(
            F.data(preferences: .missing, vendors: .missing), StartConditions(loadOffline: true))
        #expect(simulation.decision.engaged)
        #expect(simulation.response.status == .failure && simulation.response.steps.first?.source == .faqBannerOnly)
    }

    @Test func section11_legacyOfflineData_isANoOpWithAnErrorLog() {
        let simulation = F.simulate(F.data(preferences: .legacy), StartConditions(network: .offline))
        #expect(simulation.decision.steps.first?.source == .changedLegacyOfflineData)
        #expect(simulation.warnings.map(\.kind) == [.legacyOfflineData] && simulation.warnings.first?.text == nil)
        #expect(simulation.decision.path == .networkError)
    }

    @Test func tableOfContents_version202604_1IsSimulatedAsBeforeTheRedesignAndSaysSo() throws {
        let version = try #require(SDKVersion("202604.1.5"))
        #expect(version.isAmbiguous && !version.hasRedesign)
        let simulation = F.simulate(F.data(), StartConditions(sdkVersion: version))
        #expect(
            simulation.version.source == .tableOfContents
                && simulation.version.inference?.contains("202604.1.0") == true)
        #expect(SDKVersion("202604.2")?.hasRedesign == true && SDKVersion("202604.2.0.1")! > SDKVersion("202604.2")!)
        #expect(SDKVersion("202604.x") == nil && SDKVersion("") == nil && SDKVersion("1.2.3.4.5") == nil)
    }
}
