import CMPLintDocuments
import CMPLintPaths

/// Says, at info level, when the set's geo cannot be checked: nothing tells what the set is meant
/// for, or the banner does not say which country it was captured for (the rule's `country` path,
/// `appConfig.countryCode` in the default rule). cmplint never guesses a country. A set without any
/// CMP API response (only legacy data, error responses, other JSON) has no geo to check: the
/// component rules report its files.
///
/// The two cases need different fixes, so they are two message cases: no expectation (name the
/// folder, add a `sets:` entry, pass `--country`) and no captured country (capture again with the
/// `OT-Country-Code` / `OT-Region-Code` request headers, which the CMP API echoes as
/// `appConfig.countryCode` / `regionCode`; the reference does not require those members,
/// https://developer.onetrust.com/onetrust/reference, Get Banner Data, `appConfig`, confirmed).
package struct GeoUnknown: SetCheck {
    package static let summary =
        "The set's expected country and the country the banner was captured for (`country` path) must both be known."
    package static let options: [OptionSpec] = [
        OptionSpec("country", .paths, "where the banner says which country it was captured for", required: true)
    ]
    package static let facts: [FactSpec] = [
        FactSpec("field", "the country path without the leading '$.', e.g. appConfig.countryCode"),
        FactSpec("expectedCountry", "noCapturedCountry: the country the set is meant for, when known"),
    ]
    package static let messageCases = ["noCapturedCountry"]

    package let country: SelectorWalker

    package init(options: FunctionOptions) throws(YAMLError) {
        country = SelectorWalker(selectors: try options.paths("country") ?? [])
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard !set.responses.isEmpty else { return [] }
        var results: [FunctionResult] = []
        if set.expectations.country == nil {
            var result = FunctionResult()
            result.unknownMeantFor = true
            results.append(result)
        }
        if let banner = set.response(.banner),
            banner.firstString(matching: country)?.value.isEmpty ?? true, let path = country.selectors.first
        {
            var facts: [String: JSONValue] = ["field": .string(path.field)]
            if let expected = set.expectations.country { facts["expectedCountry"] = .string(expected) }
            results.append(
                FunctionResult(
                    facts: facts, case: "noCapturedCountry",
                    node: banner.nearestContainer(of: path), component: .banner))
        }
        return results
    }
}
