import CMPLintDocuments
import Foundation

/// One-line summaries of an inspection that the text and Markdown formats show and `diff`
/// compares, so a change is reported in the words the inspection uses. A value read from every
/// response is said once when the responses agree ("IAB2V2"), else per component
/// ("banner IAB2V2 · preferences GDPR"); a value a response lacks is "absent".
extension SetInspection {
    /// Said once when every response agrees; nil when the set has no response. With
    /// `ignoringAbsent`, only responses that have the value are compared (nil when none has it).
    package func agreed(
        ignoringAbsent: Bool = false, among components: [InspectedComponent]? = nil,
        _ value: (InspectedComponent) -> String?
    ) -> String? {
        let values = (components ?? responses).compactMap { component in
            value(component).map { (component.kind, $0) } ?? (ignoringAbsent ? nil : (component.kind, Self.absent))
        }
        guard let first = values.first else { return nil }
        if values.allSatisfy({ $0.1 == first.1 }) { return first.1 }
        return values.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: " · ")
    }

    package static let absent = "absent"

    /// A text as a summary shows it: quoted, so "" and spaces are visible.
    package static func quoted(_ text: String?) -> String? {
        text.map { "\"\($0)\"" }
    }

    package var templateSummary: String? { agreed { $0.appConfig?.templateType } }

    package var geoSummary: String? {
        agreed { component in
            guard let config = component.appConfig else { return nil }
            let country = config.countryCode ?? Self.absent
            guard let region = config.regionCode, !region.isEmpty else { return country }
            return "\(country)-\(region)"
        }
    }

    /// `true (101 "Geo rule Banner is enabled and is first launch.")`.
    package var showBannerSummary: String? {
        agreed { component in
            guard let config = component.appConfig else { return nil }
            let shown = config.showBanner.map(String.init) ?? Self.absent
            let reason = [config.bannerReasonCode, Self.quoted(config.bannerReason)].compactMap { $0 }.joined(
                separator: " ")
            return reason.isEmpty ? shown : "\(shown) (\(reason))"
        }
    }

    /// Epoch milliseconds with the UTC date: `1740787200000 (2025-03-01T00:00:00Z)`.
    package var lastReconsentSummary: String? {
        agreed { component in
            component.appConfig?.lastReconsentDate.map { text in
                Self.date(fromMilliseconds: text).map { "\(text) (\($0))" } ?? text
            }
        }
    }

    /// The versions of `storageKeys`, which the vendors response does not have (CMP API reference).
    package var versionsSummary: String? {
        guard !responses.isEmpty else { return nil }
        return agreed(ignoringAbsent: true) { component in
            component.storedVersions.isEmpty
                ? nil : component.storedVersions.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        } ?? "none in storageKeys"
    }

    /// One `storageKeys` version (`IABTCF_PolicyVersion`, …) as the responses that hold it state it,
    /// nil when none does: what `diff` compares, one key a change, so a new TCF policy version reads
    /// `storageKeys IABTCF_PolicyVersion: 4 → 5`.
    package func storedVersion(_ key: String) -> String? {
        agreed(ignoringAbsent: true) { component in component.storedVersions.first { $0.key == key }?.value }
    }

    package var useRTLSummary: String? { agreed { $0.useRTL.map(String.init) } }

    /// The responses and error responses: the files whose envelope (`errors`, `warnings`) is read.
    package var envelopes: [InspectedComponent] {
        components.filter { $0.content == .response || $0.content == .errorResponse }
    }

    /// `WARNING_CODE_PUBLISHED_VERSION_MISMATCH`, … (codes of `warnings`), "none" when empty.
    package var warningsSummary: String? {
        agreed(among: envelopes) { component in
            component.warnings.isEmpty
                ? "none" : component.warnings.map { $0.code ?? Self.absent }.joined(separator: ", ")
        }
    }

    package var errorsSummary: String? {
        agreed(among: envelopes) { component in
            component.errors.isEmpty ? "none" : component.errors.map { $0.code ?? Self.absent }.joined(separator: ", ")
        }
    }

    /// The prompts of the responses, each distinct configuration once with the components that
    /// carry it (banner and preferences normally carry the same).
    package var promptGroups: [(components: [ComponentKind], prompts: InspectedPrompts)] {
        var groups: [(components: [ComponentKind], prompts: InspectedPrompts)] = []
        for component in responses {
            guard let prompts = component.prompts else { continue }
            if let index = groups.firstIndex(where: { $0.prompts == prompts }) {
                groups[index].components.append(component.kind)
            } else {
                groups.append(([component.kind], prompts))
            }
        }
        return groups
    }

    /// Every button of the responses (each UI's buttons are in its own response).
    package var buttons: [InspectedButton] { responses.flatMap(\.buttons) }

    /// The logos of the responses, each name and URL once (the age-gate logo is in banner and
    /// preferences).
    package var logos: [InspectedLogo] {
        var seen: [InspectedLogo] = []
        for logo in responses.flatMap(\.logos) where !seen.contains(logo) { seen.append(logo) }
        return seen
    }

    /// The UTC date of epoch milliseconds written as an integer within ±10,000 years.
    package static func date(fromMilliseconds text: String) -> String? {
        guard JSONValue.isInteger(text), let milliseconds = Int64(text), abs(milliseconds) < 315_537_897_600_000 else {
            return nil
        }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
    }
}
