/// A warning or error the SDK writes to the device log at start-up, with its text where the
/// documentation gives it: the geolocation mismatch (Offline Mode §8), missing Vendors data
/// (§9), legacy offline data (§11, "a no-op with an error log", no text given).
public struct LoggedWarning: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case geoMismatch, vendorsUnavailable, legacyOfflineData
    }

    public let kind: Kind
    /// The logged text as documented (lines separated by "\n"); nil when the documentation gives none.
    public let text: String?
    public let step: SimulationStep

    package static let vendorsUnavailableText =
        "Vendors data is not available for offline mode. The Vendor List will not be accessible until the next successful online session."

    /// §8's message, for a country: "⚠️ Geo mismatch detected: SDK country code 'US' does not match
    /// offline data country code 'DE'." and its second line.
    package static func geoMismatchText(field: String, sdk: String, offline: String) -> String {
        "⚠️ Geo mismatch detected: SDK \(field) code '\(sdk)' does not match offline data \(field) code '\(offline)'.\n"
            + "   The offline template may not be appropriate for this user's region."
    }

    /// The warnings logged, and the geolocation check's outcome (nil when it does not run).
    package static func resolve(
        _ path: DataPath, components: [ComponentUse], data: OfflineData,
        conditions: StartConditions
    ) -> (warnings: [LoggedWarning], geoCheck: SimulationStep?) {
        var warnings: [LoggedWarning] = []
        let redesign = conditions.hasRedesign
        if redesign && !data.legacyComponents.isEmpty {
            warnings.append(
                LoggedWarning(
                    kind: .legacyOfflineData, text: nil,
                    step: SimulationStep(
                        "an error log: setOTOfflineData got legacy (non-CMP-API) data and ignored it (the text is not documented)",
                        .changedLegacyOfflineData)))
        }
        let usesOffline = components.contains { $0.source == .offline }
        var geoCheck: SimulationStep?
        if !redesign {
            if usesOffline {
                geoCheck = SimulationStep(
                    "not performed: before 202604.2.0 the SDK did not compare startSDK's country and region "
                        + "with the offline data", .beforeNoGeoValidation)
            }
        } else if usesOffline {
            let check = geo(data, warnings: &warnings)
            geoCheck = check
        }
        let vendors = components.first { $0.kind == .vendors }?.source
        if redesign && path.usesStoredData && vendors.map({ !$0.isLoaded }) ?? false {
            warnings.append(
                LoggedWarning(
                    kind: .vendorsUnavailable, text: vendorsUnavailableText,
                    step: SimulationStep(
                        "logged: Vendors data is \(vendors == .skipped ? "skipped (same-source constraint)" : "neither cached nor offline")",
                        .vendorsOptional)))
        }
        return (warnings, geoCheck)
    }

    /// §8: startSDK's country and region against the offline banner's `appConfig`.
    private static func geo(_ data: OfflineData, warnings: inout [LoggedWarning]) -> SimulationStep {
        let geo = data.meantFor
        guard let country = geo.country else {
            return SimulationStep(
                "nothing compared: startSDK gets no countryCode", .geoValidation,
                inferred: "without a country parameter there is nothing to compare")
        }
        guard let config = data.bannerConfig, let offlineCountry = config.countryCode, !offlineCountry.isEmpty else {
            return SimulationStep(
                "nothing compared: the offline banner has no appConfig.countryCode", .geoValidation,
                inferred: "without the offline country there is nothing to compare")
        }
        var mismatches: [String] = []
        if country != offlineCountry.uppercased() {
            mismatches.append("country")
            warnings.append(
                LoggedWarning(
                    kind: .geoMismatch, text: geoMismatchText(field: "country", sdk: country, offline: offlineCountry),
                    step: SimulationStep(
                        "logged: countryCode \(country) passed to startSDK, \(offlineCountry) in the "
                            + "offline banner's appConfig; the SDK still initializes", .geoValidation)))
        }
        let offlineRegion = config.regionCode ?? ""
        if let region = geo.region, region != offlineRegion.uppercased() {
            mismatches.append("region")
            warnings.append(
                LoggedWarning(
                    kind: .geoMismatch, text: geoMismatchText(field: "region", sdk: region, offline: offlineRegion),
                    step: SimulationStep(
                        "logged: regionCode \(region) passed to startSDK, '\(offlineRegion)' in the "
                            + "offline banner's appConfig; the SDK still initializes", .geoValidation,
                        inferred: "the page quotes the country message; the region message is worded the same way")))
        }
        let passed = country + (geo.region.map { "-\($0)" } ?? "")
        let offline = offlineCountry + (offlineRegion.isEmpty ? "" : "-\(offlineRegion)")
        let compared = geo.region == nil ? " (no regionCode passed: the region is not compared)" : ""
        return SimulationStep(
            (mismatches.isEmpty ? "match" : "mismatch of the \(mismatches.joined(separator: " and "))")
                + ": startSDK \(passed), offline banner \(offline)\(compared)", .geoValidation,
            inferred: geo.region == nil ? "a region is compared only when startSDK gets one" : nil)
    }
}
