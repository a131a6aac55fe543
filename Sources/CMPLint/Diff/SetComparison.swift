/// Compares two inspections of a set on what matters before a release (not a text diff): the
/// components and what they hold, template, geo, versions, whether and why the banner shows,
/// the purpose tree (groups added, removed, renamed, moved, retyped or with another toggle),
/// vendors (IAB by id, Google, general), vendor-list versions, buttons (shown or hidden, label,
/// how shown), languages and `useRTL`, logos, and consent strings or identifiers newly captured
/// (or no longer). Values are compared as the inspection words them (`SetInspection+Summary`), so
/// the report says what `inspect` would show on each side.
package enum SetComparison {
    package static func changes(_ old: SetInspection, _ new: SetInspection) -> [InspectionChange] {
        components(old, new)
            + InspectionChange.compare(.template, "templateType", old.templateSummary, new.templateSummary)
            + InspectionChange.compare(.geo, "countryCode-regionCode", old.geoSummary, new.geoSummary)
            + versions(old, new)
            + InspectionChange.compare(.banner, "showBanner", old.showBannerSummary, new.showBannerSummary)
            + InspectionChange.compare(.banner, "lastReconsentDate", old.lastReconsentSummary, new.lastReconsentSummary)
            + purposes(old, new)
            + vendors(old, new)
            + buttons(old, new)
            + language(old, new)
            + InspectionChange.compareKeyed(
                .logos, old: old.logos.map { ($0.name, InspectionWords.logoURL($0)) },
                new: new.logos.map { ($0.name, InspectionWords.logoURL($0)) }
            ) { "\($0) logo" }
            + captured(old, new)
    }

    package static func components(_ old: SetInspection, _ new: SetInspection) -> [InspectionChange] {
        var changes: [InspectionChange] = []
        for kind in ComponentKind.allCases {
            let before = old.component(kind)
            let after = new.component(kind)
            func word(_ component: InspectedComponent?) -> String? {
                guard let component, component.content != .missing else { return nil }
                return component.content.summary
            }
            changes += InspectionChange.compare(.components, kind.rawValue, word(before), word(after))
        }
        return changes + InspectionChange.compare(.components, "errors", old.errorsSummary, new.errorsSummary)
    }

    package static func versions(_ old: SetInspection, _ new: SetInspection) -> [InspectionChange] {
        InspectedComponent.versionKeys.flatMap { key in
            InspectionChange.compare(.versions, "storageKeys \(key)", old.storedVersion(key), new.storedVersion(key))
        }
            + InspectionChange.compare(.versions, "warnings", old.warningsSummary, new.warningsSummary)
            + InspectionChange.compare(.versions, "IAB group prefixes", old.vendors?.tcfFamily, new.vendors?.tcfFamily)
    }

    package static func purposes(_ old: SetInspection, _ new: SetInspection) -> [InspectionChange] {
        let before = parented(old.purposes)
        let after = parented(new.purposes)
        func describe(_ group: InspectedPurposeGroup) -> String {
            (group.name.map { "\"\($0)\"" } ?? "(no name)") + " " + (group.type ?? "(no type)")
        }
        var changes = InspectionChange.compareKeyed(
            .purposes, old: before.map { ($0.group.groupId, describe($0.group)) },
            new: after.map { ($0.group.groupId, describe($0.group)) }
        ) { $0 }
        .filter { $0.kind != .changed }
        let oldGroups = Dictionary(before.map { ($0.group.groupId, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        for entry in after where seen.insert(entry.group.groupId).inserted {
            guard let earlier = oldGroups[entry.group.groupId] else { continue }
            let id = entry.group.groupId
            let a = earlier.group
            let b = entry.group
            changes += InspectionChange.compare(
                .purposes, "\(id) name", SetInspection.quoted(a.name), SetInspection.quoted(b.name))
            changes += InspectionChange.compare(.purposes, "\(id) type", a.type, b.type)
            changes += InspectionChange.compare(
                .purposes, "\(id) toggle", InspectionWords.toggle(a), InspectionWords.toggle(b))
            changes += InspectionChange.compare(
                .purposes, "\(id) parent", earlier.parent ?? "(top level)", entry.parent ?? "(top level)")
        }
        return changes
    }

    /// The groups of a tree, depth first, each with its parent's id.
    package static func parented(_ groups: [InspectedPurposeGroup], parent: String? = nil) -> [(
        group: InspectedPurposeGroup, parent: String?
    )] {
        groups.flatMap { group in [(group, parent)] + parented(group.children, parent: group.groupId) }
    }

    package static func vendors(_ old: SetInspection, _ new: SetInspection) -> [InspectionChange] {
        guard let before = old.vendors, let after = new.vendors else {
            return InspectionChange.compare(
                .vendors, "vendors response", old.vendors.map(InspectionWords.vendorCounts),
                new.vendors.map(InspectionWords.vendorCounts))
        }
        func list(_ label: String, _ a: [InspectedVendors.Vendor]?, _ b: [InspectedVendors.Vendor]?)
            -> [InspectionChange]
        {
            guard let a, let b else {
                return InspectionChange.compare(
                    .vendors, "\(label) vendors", a.map { "\($0.count)" }, b.map { "\($0.count)" })
            }
            return InspectionChange.compareKeyed(
                .vendors, old: a.map { ($0.id, SetInspection.quoted($0.name) ?? "(no name)") },
                new: b.map { ($0.id, SetInspection.quoted($0.name) ?? "(no name)") }
            ) { "\(label) vendor \($0)" }
            .filter { $0.kind != .changed }
        }
        let general = { (vendors: [InspectedVendors.GeneralVendor]?) in
            vendors.map { $0.map { InspectedVendors.Vendor(id: $0.id, name: $0.name) } }
        }
        func links(_ vendors: [InspectedVendors.GeneralVendor]?) -> [(key: String, value: String)] {
            (vendors ?? []).map {
                ($0.id, $0.linkedGroupIds.isEmpty ? "none" : $0.linkedGroupIds.joined(separator: " "))
            }
        }
        let linkChanges = InspectionChange.compareKeyed(.vendors, old: links(before.general), new: links(after.general))
        {
            "general vendor \($0) linkedGroupIds"
        }.filter { $0.kind == .changed }
        return list("IAB", before.iab, after.iab) + list("Google", before.google, after.google)
            + list("general", general(before.general), general(after.general)) + linkChanges
            + InspectionChange.compare(
                .vendorList, "IAB vendorListVersion", before.iabVendorListVersion, after.iabVendorListVersion)
            + InspectionChange.compare(.vendorList, "IAB lastUpdated", before.iabLastUpdated, after.iabLastUpdated)
            + InspectionChange.compare(
                .vendorList, "Google vendorListVersion", before.googleVendorListVersion, after.googleVendorListVersion)
    }

    package static func buttons(_ old: SetInspection, _ new: SetInspection) -> [InspectionChange] {
        func keyed(_ inspection: SetInspection) -> [(key: String, value: String)] {
            inspection.buttons.map { ("\($0.ui) \($0.name)", InspectionWords.buttonLabel($0)) }
        }
        return InspectionChange.compareKeyed(.buttons, old: keyed(old), new: keyed(new)) { $0 }
    }

    package static func language(_ old: SetInspection, _ new: SetInspection) -> [InspectionChange] {
        var changes: [InspectionChange] = []
        for kind in ComponentKind.allCases {
            guard let a = old.component(kind)?.language, let b = new.component(kind)?.language else { continue }
            changes += InspectionChange.compare(.language, "\(kind.rawValue) language", a.tag, b.tag)
        }
        return changes + InspectionChange.compare(.language, "useRTL", old.useRTLSummary, new.useRTLSummary)
    }

    /// Consent strings and identifiers by rule, component, pointer and kind: new ones are
    /// "added" (newly captured), gone ones "removed".
    package static func captured(_ old: SetInspection, _ new: SetInspection) -> [InspectionChange] {
        func keyed(_ inspection: SetInspection) -> [(key: String, value: String)] {
            inspection.captured.map { ($0.identity, InspectionWords.captured($0)) }
        }
        let places = Dictionary(
            (old.captured + new.captured).map { ($0.identity, "\($0.component?.rawValue ?? "set") \($0.pointer)") },
            uniquingKeysWith: { first, _ in first })
        return InspectionChange.compareKeyed(.capturedState, old: keyed(old), new: keyed(new)) { places[$0] ?? $0 }
    }
}
