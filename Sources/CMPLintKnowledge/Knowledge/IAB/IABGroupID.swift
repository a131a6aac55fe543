/// The kinds of IAB TCF items that preference groups and vendors refer to, as the vendors
/// snapshot's `groupPrefixes` names them (OneTrust CMP API reference, "Get IAB and Google Vendors",
/// https://developer.onetrust.com/onetrust/reference/get_vendors; the kinds are the Global Vendor
/// List's, IAB TCF "Consent string and vendor list formats v2", section "The Global Vendor List",
/// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework; confirmed).
/// Where each kind's dictionary and vendor arrays are is the rule's to say (`functionOptions`).
public enum IABItemKind: String, CaseIterable, Sendable {
    case purpose, specialPurpose, feature, specialFeature, stack

    /// The kinds that have a `<prefix>_<n>` groupId and a dictionary of numeric ids. Stacks have
    /// neither (the Roku SDK skips them when joining groups to vendors, [C-code]).
    public static let numbered: [IABItemKind] = [.purpose, .specialPurpose, .feature, .specialFeature]

    /// The key in `groupPrefixes`, and in the coherence functions' per-kind options.
    public var prefixKey: String { rawValue }

    /// For messages: "purpose", "special purpose", …
    public var label: String {
        switch self {
        case .purpose: return "purpose"
        case .specialPurpose: return "special purpose"
        case .feature: return "feature"
        case .specialFeature: return "special feature"
        case .stack: return "stack"
        }
    }
}

/// The two families of IAB groupId prefixes: TCF 2.2 for template `IAB2V2`, TCF 2.0/2.1 for
/// template `IAB2` (confirmed from the vendors snapshot's `groupPrefixes`, OneTrust CMP API
/// reference, "Get IAB and Google Vendors", https://developer.onetrust.com/onetrust/reference/get_vendors,
/// and SDK code). The TCF 2.0 stack prefix is unknown ([?]), so it is left out and never checked.
public struct IABFamily: Sendable, Equatable {
    public let name: String
    public let templateType: String
    public let prefixes: [IABItemKind: String]

    public static let tcf22 = IABFamily(
        name: "TCF 2.2", templateType: "IAB2V2",
        prefixes: [
            .purpose: "IAB2V2", .specialPurpose: "ISP2V2", .feature: "IFE2V2", .specialFeature: "ISF2V2",
            .stack: "V2STACK",
        ])
    public static let tcf20 = IABFamily(
        name: "TCF 2.0", templateType: "IAB2",
        prefixes: [
            .purpose: "IABV2", .specialPurpose: "ISPV2", .feature: "IFEV2", .specialFeature: "ISFV2",
        ])
    public static let all = [tcf22, tcf20]

    /// The family an `appConfig.templateType` expects; nil for non-IAB templates.
    public static func forTemplate(_ templateType: String) -> IABFamily? {
        all.first { $0.templateType == templateType }
    }

    /// The family whose numbered prefixes `prefixes` are exactly, if any.
    public static func matching(_ prefixes: [IABItemKind: String]) -> IABFamily? {
        all.first { family in IABItemKind.numbered.allSatisfy { prefixes[$0] == family.prefixes[$0] } }
    }
}

/// A numbered IAB groupId (`IAB2V2_3`, `ISF2V2_1`) read against a set of prefixes: the item kind
/// and its numeric id, which is how vendors refer to it (groupId = prefix + `_` + id; confirmed from
/// `groupPrefixes` in "Get IAB and Google Vendors",
/// https://developer.onetrust.com/onetrust/reference/get_vendors, and the Roku SDK's
/// `getGroupPrefixes`, [C-code]).
public struct IABGroupID: Hashable, Sendable {
    public let kind: IABItemKind
    public let number: Int

    public init(kind: IABItemKind, number: Int) {
        self.kind = kind
        self.number = number
    }

    /// Reads `<prefix>_<n>` where prefix is one of the numbered kinds' prefixes and n is decimal
    /// digits; the longest matching prefix wins. Nil for stacks, custom groups and anything else.
    public static func parse(_ groupId: String, prefixes: [IABItemKind: String]) -> IABGroupID? {
        var best: (kind: IABItemKind, length: Int, number: Int)?
        for kind in IABItemKind.numbered {
            guard let prefix = prefixes[kind], !prefix.isEmpty, groupId.hasPrefix(prefix + "_") else { continue }
            let rest = groupId.dropFirst(prefix.count + 1)
            guard let number = number(fromDigits: rest) else { continue }
            if best == nil || prefix.count > best?.length ?? 0 { best = (kind, prefix.count, number) }
        }
        return best.map { IABGroupID(kind: $0.kind, number: $0.number) }
    }

    /// The groupId this item has under `prefixes`, e.g. `IAB2V2_7`.
    public func groupId(prefixes: [IABItemKind: String]) -> String? {
        prefixes[kind].map { "\($0)_\(number)" }
    }

    /// An id written as 1–9 ASCII decimal digits (dictionary keys, groupId suffixes).
    public static func number<S: StringProtocol>(fromDigits text: S) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 9,
            text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return Int(text)
    }
}
