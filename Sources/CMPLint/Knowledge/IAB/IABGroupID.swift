/// The kinds of IAB TCF items that preference groups and vendors refer to, as
/// `iab2V2Vendors.groupPrefixes` names them (cmp-api.md §4 and §4.1, confirmed).
public enum IABItemKind: String, CaseIterable, Sendable {
    case purpose, specialPurpose, feature, specialFeature, stack

    /// The kinds that have a `<prefix>_<n>` groupId and a dictionary in `iab2V2Vendors`. Stacks have
    /// neither (Roku skips them, cmp-api.md §4.1).
    public static let numbered: [IABItemKind] = [.purpose, .specialPurpose, .feature, .specialFeature]

    /// The key in `groupPrefixes`.
    public var prefixKey: String { rawValue }

    /// The `iab2V2Vendors` dictionary defining this kind's ids; nil for stacks.
    public var dictionaryKey: String? {
        switch self {
        case .purpose: return "purposes"
        case .specialPurpose: return "specialPurposes"
        case .feature: return "features"
        case .specialFeature: return "specialFeatures"
        case .stack: return nil
        }
    }

    /// Vendor arrays whose ids are of this kind. Legitimate-interest and flexible purposes are
    /// purposes (cmp-api.md §4: all numeric ids of `purposes`).
    public var vendorArrays: [String] {
        switch self {
        case .purpose: return ["purposes", "legIntPurposes", "flexiblePurposes"]
        case .specialPurpose: return ["specialPurposes"]
        case .feature: return ["features"]
        case .specialFeature: return ["specialFeatures"]
        case .stack: return []
        }
    }

    /// Vendor arrays that make a vendor "use" an item when counting partners: consent or
    /// legitimate interest for purposes, as Roku's `havingVendorPurpose` checks (cmp-api.md §4.1).
    public var countedVendorArrays: [String] {
        self == .purpose ? ["purposes", "legIntPurposes"] : vendorArrays
    }

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

/// The two families of IAB groupId prefixes (cmp-api.md §5): TCF 2.2 for template `IAB2V2`, TCF
/// 2.0/2.1 for template `IAB2`. The TCF 2.0 stack prefix is unknown ([?]), so it is left out and
/// never checked.
public struct IABFamily: Sendable, Equatable {
    public let name: String
    public let templateType: String
    public let prefixes: [IABItemKind: String]

    public static let tcf22 = IABFamily(name: "TCF 2.2", templateType: "IAB2V2", prefixes: [
        .purpose: "IAB2V2", .specialPurpose: "ISP2V2", .feature: "IFE2V2", .specialFeature: "ISF2V2", .stack: "V2STACK",
    ])
    public static let tcf20 = IABFamily(name: "TCF 2.0", templateType: "IAB2", prefixes: [
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
/// and its numeric id, which is how vendors refer to it (cmp-api.md §4.1, confirmed).
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
              text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(text)
    }
}

/// A preference group that is a numbered IAB item.
public struct IABPreferenceGroup: Sendable {
    public let group: PurposeGroup
    public let id: IABGroupID
}

extension IABGroupID {
    /// True for a stack group (`type` containing `_STACK`, cmp-api.md §4.1), which has no numeric form.
    public static func isStack(_ group: PurposeGroup) -> Bool {
        group.type?.contains("_STACK") ?? false
    }

    /// Every numbered IAB group of the preferences purpose tree (children included, stacks
    /// skipped), read against `prefixes`.
    public static func groups(in preferences: JSONDocument, prefixes: [IABItemKind: String]) -> [IABPreferenceGroup] {
        PurposeTree.groups(in: preferences).compactMap { group in
            guard !isStack(group), let id = parse(group.groupId, prefixes: prefixes) else { return nil }
            return IABPreferenceGroup(group: group, id: id)
        }
    }
}
