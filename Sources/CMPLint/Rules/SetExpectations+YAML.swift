extension SetExpectations {
    /// Reads `country`, `region`, `language` and `logos` from a config `sets:` entry or an example's
    /// `meantFor`; the caller reads its other keys and calls `finish()`.
    init(reading map: YAMLMapping, source: Source) throws(YAMLError) {
        var logos: Set<BundledLogo>?
        if let names = try map.stringList("logos") {
            var parsed = Set<BundledLogo>()
            for name in names {
                guard let logo = BundledLogo(rawValue: name) else {
                    let allowed = BundledLogo.allCases.map(\.rawValue)
                    let hint = didYouMean(name, among: allowed).map { "; did you mean '\($0)'?" } ?? ""
                    throw map.error("unknown logo '\(name)'\(hint) (expected \(allowed.joined(separator: ", ")))", at: "logos")
                }
                parsed.insert(logo)
            }
            logos = parsed
        }
        let country = try map.string("country"), region = try map.string("region"), language = try map.string("language")
        do {
            self = try SetExpectations.validated(country: country, region: region, language: language, bundledLogos: logos, source: source)
        } catch {
            throw map.error(error.message, at: error.field)
        }
    }
}
