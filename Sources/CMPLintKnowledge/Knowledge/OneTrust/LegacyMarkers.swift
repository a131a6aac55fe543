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

    /// The `anywhere` marker `key` names, if any; `first` is its first byte as written, which
    /// `mayBeMarker` let through. A key starting with an escape is decoded.
    private static func anywhereMarker(_ key: JSONNodeID, first: UInt8, in document: JSONDocument) -> String? {
        if first == UInt8(ascii: "\\") { return document.string(key).flatMap { anywhere.contains($0) ? $0 : nil } }
        return anywhere.first { document.stringEquals(key, $0) }
    }

    /// Whether a key whose first byte as written is `first` may be an `anywhere` marker. The
    /// markers are PascalCase and a CMP API response's keys are not, so one byte rules out almost
    /// every key without decoding it (the search visits every member of a vendors snapshot).
    @inline(__always)
    private static func mayBeMarker(first: UInt8) -> Bool {
        first == UInt8(ascii: "\\") || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
    }

    /// Every key of the document in document order (the node table is in preorder), each
    /// ruled out by its first byte before anything else; only a key that may be a marker has its
    /// depth counted: one pass over the table, not a walk of the tree member by member.
    private static func search(document: JSONDocument, into found: inout [JSONNodeID]) {
        document.bytes.withUnsafeBufferPointer { bytes in
            document.forEachString { key, start, isKey in
                guard isKey else { return }
                let first = bytes[start + 1]
                guard mayBeMarker(first: first), let name = anywhereMarker(key, first: first, in: document),
                    isWithinSearchDepth(key, document: document),
                    !found.contains(where: { document.string($0) == name })
                else { return }
                found.append(key)
            }
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
