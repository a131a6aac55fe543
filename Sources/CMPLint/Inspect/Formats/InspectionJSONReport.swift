import CMPLintDocuments
import CMPLintKnowledge
import Foundation

/// The `json` format of `cmplint inspect`: `{"version": 1, "tool", "sets": [...]}`, one object per
/// set with every field of the model (`SetInspection`); documented in docs/commands/inspect.md. A value the
/// snapshot lacks is `null` (an empty list for lists), never guessed; numbers are as the snapshot
/// writes them. Version 1 only ever gains keys.
public enum InspectionJSONReport {
    public static func render(_ inspections: [SetInspection], workingDirectory: String) -> String {
        JSONValue.object([
            JSONMember(key: "version", value: .int(1)),
            JSONMember(key: "tool", value: tool),
            JSONMember(key: "sets", value: .array(inspections.map { set($0, workingDirectory: workingDirectory) })),
        ]).prettyText() + "\n"
    }

    package static var tool: JSONValue {
        .object([
            JSONMember(key: "name", value: .string(ToolInfo.name)),
            JSONMember(key: "version", value: .string(ToolInfo.version)),
        ])
    }

    package static func set(_ inspection: SetInspection, workingDirectory: String) -> JSONValue {
        let checked = LintReport.CheckedSet(
            path: inspection.path, expectations: inspection.meantFor,
            files: Dictionary(
                uniqueKeysWithValues: inspection.components.compactMap { c in c.file.map { (c.kind, $0) } }),
            assembly: inspection.assembly)
        // `assembly` only for a set of files recognised by content.
        let assembly = inspection.assembly.map { [JSONMember(key: "assembly", value: .string($0))] } ?? []
        return .object(
            [
                JSONMember(key: "path", value: .string(inspection.path)),
                JSONMember(
                    key: "meantFor",
                    value: .object([
                        JSONMember(key: "country", value: .optional(inspection.meantFor.country)),
                        JSONMember(key: "region", value: .optional(inspection.meantFor.region)),
                        JSONMember(key: "language", value: .optional(inspection.meantFor.language)),
                    ])),
            ] + assembly + [
                JSONMember(key: "capture", value: inspection.capture.map(capture) ?? .null),
                JSONMember(key: "components", value: .array(inspection.components.map(component))),
                JSONMember(
                    key: "jurisdictions",
                    value: .array(
                        inspection.jurisdictions.map { j in
                            .object([
                                JSONMember(key: "template", value: .string(j.template)),
                                JSONMember(key: "reason", value: .string(j.reason)),
                                JSONMember(key: "countries", value: .array(j.countries.map(JSONValue.string))),
                                JSONMember(key: "regions", value: .array(j.regions.map(JSONValue.string))),
                            ])
                        })),
                JSONMember(key: "purposes", value: .array(inspection.purposes.map(purpose))),
                JSONMember(key: "vendors", value: inspection.vendors.map(vendors) ?? .null),
            ] + (inspection.vendorList.map { [JSONMember(key: "pinnedVendorList", value: pinnedVendorList($0))] } ?? [])
                + [
                    JSONMember(key: "captured", value: .array(inspection.captured.map(captured))),
                    JSONMember(
                        key: "capturedCheckedBy", value: .array(inspection.capturedCheckedBy.map(JSONValue.string))),
                    JSONMember(
                        key: "findings",
                        value: .array(
                            inspection.findings.map { item in
                                var value = JSONReporter.findingValue(
                                    item.finding, sets: [inspection.path: checked], workingDirectory: workingDirectory)
                                if case .object(let members) = value {
                                    value = .object(members + [JSONMember(key: "fix", value: .optional(item.fix))])
                                }
                                return value
                            })),
                ])
    }

    /// The manifest as written (`CaptureManifest.json`) with its path, or its path and why it
    /// cannot be read.
    package static func capture(_ capture: InspectedCapture) -> JSONValue {
        .object(
            [JSONMember(key: "path", value: .string(capture.path))]
                + (capture.manifest.map { [JSONMember(key: "manifest", value: $0.json)] } ?? [])
                + (capture.problem.map { [JSONMember(key: "problem", value: .string($0))] } ?? []))
    }

    package static func number(_ text: String?) -> JSONValue { text.map(JSONValue.number) ?? .null }
    package static func bool(_ value: Bool?) -> JSONValue { value.map(JSONValue.bool) ?? .null }
    package static func int(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

    package static func component(_ component: InspectedComponent) -> JSONValue {
        var content: [JSONMember] = [JSONMember(key: "kind", value: .string(component.content.name))]
        switch component.content {
        case .invalidJSON(let message): content.append(JSONMember(key: "message", value: .string(message)))
        case .otherComponent(let kind): content.append(JSONMember(key: "component", value: .string(kind.rawValue)))
        case .notAnObject(let type): content.append(JSONMember(key: "type", value: .string(type)))
        default: break
        }
        func messages(_ list: [InspectedComponent.ResponseMessage]) -> JSONValue {
            .array(
                list.map {
                    .object([
                        JSONMember(key: "code", value: .optional($0.code)),
                        JSONMember(key: "message", value: .optional($0.message)),
                    ])
                })
        }
        return .object([
            JSONMember(key: "kind", value: .string(component.kind.rawValue)),
            JSONMember(key: "file", value: .optional(component.file)),
            JSONMember(key: "content", value: .object(content)),
            JSONMember(key: "appConfig", value: component.appConfig.map(appConfig) ?? .null),
            JSONMember(key: "language", value: component.language.map(language) ?? .null),
            JSONMember(key: "useRTL", value: bool(component.useRTL)),
            JSONMember(key: "errors", value: messages(component.errors)),
            JSONMember(key: "warnings", value: messages(component.warnings)),
            JSONMember(
                key: "storedVersions",
                value: .object(component.storedVersions.map { JSONMember(key: $0.key, value: .string($0.value)) })),
            JSONMember(
                key: "buttons",
                value: .array(
                    component.buttons.map { button in
                        .object([
                            JSONMember(key: "ui", value: .string(button.ui)),
                            JSONMember(key: "name", value: .string(button.name)),
                            JSONMember(key: "text", value: .optional(button.text)),
                            JSONMember(key: "showAsLink", value: bool(button.showAsLink)),
                            JSONMember(key: "showText", value: bool(button.showText)),
                        ])
                    })),
            JSONMember(
                key: "logos",
                value: .array(
                    component.logos.map {
                        .object([
                            JSONMember(key: "name", value: .string($0.name)),
                            JSONMember(key: "url", value: .string($0.url)),
                        ])
                    })),
            JSONMember(key: "prompts", value: component.prompts.map(prompts) ?? .null),
        ])
    }

    package static func appConfig(_ config: InspectedAppConfig) -> JSONValue {
        .object([
            JSONMember(key: "showBanner", value: bool(config.showBanner)),
            JSONMember(key: "bannerReasonCode", value: number(config.bannerReasonCode)),
            JSONMember(key: "bannerReason", value: .optional(config.bannerReason)),
            JSONMember(key: "templateType", value: .optional(config.templateType)),
            JSONMember(key: "countryCode", value: .optional(config.countryCode)),
            JSONMember(key: "regionCode", value: .optional(config.regionCode)),
            JSONMember(key: "lastReconsentDate", value: number(config.lastReconsentDate)),
            JSONMember(key: "shouldResetLocalState", value: bool(config.shouldResetLocalState)),
        ])
    }

    package static func language(_ language: InspectedLanguage) -> JSONValue {
        .object([
            JSONMember(key: "code", value: .optional(language.code)),
            JSONMember(key: "name", value: .optional(language.name)),
            JSONMember(key: "variant", value: .optional(language.variant)),
            JSONMember(
                key: "confidence", value: language.confidence.map { .number(String(format: "%.3f", $0)) } ?? .null),
            JSONMember(key: "words", value: int(language.words)),
            JSONMember(key: "textLength", value: .int(language.textLength)),
        ])
    }

    package static func prompts(_ prompts: InspectedPrompts) -> JSONValue {
        let ageGate = prompts.ageGate.map { gate -> JSONValue in
            .object([
                JSONMember(key: "title", value: .optional(gate.title)),
                JSONMember(key: "primaryButton", value: .optional(gate.primaryButton)),
                JSONMember(key: "secondaryButton", value: .optional(gate.secondaryButton)),
                JSONMember(
                    key: "linkedGroups",
                    value: .array(
                        gate.linkedGroups.map { link in
                            .object([
                                JSONMember(key: "groupId", value: .string(link.groupId)),
                                JSONMember(
                                    key: "ageGroups",
                                    value: .array(
                                        link.ageGroups.map { group in
                                            .object([
                                                JSONMember(key: "name", value: .optional(group.name)),
                                                JSONMember(key: "lowerBound", value: number(group.lowerBound)),
                                                JSONMember(key: "upperBound", value: number(group.upperBound)),
                                            ])
                                        })),
                            ])
                        })),
            ])
        }
        let idfa = prompts.idfa.map { idfa -> JSONValue in
            .object([
                JSONMember(key: "prePromptTitle", value: .optional(idfa.prePromptTitle)),
                JSONMember(key: "linkedGroups", value: .array(idfa.linkedGroups.map(JSONValue.string))),
            ])
        }
        return .object([
            JSONMember(key: "names", value: .array(prompts.names.map(JSONValue.string))),
            JSONMember(key: "ageGate", value: ageGate ?? .null),
            JSONMember(key: "idfa", value: idfa ?? .null),
            JSONMember(key: "notificationDuration", value: number(prompts.notificationDuration)),
            JSONMember(key: "googleAdConsent", value: bool(prompts.googleAdConsent)),
        ])
    }

    package static func purpose(_ group: InspectedPurposeGroup) -> JSONValue {
        .object([
            JSONMember(key: "groupId", value: .string(group.groupId)),
            JSONMember(key: "name", value: .optional(group.name)),
            JSONMember(key: "type", value: .optional(group.type)),
            JSONMember(key: "toggleStatus", value: int(group.toggleStatus)),
            JSONMember(key: "toggle", value: .string(group.toggle.rawValue)),
            JSONMember(key: "consentStatus", value: int(group.consentStatus)),
            JSONMember(key: "legIntStatus", value: int(group.legIntStatus)),
            JSONMember(key: "sdkCount", value: .int(group.sdkCount)),
            JSONMember(key: "generalVendorIds", value: .array(group.generalVendorIds.map(JSONValue.string))),
            JSONMember(key: "vendorsLinkedInfo", value: .optional(group.vendorsLinkedInfo)),
            JSONMember(
                key: "iabItem",
                value: group.iabItem.map { item in
                    .object([
                        JSONMember(key: "kind", value: .string(item.kind.rawValue)),
                        JSONMember(key: "id", value: .int(item.number)),
                    ])
                } ?? .null),
            JSONMember(key: "iabVendorCount", value: int(group.iabVendorCount)),
            JSONMember(key: "pointer", value: .string(group.pointer)),
            JSONMember(key: "children", value: .array(group.children.map(purpose))),
        ])
    }

    /// The comparison with the pinned GVL; present only when the run pins one.
    package static func pinnedVendorList(_ pinned: InspectedVendorList) -> JSONValue {
        func list(_ vendors: [InspectedVendorList.Vendor], detail: String) -> JSONValue {
            .array(
                vendors.map {
                    .object([
                        JSONMember(key: "id", value: .int($0.id)), JSONMember(key: "name", value: .string($0.name)),
                        JSONMember(key: detail, value: .string($0.detail)),
                    ])
                })
        }
        return .object([
            JSONMember(key: "file", value: .string(pinned.file)),
            JSONMember(key: "vendorListVersion", value: .int(pinned.version)),
            JSONMember(key: "lastUpdated", value: .string(pinned.lastUpdated)),
            JSONMember(key: "snapshotVendorListVersion", value: pinned.snapshotVersion.map(JSONValue.int) ?? .null),
            JSONMember(key: "behind", value: pinned.behind.map(JSONValue.int) ?? .null),
            JSONMember(key: "deleted", value: list(pinned.deleted, detail: "deletedDate")),
            JSONMember(key: "declaredOtherwise", value: list(pinned.declaredOtherwise, detail: "differences")),
        ])
    }

    package static func vendors(_ vendors: InspectedVendors) -> JSONValue {
        func list(_ vendors: [InspectedVendors.Vendor]?) -> JSONValue {
            vendors.map {
                .array(
                    $0.map {
                        .object([
                            JSONMember(key: "id", value: .string($0.id)),
                            JSONMember(key: "name", value: .optional($0.name)),
                        ])
                    })
            } ?? .null
        }
        let general = vendors.general.map { list -> JSONValue in
            .array(
                list.map { vendor in
                    .object([
                        JSONMember(key: "id", value: .string(vendor.id)),
                        JSONMember(key: "name", value: .optional(vendor.name)),
                        JSONMember(key: "linkedGroupIds", value: .array(vendor.linkedGroupIds.map(JSONValue.string))),
                    ])
                })
        }
        return .object([
            JSONMember(key: "iab", value: list(vendors.iab)),
            JSONMember(key: "google", value: list(vendors.google)),
            JSONMember(key: "general", value: general ?? .null),
            JSONMember(key: "iabVendorListVersion", value: .optional(vendors.iabVendorListVersion)),
            JSONMember(key: "iabLastUpdated", value: .optional(vendors.iabLastUpdated)),
            JSONMember(key: "googleVendorListVersion", value: .optional(vendors.googleVendorListVersion)),
            JSONMember(
                key: "groupPrefixes",
                value: .object(
                    IABItemKind.allCases.compactMap { kind in
                        vendors.groupPrefixes[kind].map { JSONMember(key: kind.prefixKey, value: .string($0)) }
                    })),
            JSONMember(key: "tcfFamily", value: .optional(vendors.tcfFamily)),
            JSONMember(
                key: "usage",
                value: .object(
                    vendors.usage.map { usage in
                        JSONMember(
                            key: usage.array,
                            value: .object(usage.counts.map { JSONMember(key: String($0.id), value: .int($0.vendors)) })
                        )
                    })),
        ])
    }

    package static func captured(_ value: CapturedValue) -> JSONValue {
        .object([
            JSONMember(key: "ruleId", value: .string(value.ruleId)),
            JSONMember(key: "component", value: .optional(value.component?.rawValue)),
            JSONMember(key: "file", value: .string(value.file)),
            JSONMember(key: "pointer", value: .string(value.pointer)),
            JSONMember(key: "line", value: int(value.line)),
            JSONMember(key: "column", value: int(value.column)),
            JSONMember(key: "kind", value: .string(value.kind)),
            JSONMember(key: "evidence", value: .object(value.evidence)),
            JSONMember(key: "message", value: .string(value.message)),
        ])
    }
}
