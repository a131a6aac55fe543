/// Says, at info level, when the set's geo cannot be checked: nothing tells what the set is meant
/// for, or the banner carries no `appConfig.countryCode`. cmplint never guesses a country.
struct GeoUnknown: SetFunction {
    static let name = "geoUnknown"
    static let level = FunctionLevel.set
    static let summary = "The set's expected country and the banner's appConfig.countryCode must both be known."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        var results: [FunctionResult] = []
        if set.expectations.country == nil {
            results.append(FunctionResult(
                message: "the country this set is meant for is unknown, so geo-mismatch and template-jurisdiction could not be checked (pass --country, add a sets: entry to .cmplint.yml, or name the folder CC[-RR]_lang)"))
        }
        if let banner = set.document(.banner), banner.kind(banner.root) == .object,
           banner.appConfigString("countryCode")?.value.isEmpty ?? true {
            results.append(FunctionResult(
                message: "the banner carries no appConfig.countryCode, so the country it was captured for could not be checked",
                node: banner.node(atPath: ["appConfig"]) ?? banner.root, component: .banner))
        }
        return results
    }
}
