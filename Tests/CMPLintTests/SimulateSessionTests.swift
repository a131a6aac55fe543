import Testing

@testable import CMPLint

/// What a start-up on offline data does besides choosing the data, one test per statement of
/// OneTrust Offline Mode (https://developer.onetrust.com/onetrust/docs/ios-offline-mode): §7
/// sanitization, §8 geolocation warnings (the exact text), §9 the Vendors warning (exact text) and
/// Vendor List access, §2/§5 the session-scoped network, §4/§10 logos, §10 UC purposes and
/// consent syncing, §11 the identifier; and Display User Interfaces on the IAB Vendor List screen.
@Suite struct SimulateSessionTests {
    typealias F = SimulationFixtures

    @Test func section7_sanitization_otConsentStringEmptiedAndTheOtherThreeRemoved() {
        let fields = [
            OfflineData.SanitizableField(component: .banner, name: "otConsentString", length: 508),
            OfflineData.SanitizableField(component: .preferences, name: "otConsentString", length: 0),
            OfflineData.SanitizableField(component: .banner, name: "tcString", length: 94),
            OfflineData.SanitizableField(component: .preferences, name: "gppTcfString", length: 30),
            OfflineData.SanitizableField(component: .vendors, name: "googleAdditionalConsent", length: 12),
        ]
        let simulation = F.simulate(F.data(sanitizable: fields), StartConditions(loadOffline: true))
        #expect(
            simulation.sanitization.removed.map { "\($0.component.rawValue).\($0.field): \($0.action)" } == [
                "banner.otConsentString: set to empty (held 508 characters)", "banner.tcString: removed",
                "preferences.gppTcfString: removed", "vendors.googleAdditionalConsent: removed",
            ])
        #expect(simulation.sanitization.steps.first?.source == .sanitization)
    }

    @Test func section7_sanitization_cachedComponentsAreNotSanitized() {
        let fields = [OfflineData.SanitizableField(component: .banner, name: "otConsentString", length: 508)]
        let simulation = F.simulate(F.data(sanitizable: fields), StartConditions(cached: [.banner]))
        #expect(simulation.sanitization.removed.isEmpty)
    }

    @Test func section7_sanitization_capturedStorageKeysStayAndSaySoAsInferred() throws {
        let data = try SimulateRunner.offlineData(
            LintRequest(paths: ["samples/broken/tc-string-leak/DE_de"], workingDirectory: repositoryRoot.path))
        let simulation = F.simulate(data, StartConditions(loadOffline: true))
        #expect(simulation.sanitization.kept.map(\.pointer) == ["/storageKeys/IABTCF_TCString"])
        #expect(simulation.sanitization.steps.last?.inference != nil)
    }

    @Test func section12_noSanitization_beforeTheRedesignCapturedValuesApplyToEveryUser() throws {
        let data = try SimulateRunner.offlineData(
            LintRequest(
                paths: ["samples/broken/ot-consent-string-leak/US-CA_en"], workingDirectory: repositoryRoot.path))
        let after = F.simulate(data, StartConditions(loadOffline: true))
        #expect(after.sanitization.kept.isEmpty && after.sanitization.removed.map(\.field) == ["otConsentString"])
        let before = F.simulate(data, StartConditions(loadOffline: true, sdkVersion: SDKVersion("202603.1.0")))
        #expect(
            before.sanitization.removed.isEmpty
                && before.sanitization.kept.map(\.pointer) == ["/otConsentString", "/otConsentString"])
        #expect(before.sanitization.steps.first?.source == .beforeNoSanitization)
    }

    @Test func section8_geoMismatch_logsTheDocumentedTextAndStillInitializes() throws {
        let data = F.data(meantFor: SetExpectations(country: "US", geoSource: .commandLine))
        let simulation = F.simulate(data, StartConditions(loadOffline: true))
        let warning = try #require(simulation.warnings.first { $0.kind == .geoMismatch })
        #expect(
            warning.text
                == "⚠️ Geo mismatch detected: SDK country code 'US' does not match offline data country code 'DE'.\n"
                + "   The offline template may not be appropriate for this user's region.")
        #expect(warning.step.source == .geoValidation && warning.step.inference == nil)
        #expect(simulation.response.status == .success)
    }

    @Test func section8_geoMismatch_regionMessageIsInferred() throws {
        let data = F.data(
            meantFor: SetExpectations(country: "US", region: "VA", geoSource: .commandLine),
            config: F.config(country: "US", region: "CA", template: "CPRA"))
        let simulation = F.simulate(data, StartConditions(loadOffline: true))
        let warning = try #require(simulation.warnings.first { $0.kind == .geoMismatch })
        #expect(
            warning.text?.hasPrefix(
                "⚠️ Geo mismatch detected: SDK region code 'VA' does not match offline data region code 'CA'.") == true)
        #expect(warning.step.inference != nil)
        #expect(simulation.warnings.filter { $0.kind == .geoMismatch }.count == 1, "the countries agree")
    }

    @Test func section8_geoMatch_logsNothingAndBeforeTheRedesignNothingIsCompared() {
        let match = F.simulate(F.data(), StartConditions(loadOffline: true))
        #expect(match.warnings.isEmpty && match.geoCheck?.text.hasPrefix("match") == true)
        let data = F.data(meantFor: SetExpectations(country: "US", geoSource: .commandLine))
        let before = F.simulate(data, StartConditions(loadOffline: true, sdkVersion: SDKVersion("202511.2.0")))
        #expect(before.warnings.isEmpty && before.geoCheck?.source == .beforeNoGeoValidation)
    }

    @Test func section9_vendorsOptional_logsTheDocumentedWarningAndInitializes() throws {
        let simulation = F.simulate(F.data(vendors: .missing), StartConditions(loadOffline: true))
        let warning = try #require(simulation.warnings.first { $0.kind == .vendorsUnavailable })
        #expect(
            warning.text
                == "Vendors data is not available for offline mode. The Vendor List will not be accessible until the next successful online session."
        )
        #expect(simulation.response.status == .success && !simulation.vendorList.accessible)
    }

    @Test func section3_vendorListAccessibleWithOfflineVendorsAndOnlineOnDemand() {
        #expect(F.simulate(F.data(), StartConditions(loadOffline: true)).vendorList.accessible)
        let online = F.simulate(F.data(vendors: .missing), StartConditions(network: .available))
        #expect(online.vendorList.accessible && online.source(.vendors) == .live)
    }

    @Test func displayUserInterfaces_iabVendorListScreenOnlyForIAB2Templates() {
        let cpra = F.simulate(F.data(config: F.config(template: "CPRA")), StartConditions(loadOffline: true))
        #expect(cpra.vendorList.steps.contains { $0.source == .iabVendorListScreen && $0.text.contains("CPRA") })
        #expect(
            !F.simulate(F.data(), StartConditions(loadOffline: true)).vendorList.steps.contains {
                $0.source == .iabVendorListScreen
            })
    }

    @Test func section5_sessionScoped_loadOfflineBlocksOnDemandCallsAndLogosNotBundledDoNotAppear() {
        let logos: [ComponentKind: [InspectedLogo]] = [
            .banner: [
                InspectedLogo(name: "banner", url: "https://example.com/logo.png"),
                InspectedLogo(name: "ageGate", url: ""),
            ]
        ]
        let simulation = F.simulate(F.data(logos: logos), StartConditions(loadOffline: true, network: .available))
        #expect(simulation.network.blocked && simulation.network.steps.first?.source == .sessionScoped)
        #expect(simulation.network.logos.map(\.url) == ["https://example.com/logo.png"], "an empty URL is no logo")
        #expect(
            simulation.network.logos.first?.appears == false
                && simulation.network.logos.first?.step.source == .logosMustBeBundled)
    }

    @Test func section4_supplyingLogos_aBundledLogoAppears() {
        let logos: [ComponentKind: [InspectedLogo]] = [
            .preferences: [InspectedLogo(name: "preferences", url: "https://example.com/pc.png")]
        ]
        let data = F.data(
            meantFor: SetExpectations(country: "DE", bundledLogos: [.preferences], geoSource: .commandLine),
            logos: logos)
        let simulation = F.simulate(data, StartConditions(loadOffline: true))
        #expect(
            simulation.network.logos.first?.appears == true
                && simulation.network.logos.first?.step.source == .supplyingLogos)
        #expect(simulation.network.logos.first?.step.text.contains("OTOfflineData.LogoData") == true)
        // An Android app supplies it through OTConfigurationBuilder instead (the Android Offline Mode document).
        let android = F.data(
            meantFor: SetExpectations(
                country: "DE", bundledLogos: [.preferences], platform: .android, geoSource: .commandLine),
            logos: logos)
        #expect(
            F.simulate(android, StartConditions(loadOffline: true)).network.logos.first?.step.text
                .contains("OTConfiguration.OTConfigurationBuilder (setBannerLogo, setPCLogo)") == true)
    }

    @Test func section11_sessionFlag_beforeTheRedesignCallsAreNotBlockedAfterSetUp() {
        let simulation = F.simulate(
            F.data(), StartConditions(loadOffline: true, network: .available, sdkVersion: SDKVersion("202601.1.0")))
        #expect(!simulation.network.blocked && simulation.network.steps.first?.source == .changedSessionFlag)
    }

    @Test func section5_noConnectivityWithoutLoadOffline_isNotSessionScoped() {
        let simulation = F.simulate(F.data(), StartConditions(loadOffline: false, network: .offline))
        #expect(simulation.decision.engaged && !simulation.network.blocked)
    }

    @Test func section10_ucPurposesUnsupportedConsentNotSyncedAndSection11IdentifierFromStartSDK() {
        let session = F.simulate(F.data(), StartConditions(loadOffline: true)).session
        #expect(session.map(\.source) == [.changedIdentifier, .noUniversalConsent, .noConsentSync])
        #expect(
            F.simulate(F.data(), StartConditions(network: .available)).session.isEmpty, "live data: no offline session")
    }
}

/// What simulate shows of a set's captured consent strings is redacted in every format, as in
/// `lint` and `inspect`, unless personal data is revealed; a hostile banner with thousands of
/// groups does not grow the report.
@Suite struct SimulatePrivacyTests {
    static let tcString = "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA"

    @Test(arguments: SimulationFormat.allCases)
    func capturedValuesAreRedacted(_ format: SimulationFormat) throws {
        var request = SimulateRequest(
            lint: LintRequest(paths: ["samples/broken/tc-string-leak/DE_de"], workingDirectory: repositoryRoot.path),
            conditions: StartConditions(loadOffline: true), format: format)
        let redacted = try SimulateRunner.run(request).text
        #expect(redacted.contains("IABTCF_TCString") && !redacted.contains(Self.tcString))
        request.lint.revealPersonalData = true
        #expect(try SimulateRunner.run(request).text.contains(Self.tcString))
    }

    @Test func manyNewGroupsAreListedUpToTwenty() {
        let groups = (0..<5000).map { "G\($0)" }
        let simulation = SimulationFixtures.simulate(
            SimulationFixtures.data(groups: groups),
            StartConditions(
                loadOffline: true, consentDate: StoredDate(milliseconds: 1_766_000_000_000),
                reconsentFrequencyDays: 3650, consentedGroups: ["G0"]))
        let step = simulation.banner.steps.last
        #expect(step?.answer == .returns(true) && step?.explanation.text.hasSuffix("G20, … (4999 in all)") == true)
        #expect(SimulationFormat.text.render(simulation, expectations: [], workingDirectory: "/").utf8.count < 20_000)
    }
}
