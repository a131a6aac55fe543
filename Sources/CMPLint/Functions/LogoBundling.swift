import Foundation

/// Reports a logo URL (banner, preference center or age-gate logo) that the set does not declare
/// bundled. Offline the SDK cannot download logos; the app must supply them through
/// `OTOfflineData.LogoData` or they do not appear (offline-mode.txt §4, §10, confirmed). Which logos
/// a set bundles comes from the config `sets:` entry's `logos:` (`SetExpectations.bundledLogos`).
/// The logo is the `logo` option, or else inferred from where the URL is: `bannerUIData.logo.url`,
/// `pcUIData.logo.url`, `prompts.ageGate.logoUrl`.
struct LogoBundling: NodeFunction {
    static let name = "logoBundled"
    static let level = FunctionLevel.node
    static let summary = "A non-empty logo URL needs the logo declared bundled (`sets:` entry `logos:`); option `logo` names it, else it is inferred from the path."

    let logo: SetExpectations.BundledLogo?

    init(options: FunctionOptions) throws(YAMLError) {
        let allowed = SetExpectations.BundledLogo.allCases.map(\.rawValue)
        logo = try options.oneOf("logo", allowed).flatMap(SetExpectations.BundledLogo.init(rawValue:))
        try options.finish()
    }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let document = target.document
        guard let node = target.value, let url = document.string(node),
              !url.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
              let logo = logo ?? Self.logo(at: node, in: document)
        else { return [] }
        let bundled = target.expectations.bundledLogos
        if bundled?.contains(logo) == true { return [] }
        let declared: String
        if let bundled {
            let names = bundled.map(\.rawValue).sorted()
            declared = names.isEmpty ? "the set declares no bundled logos" : "the set's bundled logos (\(names.joined(separator: ", "))) do not include \(logo.rawValue)"
        } else {
            declared = "the set declares no bundled logos (config `sets:` entry `logos:`)"
        }
        return [FunctionResult(
            message: "the \(Self.displayName(logo)) \(document.shortText(node, limit: 80)) will not appear offline: the SDK cannot download it, and \(declared)",
            node: node, evidence: [JSONMember(key: "logo", value: .string(logo.rawValue))])]
    }

    /// The logo a URL node belongs to, from its key and its parents' keys.
    static func logo(at node: JSONNodeID, in document: JSONDocument) -> SetExpectations.BundledLogo? {
        func key(_ n: JSONNodeID?) -> String? { n.flatMap { document.keyNode(of: $0) }.flatMap { document.string($0) } }
        let parent = document.parent(node)
        let grandparent = parent.flatMap { document.parent($0) }
        switch (key(node), key(parent), key(grandparent)) {
        case ("logoUrl", "ageGate", _): return .ageGate
        case ("url", "logo", "bannerUIData"): return .banner
        case ("url", "logo", "pcUIData"): return .preferences
        default: return nil
        }
    }

    static func displayName(_ logo: SetExpectations.BundledLogo) -> String {
        switch logo {
        case .banner: return "banner logo"
        case .preferences: return "preference center logo"
        case .ageGate: return "age-gate logo"
        case .att: return "ATT prompt logo"
        }
    }
}
