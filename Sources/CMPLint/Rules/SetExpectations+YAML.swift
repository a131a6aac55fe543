import CMPLintDocuments

extension SetExpectations {
    /// Reads `country`, `region`, `language`, `platform` and `logos` from a config `sets:` entry or
    /// an example's `meantFor`; the caller reads its other keys and calls `finish()`. `logos:` may
    /// name only logos the platform has (`AppPlatform.bundledLogos`): the entry's `platform:`, else
    /// `platform` (the config's top-level value).
    package init(reading map: YAMLMapping, source: Source, platform inherited: AppPlatform = .unknown) throws(YAMLError)
    {
        let platform = try map.oneOf("platform", AppPlatform.configValues).flatMap(AppPlatform.init(rawValue:))
        let effective = platform ?? inherited
        var logos: Set<BundledLogo>?
        if let names = try map.stringList("logos") {
            var parsed = Set<BundledLogo>()
            for name in names {
                guard let logo = BundledLogo(rawValue: name) else {
                    let allowed = BundledLogo.allCases.map(\.rawValue)
                    let hint = didYouMean(name, among: allowed).map { "; did you mean '\($0)'?" } ?? ""
                    throw map.error(
                        "unknown logo '\(name)'\(hint) (expected \(allowed.joined(separator: ", ")))", at: "logos")
                }
                guard effective.bundledLogos.contains(logo) else {
                    let from = platform == nil ? "the config's top-level 'platform'" : "its 'platform'"
                    throw map.error(
                        "logo '\(name)' does not exist on \(effective.displayName) (\(from)): an \(effective.displayName) app can supply "
                            + effective.bundledLogos.map(\.rawValue).joined(separator: ", "), at: "logos")
                }
                parsed.insert(logo)
            }
            logos = parsed
        }
        let country = try map.string("country")
        let region = try map.string("region")
        let language = try map.string("language")
        do {
            self = try SetExpectations.validated(
                country: country, region: region, language: language, bundledLogos: logos, source: source)
        } catch {
            throw map.error(error.message, at: error.field)
        }
        if let platform {
            self.platform = platform
            platformSource = source
        }
    }
}
