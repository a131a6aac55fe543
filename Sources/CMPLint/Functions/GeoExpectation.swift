import CMPLintDocuments
import CMPLintPaths

/// Compares the country and region the banner was captured for (the rule's `country` and `region`
/// paths, `appConfig.countryCode` / `regionCode` in the default rule) with the geo the set is meant
/// for, as the SDK itself does when it starts from offline data: it compares the `startSDK` country
/// and region with the offline banner's app config and logs a warning (OneTrust iOS SDK Offline Mode
/// documentation, https://developer.onetrust.com/onetrust/docs/ios-offline-mode, section 8
/// 'Geo-Validation Warnings', confirmed). Unknown expectations or a banner without a country are
/// `geoUnknown`'s business.
package struct GeoExpectation: SetCheck {
    package static let summary =
        "The country and region the banner was captured for (`country`, `region` paths) must be the ones the set is meant for."
    package static let options: [OptionSpec] = [
        OptionSpec("country", .paths, "where the banner says which country it was captured for", required: true),
        OptionSpec("region", .paths, "where the banner says which region it was captured for", required: true),
    ]
    package static let facts: [FactSpec] = [
        FactSpec("country", "the country the banner was captured for"),
        FactSpec("region", "the region the banner was captured for (absent or empty when it names none)"),
        FactSpec("geoSource", "where the set's expected geo comes from (command line, config file, folder name)"),
    ]
    package static let messageCases = ["region"]

    package let country: SelectorWalker
    package let region: SelectorWalker

    package init(options: FunctionOptions) throws(YAMLError) {
        country = SelectorWalker(selectors: try options.paths("country") ?? [])
        region = SelectorWalker(selectors: try options.paths("region") ?? [])
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let expected = set.expectations.country, let banner = set.response(.banner),
            let captured = banner.firstString(matching: country), !captured.value.isEmpty
        else { return [] }
        var facts: [String: JSONValue] = ["country": .string(captured.value)]
        if let source = set.expectations.geoSource { facts["geoSource"] = .string(source.description) }
        if captured.value.uppercased() != expected.uppercased() {
            return [
                FunctionResult(
                    facts: facts, node: captured.node, component: .banner,
                    evidence: [
                        JSONMember(key: "captured", value: .string(captured.value)),
                        JSONMember(key: "expected", value: .string(expected)),
                    ])
            ]
        }
        guard let expectedRegion = set.expectations.region else { return [] }
        let capturedRegion = banner.firstString(matching: region)
        guard capturedRegion?.value.uppercased() != expectedRegion.uppercased() else { return [] }
        if let capturedRegion { facts["region"] = .string(capturedRegion.value) }
        return [
            FunctionResult(
                facts: facts, case: "region", node: capturedRegion?.node ?? captured.node, component: .banner,
                evidence: [
                    JSONMember(key: "captured", value: .optional(capturedRegion?.value)),
                    JSONMember(key: "expected", value: .string(expectedRegion)),
                ])
        ]
    }
}
