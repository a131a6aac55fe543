import CMPLintDocuments
import Foundation

/// How the human formats (text, Markdown) word parts of an inspection, so both say the same.
package enum InspectionWords {
    /// `DE-BY, language de (folder name 'DE_de')`, or "unknown".
    package static func meantFor(_ expectations: SetExpectations) -> String {
        var parts: [String] = []
        if let country = expectations.country {
            var geo = expectations.region.map { "\(country)-\($0)" } ?? country
            if let source = expectations.geoSource { geo += " (\(source))" }
            parts.append(geo)
        }
        if let language = expectations.language {
            var text = "language \(language)"
            if let source = expectations.languageSource, source != expectations.geoSource { text += " (\(source))" }
            parts.append(text)
        }
        if expectations.platform != .unknown {
            parts.append(
                "platform \(expectations.platform.displayName)" + (expectations.platformSource.map { " (\($0))" } ?? "")
            )
        }
        return parts.isEmpty
            ? "unknown (no --country/--language, config sets: entry, CC[-RR]_lang folder name or localisation folder such as fr.lproj)"
            : parts.joined(separator: ", ")
    }

    /// `de German (confidence 0.97, 41 words)` or `unknown (812 characters of UI text)`.
    package static func language(_ language: InspectedLanguage) -> String {
        guard let code = language.code else { return "unknown (\(language.textLength) characters of UI text)" }
        var text = language.variant ?? code
        if let name = language.name { text += " \(name)" }
        var details: [String] = []
        if let confidence = language.confidence { details.append("confidence " + String(format: "%.2f", confidence)) }
        if let words = language.words { details.append("\(words) words") }
        return details.isEmpty ? text : text + " (" + details.joined(separator: ", ") + ")"
    }

    /// `always active (2)`, `toggle (1, consent 1)`, `no toggle (-1)`, `no toggle (absent)`.
    package static func toggle(_ group: InspectedPurposeGroup) -> String {
        let status = group.toggleStatus.map(String.init) ?? "absent"
        switch group.toggle {
        case .alwaysActive: return "always active (\(status))"
        case .toggle: return "toggle (\(status)\(group.consentStatus.map { ", consent \($0)" } ?? ""))"
        case .none: return "no toggle (\(status))"
        case .unknown: return "toggleStatus \(status)"
        }
    }

    /// A purpose group as the Markdown and HTML tables show it: group id, name, type, toggle, SDK
    /// count, IAB vendor count, general vendor ids; "–" for what the group lacks.
    package static func purposeCells(_ group: InspectedPurposeGroup) -> [String] {
        [
            group.groupId, group.name ?? "–", group.type ?? "–", toggle(group), "\(group.sdkCount)",
            group.iabVendorCount.map(String.init) ?? "–",
            group.generalVendorIds.isEmpty ? "–" : group.generalVendorIds.joined(separator: " "),
        ]
    }

    /// `acceptAll "Alle akzeptieren"`, with how it is shown when set.
    package static func button(_ button: InspectedButton) -> String {
        "\(button.name) " + buttonLabel(button)
    }

    /// `"Alle akzeptieren" (as link)`: the label and how it is shown.
    package static func buttonLabel(_ button: InspectedButton) -> String {
        var text = button.text.map { "\"\($0)\"" } ?? "(no text)"
        var how: [String] = []
        if button.showAsLink == true { how.append("as link") }
        if button.showText == false { how.append("text hidden") }
        if !how.isEmpty { text += " (" + how.joined(separator: ", ") + ")" }
        return text
    }

    /// A logo's URL, or that it is empty (the template shows none).
    package static func logoURL(_ logo: InspectedLogo) -> String {
        logo.url.isEmpty ? "(empty: no logo)" : logo.url
    }

    /// `C0004 (Consumers under 16: 0–15)`.
    package static func ageGateLink(_ link: InspectedPrompts.LinkedGroup) -> String {
        let groups = link.ageGroups.map { group in
            let range = "\(group.lowerBound ?? "")–\(group.upperBound ?? "")"
            return group.name.map { "\($0): \(range)" } ?? range
        }
        return groups.isEmpty ? link.groupId : "\(link.groupId) (\(groups.joined(separator: "; ")))"
    }

    /// The prompts in one line: age gate, IDFA, notification, Google Ads.
    package static func prompts(_ prompts: InspectedPrompts) -> String {
        var parts: [String] = []
        if let gate = prompts.ageGate {
            let linked =
                gate.linkedGroups.isEmpty
                ? "no linked groups" : "linked " + gate.linkedGroups.map(ageGateLink).joined(separator: ", ")
            parts.append("age gate " + (gate.title.map { "\"\($0)\"" } ?? "(no title)") + ": " + linked)
        }
        if let idfa = prompts.idfa {
            parts.append(
                "IDFA pre-prompt" + (idfa.prePromptTitle.map { " \"\($0)\"" } ?? "") + ": "
                    + (idfa.linkedGroups.isEmpty
                        ? "no linked groups" : "linked " + idfa.linkedGroups.joined(separator: ", ")))
        }
        if let duration = prompts.notificationDuration { parts.append("notification duration \(duration)") }
        if let consent = prompts.googleAdConsent {
            parts.append("Google Ads consent " + (consent ? "enabled" : "disabled"))
        }
        let others = prompts.names.filter { !["ageGate", "idfa", "ntfyConfigData", "googleAd"].contains($0) }
        if !others.isEmpty { parts.append("also " + others.joined(separator: ", ")) }
        return parts.isEmpty ? "none" : parts.joined(separator: " · ")
    }

    /// Vendors of the pinned-GVL comparison listed in one row before the rest are counted: a real
    /// snapshot has a handful, a hostile one thousands.
    package static let pinnedVendorsShown = 20

    /// `version 101 of 2025-05-29T16:00:00Z (gvl/vendor-list.json); the snapshot's list is version 98, 3 behind`.
    package static func pinnedVersion(_ pinned: InspectedVendorList) -> String {
        var text = "version \(pinned.version) of \(pinned.lastUpdated) (\(pinned.file)); "
        guard let snapshot = pinned.snapshotVersion, let behind = pinned.behind else {
            return text + "the snapshot states no vendor-list version"
        }
        text += "the snapshot's list is version \(snapshot)"
        switch behind {
        case 0: return text + ", the same"
        case 1...: return text + ", \(behind) behind"
        default: return text + ", \(-behind) ahead (the pinned list is older)"
        }
    }

    /// `278 Integral Ad Science (deleted 2025-05-22T16:00:00Z) · …`, at most `pinnedVendorsShown`,
    /// or `none`; `detail` words the vendor's detail (nil: as it is).
    package static func pinnedVendors(_ vendors: [InspectedVendorList.Vendor], detail: String?) -> String {
        guard !vendors.isEmpty else { return "none" }
        var parts = vendors.prefix(pinnedVendorsShown).map { vendor in
            "\(vendor.id) \(vendor.name) (" + (detail.map { "\($0) " } ?? "") + vendor.detail + ")"
        }
        if vendors.count > pinnedVendorsShown { parts.append("… (\(vendors.count) in all)") }
        return parts.joined(separator: " · ")
    }

    /// `IAB 25 (vendor list 98, updated …, TCF 2.2 prefixes) · Google 5 (vendor list 1) · general 4`.
    package static func vendorCounts(_ vendors: InspectedVendors) -> String {
        var iab = "IAB " + (vendors.iab.map { "\($0.count)" } ?? SetInspection.absent)
        var details: [String] = []
        if let version = vendors.iabVendorListVersion { details.append("vendor list \(version)") }
        if let updated = vendors.iabLastUpdated { details.append("updated \(updated)") }
        if let family = vendors.tcfFamily { details.append("\(family) group prefixes") }
        if !details.isEmpty { iab += " (" + details.joined(separator: ", ") + ")" }
        var google = "Google " + (vendors.google.map { "\($0.count)" } ?? SetInspection.absent)
        if let version = vendors.googleVendorListVersion { google += " (vendor list \(version))" }
        let general = "general " + (vendors.general.map { "\($0.count)" } ?? SetInspection.absent)
        return [iab, google, general].joined(separator: " · ")
    }

    /// `purposes 1×24 2×20 …`: each id with the number of vendors listing it.
    package static func usage(_ usage: InspectedVendors.ArrayUsage) -> String {
        usage.array + " " + usage.counts.map { "\($0.id)×\($0.vendors)" }.joined(separator: " ")
    }

    /// `TCF v2 TC string, length 94, prefix CPXxGf…, created 2020-…`: the kind and the evidence.
    package static func captured(_ value: CapturedValue) -> String {
        let details = value.evidence.filter { $0.key != "kind" }.map {
            "\($0.key) \(ReportText.shortEvidence($0.value))"
        }
        return ([value.kind] + details).joined(separator: ", ")
    }

    /// `file:line:column` relative to the working directory, and the pointer.
    package static func location(file: String, line: Int?, column: Int?, pointer: String, workingDirectory: String)
        -> String
    {
        var text = ReportPath.relative(file, to: workingDirectory)
        if let line, let column { text += ":\(line):\(column)" }
        if !pointer.isEmpty { text += " " + pointer }
        return text
    }

    /// `1 error, 2 warnings` of the active findings; `none` without any; suppressed counted apart.
    package static func findingCounts(_ inspection: SetInspection) -> String {
        let active = inspection.activeFindings.map(\.finding)
        var parts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = active.filter { $0.severity == severity }.count
            return count == 0 ? nil : "\(count) \(ReportText.plural(count, severity.rawValue))"
        }
        let suppressed = inspection.findings.count - active.count
        if suppressed > 0 { parts.append("\(suppressed) suppressed") }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
