/// Which keys of a CMP API response hold text a user reads. Data only.
///
/// The responses mix reader-facing strings with styling, ids, enum codes and URLs under keys with
/// no common naming scheme (a vendor-list label is called "lifespan" or "features"), so the choice
/// is made in layers:
/// 1. Machine data (the rule's `ignore` paths, `#NotUIText` in rules/aliases.yml) is skipped with
///    everything under it.
/// 2. Inside the UI sections (the rule's `text` paths, `#UIText`) every string counts unless its key
///    is technical (`technicalKeys`, `technicalKeyFragments`, `technicalKeySuffixes`). This catches
///    the many label keys (`consentText`, `lifespanDays`, `closeAria`, `searchPlaceholderText`).
/// 3. Elsewhere only known text keys count (`textKeys`): the IAB purpose names and descriptions in
///    `iab2V2Vendors`, general vendors' descriptions, purpose trees dumped at the top level.
/// `name` is special: purpose, feature and data-category names are translated text, but vendor and
/// SDK names are brands, so `name` counts only in `nameContainers`.
/// Values are filtered afterwards by shape (URLs, colours, numbers, codes): `UITextExtractor`.
/// The sections are paths of the response shape and live in the rules; these key lists are how
/// OneTrust names text and technical members anywhere, part of identifying the text's language.
package enum UITextKeys {
    /// Keys that carry reader text outside the UI sections.
    package static let textKeys: Set<String> = [
        "text", "title", "description", "label", "groupName", "groupDescription", "descriptionLegal",
        "iabIllustrations", "illustrations", "vendorsLinkedInfo", "titleText", "descriptionText",
        "headerText", "detail",
    ]

    /// Containers whose members' `name` is translated text: IAB purposes, special purposes,
    /// features, special features, stacks and data categories; age-gate age groups; universal
    /// consent custom preferences. Vendor, Google vendor, general vendor and SDK
    /// (`firstPartyCookies`) names are brands and are not listed.
    package static let nameContainers: Set<String> = [
        "purposes", "specialPurposes", "features", "specialFeatures", "stacks", "iabDataCategories",
        "ageGroups", "customPreferences", "options",
    ]

    /// Keys whose values are styling, ids, enum codes, dates, URLs or statuses.
    package static let technicalKeys: Set<String> = [
        "url", "urlQRCode", "logoUrl", "privacy", "legIntClaim", "policyUrl", "privacyPolicyUrl",
        "deviceStorageDisclosureUrl", "iabLegalTextUrl", "fontSize", "font", "selectedFont",
        "textAlign", "layout", "layoutHeight", "interactionType", "groupId", "type", "parent", "id",
        "sdkId", "sdks", "purposeId", "vendorCustomId", "langId", "position", "borderRadius",
        "additionalDescriptionPlacement", "descriptionDetails", "useRTL", "templateType",
        "countryCode", "regionCode", "consentStatus", "legIntStatus", "toggleStatus",
        "consentToggleStatus", "dsidText", "timeStamp", "lastUpdated", "vendorListVersion",
        "iab2V2GVLVersion", "displayAs", "expiryDateType", "identifierType", "version", "code",
        "message", "bannerReason", "rejectAllButtonBehavior", "createdDate", "lastModifiedDate",
        "consentLifeSpan", "attributes", "generalVendorsIds", "linkedGroupIds", "otConsentString",
        "name",
    ]

    /// Key fragments (case-insensitive) of styling keys: `textColorDark`, `imgcolor`,
    /// `fontFamily`, `borderWidth`.
    package static let technicalKeyFragments: [String] = [
        "color", "colour", "font", "align", "radius", "border", "width", "height", "placement",
        "position", "layout", "image", "icon",
    ]

    /// Key endings (case-sensitive, camelCase) of ids, URLs and statuses: `customGroupId`,
    /// `linkedGroupIds`, `logoUrl`, `consentStatus`.
    package static let technicalKeySuffixes: [String] = ["Id", "Ids", "ID", "Url", "URL", "Uri", "Status"]

    /// `technicalKeys`, `textKeys` and `nameContainers` in one table: the extractor classifies a
    /// key with one lookup.
    package struct KeyClass: OptionSet {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let technical = KeyClass(rawValue: 1)
        package static let text = KeyClass(rawValue: 2)
        package static let nameContainer = KeyClass(rawValue: 4)
    }

    /// The three key lists as one table by UTF-8: the extractor looks a key up where it is
    /// written, without making a `String` of it.
    private static let classTable: (keys: UTF8Interner, classes: [KeyClass]) = {
        var keys = UTF8Interner()
        var classes: [KeyClass] = []
        func add(_ list: Set<String>, _ keyClass: KeyClass) {
            for key in list {
                var key = key
                let (id, isNew) = key.withUTF8 { keys.id($0) }
                if isNew { classes.append(keyClass) } else { classes[id].insert(keyClass) }
            }
        }
        add(technicalKeys, .technical)
        add(textKeys, .text)
        add(nameContainers, .nameContainer)
        return (keys, classes)
    }()

    /// The classes of the key whose UTF-8 is `key`, empty for a key on no list.
    package static func classes(ofUTF8 key: UnsafeBufferPointer<UInt8>) -> KeyClass {
        classTable.keys.lookup(key).map { classTable.classes[$0] } ?? []
    }

    private static let fragmentBytes = technicalKeyFragments.map { Array($0.utf8) }
    private static let suffixBytes = technicalKeySuffixes.map { Array($0.utf8) }
    /// Per byte (lowercase), bit `i` set when fragment `i` starts with it: a key is read once, and
    /// only the fragments that start where it stands are compared, not each fragment at each place.
    private static let fragmentsByFirstByte: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 256)
        for (i, fragment) in fragmentBytes.enumerated() { table[Int(fragment[0])] |= 1 << UInt32(i) }
        return table
    }()

    /// A technical suffix or fragment (`technicalKeySuffixes`, `technicalKeyFragments`). Runs once
    /// per distinct key of a document, on its UTF-8 in place.
    package static func hasTechnicalShape(_ key: String) -> Bool {
        UTF8Scalars.withUTF8(key) { hasTechnicalShape(utf8: $0) }
    }

    /// `hasTechnicalShape` of the key whose UTF-8 is `bytes`.
    package static func hasTechnicalShape(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for suffix in suffixBytes where bytes.count >= suffix.count {
            if hasBytes(suffix, in: bytes, at: bytes.count - suffix.count, foldingCase: false) { return true }
        }
        return fragmentsByFirstByte.withUnsafeBufferPointer { table in
            for start in bytes.indices {
                var byte = bytes[start]
                if byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
                var candidates = table[Int(byte)]
                while candidates != 0 {
                    let fragment = fragmentBytes[candidates.trailingZeroBitCount]
                    candidates &= candidates - 1
                    guard start + fragment.count <= bytes.count else { continue }
                    if hasBytes(fragment, in: bytes, at: start, foldingCase: true) { return true }
                }
            }
            return false
        }
    }

    /// Whether `bytes[start...]` begins with `needle` (lowercase ASCII when `foldingCase`).
    private static func hasBytes(
        _ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int, foldingCase: Bool
    ) -> Bool {
        for k in needle.indices {
            var b = bytes[start + k]
            if foldingCase && b >= 0x41 && b <= 0x5A { b |= 0x20 }
            if b != needle[k] { return false }
        }
        return true
    }
}
