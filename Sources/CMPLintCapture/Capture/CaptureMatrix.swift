import CMPLint
import CMPLintDocuments
import Foundation

/// The sets to capture, read from a matrix file (`--matrix FILE`, JSON Schema
/// `schema/cmplint-capture-matrix.schema.json`, `CaptureMatrixSchema`) or from a config's `sets:`
/// entries that name a country and a language.
///
/// A matrix file lists geolocations, each with the languages the app supports there:
///
/// ```yaml
/// # capture.yml: cmplint capture --matrix capture.yml …
/// sets:
///   - country: DE
///     language: [de, en]
///   - country: US
///     region: CA
///     language: [en, es]
///   - country: FR
///     language: fr
/// ```
public enum CaptureMatrix {
    /// The most sets one matrix may ask for: each is three requests to a shared API.
    public static let maxSets = 1000

    /// Reads the matrix file `file` (named in messages) from `location`.
    public static func load(file: String, at location: String) throws(LintError) -> [CaptureTarget] {
        do {
            let text = try YAMLFile.read(file, at: location, what: "the matrix file")
            return try parse(text: text, file: file)
        } catch {
            throw LintError(error)
        }
    }

    package static func parse(text: String, file: String) throws(YAMLError) -> [CaptureTarget] {
        guard let root = try YAMLParser.parse(text, file: file) else {
            throw YAMLError(file: file, mark: nil, message: "the matrix file is empty; it needs a 'sets' list")
        }
        let map = try YAMLMapping(root, file: file, context: "the matrix file")
        guard let setsNode = map.node("sets"), case .sequence(let items) = setsNode.content, !items.isEmpty else {
            throw map.error(
                "the matrix file needs 'sets': a list of {country, region, language} entries",
                at: map.has("sets") ? "sets" : nil)
        }
        try map.finish()
        var targets: [CaptureTarget] = []
        for item in items {
            let entry = try YAMLMapping(item, file: file, context: "a 'sets' entry")
            let country = try entry.requiredString("country")
            let region = try entry.string("region")
            guard let languages = try entry.stringList("language"), !languages.isEmpty else {
                throw entry.error("a 'sets' entry needs 'language': a language or a list of languages")
            }
            try entry.finish()
            for language in languages {
                do {
                    targets.append(
                        try CaptureTarget(
                            country: country, region: region, language: language, source: .configFile(file)))
                } catch {
                    throw YAMLError(file: file, mark: item.mark, message: error.description)
                }
            }
            if targets.count > maxSets {
                throw YAMLError(file: file, mark: item.mark, message: "more than \(maxSets) sets; split the matrix")
            }
        }
        return unique(targets)
    }

    /// The sets of a config's `sets:` entries that name a country and a language, in file order.
    public static func targets(from configuration: Configuration) -> [CaptureTarget] {
        unique(
            configuration.sets.compactMap { entry in
                guard let country = entry.expectations.country, let language = entry.expectations.language else {
                    return nil
                }
                return try? CaptureTarget(
                    country: country, region: entry.expectations.region, language: language,
                    source: entry.expectations.geoSource ?? .commandLine)
            })
    }

    /// Every `--country` (`CC` or `CC-RR`) with every `--language`; `--region` goes with a single `--country`.
    public static func targets(countries: [String], region: String?, languages: [String]) throws(LintError)
        -> [CaptureTarget]
    {
        if countries.isEmpty != languages.isEmpty {
            throw LintError(countries.isEmpty ? "--language needs --country" : "--country needs --language")
        }
        if region != nil && countries.count != 1 {
            throw LintError(
                "--region goes with exactly one --country; for several, write them as CC-RR (US-CA) or use --matrix")
        }
        var targets: [CaptureTarget] = []
        for geo in countries {
            let parts = geo.split(separator: "-", maxSplits: 1).map(String.init)
            for language in languages {
                targets.append(
                    try CaptureTarget(
                        country: parts.first ?? geo, region: parts.count > 1 ? parts[1] : region,
                        language: language, source: .commandLine))
            }
        }
        return unique(targets)
    }

    /// The first of each set, in order.
    package static func unique(_ targets: [CaptureTarget]) -> [CaptureTarget] {
        var seen = Set<CaptureTarget>()
        return targets.filter { seen.insert($0).inserted }
    }
}
