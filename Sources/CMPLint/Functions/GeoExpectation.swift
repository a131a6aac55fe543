/// Compares the banner's `appConfig.countryCode` / `regionCode` with the geo the set is meant for,
/// as the SDK itself does when it starts from offline data (offline-mode.txt §8, confirmed: it
/// compares the `startSDK` country and region with the offline banner's app config and logs a
/// warning). Unknown expectations or a banner without a country are `geo-unknown`'s business.
struct GeoExpectation: SetFunction {
    static let name = "geoExpectation"
    static let level = FunctionLevel.set
    static let summary = "The banner's appConfig country and region must be the ones the set is meant for."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let expected = set.expectations.country, let banner = set.document(.banner),
              let country = banner.appConfigString("countryCode"), !country.value.isEmpty else { return [] }
        let source = set.expectations.geoSource.map { " (from the \($0))" } ?? ""
        if country.value.uppercased() != expected.uppercased() {
            // The SDK's own log line (offline-mode.txt §8), with the set's values.
            let sdkLine = "⚠️ Geo mismatch detected: SDK country code '\(expected)' does not match offline data country code '\(country.value)'."
            return [FunctionResult(
                message: "the banner was captured for country \(country.value), but the set is meant for \(expected)\(source); the SDK will log \"\(sdkLine)\"",
                node: country.node, component: .banner,
                evidence: [JSONMember(key: "captured", value: .string(country.value)), JSONMember(key: "expected", value: .string(expected))])]
        }
        guard let expectedRegion = set.expectations.region else { return [] }
        let region = banner.appConfigString("regionCode")
        guard region?.value.uppercased() != expectedRegion.uppercased() else { return [] }
        let captured = region?.value.isEmpty == false ? region!.value : "no region"
        return [FunctionResult(
            message: "the banner was captured for \(country.value) with \(captured), but the set is meant for \(country.value)-\(expectedRegion)\(source); the SDK compares the region too and will warn",
            node: region?.node ?? country.node, component: .banner,
            evidence: [JSONMember(key: "captured", value: .optional(region?.value)), JSONMember(key: "expected", value: .string(expectedRegion))])]
    }
}
