import CMPLintDocuments

/// Keys that mark legacy mobile `applicationdata`, web domain data, or the pre-202604 offline wrapper:
/// anything but a CMP API response (the legacy data described in OneTrust's 'Migrating from the
/// Legacy SDK to the CMP API',
/// https://developer.onetrust.com/onetrust/docs/migrating-from-the-legacy-sdk-to-the-new-cmp-sdk, and the OneTrust iOS
/// SDK Offline Mode documentation, https://developer.onetrust.com/onetrust/docs/ios-offline-mode, section 12 'How It
/// Worked Before 202604.1.0'; each marker confirmed, their use as a test inferred). The SDK ignores such data
/// offline (same documentation, section 11 'What Changed in 202604.1.0': "a no-op with an error log").
package enum LegacyMarkers {
    /// Top-level keys of legacy and web payloads.
    package static let topLevel: Set<String> = [
        "culture", "domain", "profile", "otData", "vendorListData", "DomainData", "CommonData",
        "NtfyConfig", "MobileData", "OTTData", "RuleSet", "OptanonDataJSON",
    ]

    /// PascalCase fields of legacy domain data that CMP API responses never carry, at any depth.
    package static let anywhere: Set<String> = [
        "CustomGroupId", "ShowAlertNotice", "LastReconsentDate", "ReconsentFrequencyDays",
        "PCTemplateUpgrade", "IsIabEnabled", "IsIABEnabled",
    ]

    /// How deep to look for `anywhere` markers: legacy payloads put them within a few levels
    /// (`culture.DomainData.Groups[].CustomGroupId` is depth 4).
    package static let searchDepth = 5

    /// The marker keys found in `document`, first the top-level ones, each name once (its first
    /// occurrence), in document order.
    package static func find(in document: JSONDocument) -> [JSONNodeID] {
        let root = document.root
        guard document.kind(root) == .object else { return [] }
        var found: [JSONNodeID] = []
        // A repeated key (a hostile file may repeat one a million times) is named once, like the others.
        var seen = Set<String>()
        for (key, _) in document.members(root) {
            if let name = document.string(key), topLevel.contains(name), seen.insert(name).inserted {
                found.append(key)
            }
        }
        if let gvl = rawGlobalVendorList(document) { found.append(gvl) }
        search(document: document, into: &found)
        return found
    }

    /// A raw IAB Global Vendor List (`vendorListVersion` + `vendors` + `purposes` at the top, no
    /// `iab2V2Vendors` wrapper); returns the `vendorListVersion` key.
    private static func rawGlobalVendorList(_ document: JSONDocument) -> JSONNodeID? {
        let root = document.root
        guard document.member(root, "iab2V2Vendors") == nil,
            document.member(root, "vendors") != nil, document.member(root, "purposes") != nil,
            let version = document.member(root, "vendorListVersion")
        else { return nil }
        return document.keyNode(of: version)
    }

    /// The `anywhere` marker `key` names, if any; `first` is its first byte as written. A key
    /// starting with an escape is decoded.
    private static func anywhereMarker(_ key: JSONNodeID, first: UInt8, in document: JSONDocument) -> String? {
        if first == UInt8(ascii: "\\") { return document.string(key).flatMap { anywhere.contains($0) ? $0 : nil } }
        return anywhere.first { document.stringEquals(key, $0) }
    }

    /// The bytes an `anywhere` marker may be written starting with: its first letter, or an escape.
    private static let markerFirstBytes = ByteSet(anywhere.compactMap(\.utf8.first) + [UInt8(ascii: "\\")])

    /// The keys that may be markers (those written starting like one, from the document's string
    /// index), in document order; only those have their depth counted.
    private static func search(document: JSONDocument, into found: inout [JSONNodeID]) {
        for index in document.stringIndex.keys(startingWithAnyOf: markerFirstBytes, in: document) {
            let key = JSONNodeID(rawValue: index)
            guard let name = anywhereMarker(key, first: document.firstStringByte(key), in: document),
                isWithinSearchDepth(key, document: document),
                !found.contains(where: { document.string($0) == name })
            else { continue }
            found.append(key)
        }
    }

    /// Whether the object holding `key` lies less than `searchDepth` containers below the root.
    private static func isWithinSearchDepth(_ key: JSONNodeID, document: JSONDocument) -> Bool {
        var depth = 0
        var node = document.parent(key)
        while let current = node, let parent = document.parent(current) {
            depth += 1
            if depth >= searchDepth { return false }
            node = parent
        }
        return true
    }
}
