import CMPLintDocuments
import CMPLintPaths
import Foundation

/// Reports a non-empty logo URL (the checked value) whose logo the set does not declare bundled.
/// Offline the SDK cannot download logos; the app must supply them through `OTOfflineData.LogoData`
/// (`bannerLogo`, `pcLogo`, `ageGateLogo`, `attLogo`) or "they will not appear" (OneTrust Mobile SDK
/// Offline Mode documentation, https://developer.onetrust.com/onetrust/docs/ios-offline-mode,
/// sections '4. Supplying Logos' and '10. Limitations', confirmed). Which logos a set bundles comes
/// from the config `sets:` entry's `logos:` (`SetExpectations.bundledLogos`).
///
/// Which logo a URL is comes from the rule: option `logos` lists each logo with the paths of its
/// URLs (the default rule uses `#BannerLogo`, `#PreferenceCenterLogo`, `#AgeGateLogo`), so a path
/// added there is checked as that logo. A URL that `given` selects but no entry names is reported
/// as such (case `unknownLogo`): it cannot be declared bundled until the rule says which logo it is.
package struct LogoBundling: NodeFunction {
    package static let name = "logoBundled"
    package static let summary =
        "A non-empty logo URL needs its logo (option `logos`: logo → paths) declared bundled in the config (`sets:` entry `logos:`)."
    package static let logoNames = SetExpectations.BundledLogo.allCases.map(\.rawValue)
    package static let options = [
        OptionSpec(
            "logos",
            .table([
                OptionSpec(
                    "logo", .oneOf(logoNames),
                    "the `OTOfflineData.LogoData` logo, as named in a `sets:` entry's `logos:`", required: true),
                OptionSpec("paths", .paths, "where its URLs are (paths or #Aliases)", required: true),
                OptionSpec("name", .string, "what messages call it (e.g. banner logo); the logo by default"),
            ]), "which logo each URL is", required: true)
    ]
    package static let facts = [
        FactSpec("url", "the URL as JSON text, at most 80 characters"),
        FactSpec("logo", "the logo (banner, preferences, ageGate, att)"),
        FactSpec("logoName", "the entry's `name`, else the logo"),
        FactSpec("declared", "true when the set declares its bundled logos (config `sets:` entry `logos:`)"),
        FactSpec("bundled", "the logos the set declares bundled, sorted"),
    ]
    package static let messageCases = ["unknownLogo"]

    package struct Entry {
        package let logo: SetExpectations.BundledLogo
        package let name: String
        package let paths: [PathSelector]
    }

    package let entries: [Entry]
    /// Every entry's paths in one walker; `entryOfSelector[i]` is the entry of selector `i`.
    package let walker: SelectorWalker
    package let entryOfSelector: [Int]

    package init(options: FunctionOptions) throws(YAMLError) {
        var entries: [Entry] = []
        if let node = options.node("logos"), case .sequence(let rows) = node.content, let file = options.mapping?.file {
            for row in rows {
                let map = try YAMLMapping(row, file: file, context: "an entry of option 'logos'")
                guard
                    let logo = try map.oneOf("logo", Self.logoNames).flatMap(
                        SetExpectations.BundledLogo.init(rawValue:)),
                    let pathsNode = map.node("paths")
                else { continue }
                let items: [YAMLNode]
                if case .sequence(let nodes) = pathsNode.content { items = nodes } else { items = [pathsNode] }
                var paths: [PathSelector] = []
                for item in items {
                    guard let text = item.scalar else { continue }
                    paths += try options.aliases.expand(text, file: file, mark: item.mark)
                }
                entries.append(Entry(logo: logo, name: try map.string("name") ?? logo.rawValue, paths: paths))
            }
        }
        self.entries = entries
        walker = SelectorWalker(selectors: entries.flatMap(\.paths))
        entryOfSelector = entries.indices.flatMap { index in Array(repeating: index, count: entries[index].paths.count)
        }
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let document = target.document
        guard let node = target.value, let url = document.string(node),
            !url.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else { return [] }
        var facts: [String: JSONValue] = ["url": .string(document.shortText(node, limit: 80))]
        let matches = walker.matches(in: document)
        guard let selector = matches.indices.first(where: { matches[$0].contains(node) }) else {
            return [FunctionResult(facts: facts, case: "unknownLogo")]
        }
        let entry = entries[entryOfSelector[selector]]
        let bundled = target.expectations.bundledLogos
        if bundled?.contains(entry.logo) == true { return [] }
        facts["logo"] = .string(entry.logo.rawValue)
        facts["logoName"] = .string(entry.name)
        facts["declared"] = .bool(bundled != nil)
        facts["bundled"] = .array((bundled ?? []).map(\.rawValue).sorted().map(JSONValue.string))
        return [FunctionResult(facts: facts, evidence: [JSONMember(key: "logo", value: .string(entry.logo.rawValue))])]
    }
}
